import type { Catalogue } from "../../translate.js";

/** The member's own things around the signals: the portfolio, the market insights, the plan and the weekly summaries. */
export default {
  insights: {
    all: "كل التحليلات",
    edited: "عُدّل {{time}}",
    empty: "لا توجد تحليلات بعد. تظهر هنا ملاحظات المحلل عن السوق.",
    loadFailed: "تعذّر تحميل تحليلات السوق.",
    proOnly: "لأعضاء Pro فقط",
    title: "تحليلات السوق",
    upgrade: "الترقية إلى Pro",
    upgradeText: "تحليلات المحلل للسوق مع رسومها البيانية جزء من Pro. قم بالترقية لقراءتها.",
    withChart: "مع رسم بياني",
  },
  summary: {
    cardLabel: "ملخصك الأسبوعي",
    headline_zero: "{{result}} عبر {{count}} إشارة مغلقة، الرابحة: {{wins}}",
    headline_one: "{{result}} عبر إشارة مغلقة واحدة ({{count}})، الرابحة: {{wins}}",
    headline_two: "{{result}} عبر إشارتين مغلقتين ({{count}})، الرابحة: {{wins}}",
    headline_few: "{{result}} عبر {{count}} إشارات مغلقة، الرابحة: {{wins}}",
    headline_many: "{{result}} عبر {{count}} إشارة مغلقة، الرابحة: {{wins}}",
    headline_other: "{{result}} عبر {{count}} إشارة مغلقة، الرابحة: {{wins}}",
    noneClosed: "لم تُغلق أي إشارة",
    read: "اقرأ ملخصك",
    weekOf: "أسبوع {{date}}",
  },
} satisfies Catalogue;
