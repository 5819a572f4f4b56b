import type { Catalogue } from "../../translate.js";

export default {
  plan: {
    badge: "خطة {{plan}}",
  },
  menu: {
    logout: "تسجيل الخروج",
    accountFor: "قائمة حساب {{name}}",
  },
  header: {
    dashboard: "{{appName}} لوحة التحكم",
  },
  nav: {
    dashboard: "لوحة التحكم",
    adminPanel: "لوحة الإدارة",
    accountSettings: "إعدادات الحساب",
    support: "الدعم",
    analytics: "الإحصاءات",
    marketInsights: "تحليلات السوق",
    portfolio: "المحفظة",
    weeklySummaries: "الملخصات الأسبوعية",
    subscription: "الاشتراك",
    myPlan: "خطتي",
    admin: "الإدارة",
    account: "الحساب",
  },
  language: {
    saveFailed: "تعذّر حفظ اللغة في حسابك: يعرضها هذا الجهاز، لكن أجهزتك الأخرى لا تعرضها بعد. حاول مرة أخرى بعد قليل.",
  },
} satisfies Catalogue;
