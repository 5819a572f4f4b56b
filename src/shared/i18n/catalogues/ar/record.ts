import type { Catalogue } from "../../translate.js";

/** Prices, percentages, dates, hashes and commands are isolated left to right (U+2066 … U+2069) within the Arabic line. */
export default {
  trackRecord: {
    title: "سجل الأداء",
    description: "كل إشارة منتهية بأحداثها وأوقاتها، والأرقام المحسوبة منها.",
    heading: "كل إشارة مسجّلة",
    lead: "كل إشارة أُغلقت أو أُلغي احتسابها، بكل أحداثها وأوقاتها. لا يُحذف شيء مما يُنشر أبدًا، ويمكن لأي شخص التحقق من أن شيئًا لم يُعدَّل.",
  },
  free: {
    title: "إشارات مجانية",
    description: "إشارات سابقة كما وصلت إلى الأعضاء تمامًا، بكل حدث ووقته، بعد فترة تأخير.",
    heading: "إشاراتنا مجانًا، بعد قليل من التأخير",
    lead: "كل الإشارات، الرابحة والخاسرة، كما وصلت إلى الأعضاء تمامًا: المستويات والأهداف والتعليق وكل حدث بوقته، وكلها في سجل الأداء القابل للتحقق.",
  },
} satisfies Catalogue;
