import type { Catalogue } from "../../translate.js";

export default {
  request: {
    invalid: "طلب غير صالح",
    invalidValue: "قيمة غير صالحة",
    somethingWentWrong: "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.",
  },
} satisfies Catalogue;
