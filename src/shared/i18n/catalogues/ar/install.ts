import type { Catalogue } from "../../translate.js";

/**
 * الشريط الذي يعرض تثبيت التطبيق: يُحمَّل معه بعد أن تصبح الصفحة جاهزة للتفاعل؛ والعرض بتحديثه، حين يجهز إصدار جديد.
 */
export default {
  title: "ثبّت {{appName}}",
  android: "أضفه إلى شاشتك الرئيسية لتصلك تنبيهات الإشارات فورًا وتستخدمه بملء الشاشة.",
  ios: "لتصلك التنبيهات على هذا الجهاز، اضغط {{share}} ثم {{add}}.",
  share: "مشاركة",
  addToHomeScreen: "إضافة إلى الشاشة الرئيسية",
  dismiss: "إغلاق",
  later: "لاحقًا",
  installApp: "تثبيت التطبيق",
  update: {
    title: "يتوفر تحديث",
    description: "إصدار جديد من التطبيق جاهز.",
    reload: "إعادة التحميل",
  },
} satisfies Catalogue;
