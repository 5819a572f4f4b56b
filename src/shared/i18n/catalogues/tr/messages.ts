import type { Catalogue } from "../../translate.js";

export default {
  request: {
    invalid: "Geçersiz istek",
    invalidValue: "Geçersiz değer",
    somethingWentWrong: "Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.",
  },
} satisfies Catalogue;
