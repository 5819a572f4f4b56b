import type { Catalogue } from "../../translate.js";

export default {
  request: {
    invalid: "Solicitud no válida",
    invalidValue: "Valor no válido",
    somethingWentWrong: "Algo salió mal por nuestra parte. Inténtalo de nuevo.",
  },
} satisfies Catalogue;
