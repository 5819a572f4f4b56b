import type { Catalogue } from "../../translate.js";

/**
 * The server's refusals (every 4xx `{message}`) and the field errors the forms show, from the server or from the
 * shared rules checked in the browser (docs/decisions/0038-server-messages.md).
 */
export default {
  request: {
    invalid: "Invalid request",
    invalidValue: "Invalid value",
    somethingWentWrong: "Something went wrong on our side. Please try again.",
  },
} satisfies Catalogue;
