import type { Catalogue } from "../../translate.js";

/** The member's own things around the signals: the portfolio, the market insights, the plan and the weekly summaries. */
export default {
  insights: {
    all: "Semua analisis",
    edited: "diedit {{time}}",
    empty: "Belum ada analisis. Catatan pasar dari analis akan muncul di sini.",
    loadFailed: "Analisis pasar tidak dapat dimuat.",
    proOnly: "Khusus Pro",
    title: "Analisis pasar",
    upgrade: "Upgrade ke Pro",
    upgradeText: "Analisis pasar dari analis, lengkap dengan grafiknya, termasuk dalam Pro. Upgrade untuk membacanya.",
    withChart: "Dengan grafik",
  },
  summary: {
    cardLabel: "Ringkasan mingguan Anda",
    headline_other: "{{result}} dari {{count}} sinyal yang ditutup, {{wins}} profit",
    noneClosed: "Tidak ada sinyal yang ditutup",
    read: "Baca ringkasan Anda",
    weekOf: "Minggu {{date}}",
  },
} satisfies Catalogue;
