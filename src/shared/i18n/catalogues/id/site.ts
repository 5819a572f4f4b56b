import type { Catalogue } from "../../translate.js";

export default {
  skipToContent: "Langsung ke konten",
  header: {
    mainNav: "Menu utama",
    home: "{{appName}}: beranda",
    login: "Masuk",
    tryFullAccess: "Coba Akses Penuh - {{price}}",
  },
  nav: {
    home: "Beranda",
    plans: "Paket",
    about: "Tentang",
    tradingSignals: "Sinyal Trading",
    plansAndPricing: "Paket & Harga",
    signals: "Sinyal",
    subscribe: "Berlangganan",
    signUp: "Daftar",
  },
  menu: {
    open: "Buka menu",
    close: "Tutup menu",
    title: "Menu",
    tagline: "Platform analisis trading profesional",
    newHere: "Baru di sini?",
    quickLinks: "Tautan cepat",
  },
  language: {
    label: "Bahasa",
  },
  offline: "Kamu sedang offline — kami akan tersambung lagi begitu jaringan kembali.",
  riskWarning: "Peringatan risiko",
  footer: {
    tagline:
      "Posisi trading nyata dari trader profesional, dibagikan saat posisi dibuka: member Pro lebih dulu, lalu Trial.",
    site: "Situs",
    company: "Perusahaan",
    terms: "Ketentuan Layanan",
    privacy: "Kebijakan Privasi",
    share: "Bagikan {{appName}}",
    shareText: "{{appName}}: sinyal trading live dari trader profesional",
    opensShare: "(bagikan, terbuka di tab baru)",
    riskDisclaimer: "Pernyataan Risiko",
    educationOnly: "Posisi yang dibagikan {{appName}} hanya untuk informasi dan edukasi.",
    rights: "Hak cipta dilindungi undang-undang.",
  },
  landing: {
    description:
      "Sinyal trading live dari trader profesional: forex, komoditas, kripto, indeks, dan saham, lengkap dengan entry, target, stop loss, dan notifikasi push instan.",
    badge: "Sinyal trading live",
    titleStart: "Trading bersama seorang profesional,",
    titleEnd: "di setiap langkah",
    lead: "Setiap posisi dibagikan saat dibuka: entry, target, stop loss, level risiko, dan alasan di baliknya, dengan notifikasi di ponselmu setiap kali ada perubahan. Member Pro menerima setiap entry lebih dulu; paket di bawah menjelaskan kapan Akses Trial menerimanya.",
    tryFullAccess: "Coba Akses Penuh seharga {{price}}",
    learnMore: "Selengkapnya",
    learnMoreAbout: "tentang {{appName}}",
    trialTerms_other: "{{count}} hari akses penuh · Sekali bayar · Tanpa tagihan otomatis",
    markets: "Forex, komoditas, kripto, indeks, dan saham",
    alerts: "Notifikasi push instan di ponselmu",
    guarantee_other: "Garansi uang kembali {{count}} hari",
  },
} satisfies Catalogue;
