import type { Catalogue } from "../../translate.js";

export default {
  request: {
    invalid: "Permintaan tidak valid",
    invalidValue: "Nilai tidak valid",
    somethingWentWrong: "Terjadi kesalahan di pihak kami. Silakan coba lagi.",
  },
} satisfies Catalogue;
