import type { Catalogue } from "../../translate.js";

/** The member's own things around the signals: the portfolio, the market insights, the plan and the weekly summaries. */
export default {
  insights: {
    all: "Tüm yorumlar",
    edited: "düzenlendi: {{time}}",
    empty: "Henüz yorum yok. Analistin piyasa notları burada görünür.",
    loadFailed: "Piyasa yorumları yüklenemedi.",
    proOnly: "Yalnızca Pro",
    title: "Piyasa yorumları",
    upgrade: "Pro'ya geçin",
    upgradeText: "Analistin grafikli piyasa yorumları Pro'ya dahildir. Okumak için Pro'ya geçin.",
    withChart: "Grafikli",
  },
  summary: {
    cardLabel: "Haftalık özetiniz",
    headline_one: "{{count}} kapanan sinyalde {{result}}, {{wins}} kazançlı",
    headline_other: "{{count}} kapanan sinyalde {{result}}, {{wins}} kazançlı",
    noneClosed: "Kapanan sinyal yok",
    read: "Özetinizi okuyun",
    weekOf: "{{date}} haftası",
  },
} satisfies Catalogue;
