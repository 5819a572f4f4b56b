import type { Catalogue } from "../../translate.js";

export default {
  request: {
    invalid: "Solicitação inválida",
    invalidValue: "Valor inválido",
    somethingWentWrong: "Algo deu errado do nosso lado. Tente de novo.",
  },
} satisfies Catalogue;
