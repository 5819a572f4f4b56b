import type { Catalogue } from "../../translate.js";

/** Paket-paket (nama, fitur, dan catatannya di mana pun paket ditampilkan) dan halaman paket itu sendiri. */
export default {
  meta: {
    title: "Paket",
    description_other:
      "Pilih {{trial}} ({{trialPrice}} sekali bayar, {{count}} hari) atau {{pro}} ({{proPrice}} per bulan, bisa dibatalkan kapan saja) untuk sinyal trading live.",
  },
  names: {
    trial: "Akses Trial",
    pro: "Paket Pro",
  },
  trial: {
    badge: "Cocok untuk pemula",
    note: "Sekali bayar, tanpa tagihan berulang. Bisa upgrade kapan saja.",
    features: {
      fullAccess: "Akses penuh ke semua sinyal trading",
      commentary: "Komentar pasar dari para ahli",
      updates: "Update live untuk setiap posisi yang Anda terima",
      mobile: "Tampilan yang nyaman di ponsel",
      risk: "Wawasan manajemen risiko",
    },
  },
  pro: {
    badge: "Paling populer",
    note: "Tagihan bulanan berulang. Batalkan kapan saja lewat pengaturan akun.",
    features: {
      everythingInTrial: "Semua yang ada di Akses Trial",
      support: "Dukungan prioritas, dijawab lebih dulu di halaman Bantuan",
      analytics: "Dasbor analitik lanjutan di halaman Analitik",
      portfolio: "Pelacakan performa trade yang Anda ambil, di halaman Portofolio",
      personal: "Update pribadi tentang trade Anda, dengan angka Anda sendiri",
      insights: "Analisis pasar eksklusif di dasbor Anda dan halaman Analisis Pasar",
      summaries: "Ringkasan performa mingguan setiap Senin, di aplikasi dan lewat email",
      api: "Token API dan webhook bertanda tangan untuk alat Anda sendiri, di halaman Akun",
      cancelAnytime: "Batalkan kapan saja",
    },
  },
  earlyAccess: {
    promise_other: "Entry {{count}} menit lebih awal dari member Trial",
    delay_other: "Entry baru {{count}} menit setelah member Pro",
    feature: "Entry baru",
    trial_other: "{{count}} mnt setelah Pro",
    pro: "Saat dipublikasikan",
  },
  page: {
    backToDashboard: "Kembali ke Dasbor",
    backToHome: "Kembali ke Beranda",
    choose: "Pilih paket Anda",
    lead: "Posisi live dengan entry, target, stop loss, dan komentar, serta setiap update saat terjadi.",
    loading: "Memuat paket Anda",
  },
  card: {
    ribbon: "Paling populer",
    oneTime: "sekali bayar",
    perMonth: "per bulan",
    processing: "Memproses...",
    get: "Ambil {{plan}} - {{price}}",
  },
  login: {
    title: "Perlu masuk",
    text: "Masuk atau buat akun untuk memilih paket.",
    login: "Masuk",
    register: "Buat Akun",
  },
  checkout: {
    signInRequired: "Silakan masuk untuk berlangganan paket.",
    failed: "Terjadi kesalahan saat memproses permintaan Anda. Silakan coba lagi.",
  },
} satisfies Catalogue;
