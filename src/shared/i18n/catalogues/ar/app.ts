import type { Catalogue } from "../../translate.js";

export default {
  verifyEmail: {
    label: "تأكيد بريدك الإلكتروني",
    title: "يُرجى تأكيد عنوان بريدك الإلكتروني.",
    titleShort: "يُرجى تأكيد بريدك.",
    sentTo: "افتح الرابط الذي أرسلناه إلى {{email}}.",
    sent: "أُرسل رابط جديد",
    resend: "إعادة إرسال الرابط",
    resendShort: "إعادة الإرسال",
  },
  plan: {
    badge: "خطة {{plan}}",
  },
  menu: {
    logout: "تسجيل الخروج",
    accountFor: "قائمة حساب {{name}}",
  },
  header: {
    dashboard: "{{appName}}: لوحة التحكم",
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
