import type { Catalogue } from "../../translate.js";

/* Prices, percentages and instrument names are isolated left to right (\u2066…\u2069) inside the Arabic text. */
export default {
  heldSummary: {
    title_zero: "{{count}} تحديث أثناء غيابك",
    title_one: "{{count}} تحديث أثناء غيابك",
    title_two: "{{count}} تحديثان أثناء غيابك",
    title_few: "{{count}} تحديثات أثناء غيابك",
    title_many: "{{count}} تحديثًا أثناء غيابك",
    title_other: "{{count}} تحديث أثناء غيابك",
  },
  signal: {
    long: "شراء",
    short: "بيع",
    opened: "إشارة جديدة: {{direction}} \u2066{{asset}}\u2069 عند \u2066{{price}}\u2069",
    onRecord: "{{line}} · السجل رقم {{number}}",
    headline: "\u2066{{asset}}\u2069 {{direction}}",
    entry: "الدخول: \u2066{{price}}\u2069",
    target: "جني الأرباح {{number}}: \u2066{{price}}\u2069",
    stop: "وقف الخسارة: \u2066{{price}}\u2069",
    risk: "المخاطرة: {{level}}",
    riskLevel: { low: "منخفضة", moderate: "متوسطة", high: "مرتفعة" },
  },
  status: {
    line: "الحالة: {{parts}}",
    planning: "مخطط لها",
    active: "مفتوحة",
    closed: "مغلقة",
    targetsHit: "تحقق {{hits}} من {{total}} أهداف",
    closedShare: "أُغلق \u2066{{share}}\u2069",
    result: "النتيجة \u2066{{result}}\u2069",
    cancelled: "أُلغيت",
    voided: "أُبطلت",
  },
  member: {
    open: "افتح في {{appName}}",
  },
  room: {
    details: "التفاصيل",
    accessEnded: {
      room: "انتهى وصولك إلى غرفة {{appName}}: {{reason}}.",
      proRoom: "انتهى وصولك إلى غرفة Pro في {{appName}}: {{reason}}.",
      server: "انتهى وصولك إلى خادم {{appName}}: {{reason}}.",
      renew: "جدّد اشتراكك من هنا:",
      reason: {
        unlinked: "حُذف حسابك أو أُلغي ربطه بـ {{platform}}",
        inactive: "لم يعد اشتراكك نشطًا",
        expired: "انتهى اشتراكك في \u2066{{date}}\u2069",
        ended: "انتهى وصولك",
        notPro: "لم تعد خطتك تشمل Pro",
      },
    },
    welcome: {
      room: "مرحبًا بك في غرفة {{appName}}. دعوتك الشخصية (لاستخدام واحد، صالحة لمدة ساعة):",
      proRoom: "مرحبًا بك في غرفة Pro في {{appName}}. دعوتك الشخصية (لاستخدام واحد، صالحة لمدة ساعة):",
      server: "مرحبًا بك في خادم {{appName}}. لديك دور {{role}}، وهو يتبع خطتك.",
    },
    recordHead: {
      title: "نُشر رأس سجل الأداء",
      body: "في {{time}} انتهت سلسلة السجل عند الحدث {{sequence}}، وقيمة التجزئة له:",
      keep: "احتفظ بهذه الرسالة: يمكن لأي شخص التحقق من السجل بها.",
      action: "فتح سجل الأداء",
    },
  },
} satisfies Catalogue;
