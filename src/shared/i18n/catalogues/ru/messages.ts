import type { Catalogue } from "../../translate.js";

export default {
  request: {
    invalid: "Некорректный запрос",
    invalidValue: "Недопустимое значение",
    somethingWentWrong: "Что-то пошло не так на нашей стороне. Попробуйте ещё раз.",
  },
} satisfies Catalogue;
