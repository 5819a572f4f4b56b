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
  notes: {
    trialUsed:
      "{{trial}} hanya sekali per anggota, dan Anda sudah memakainya: {{pro}} adalah cara untuk terus menerima sinyal.",
    accessLasts: "Tidak diperlukan selama akses Anda masih berlaku.",
    proOnFile:
      "Tidak ditawarkan selama {{pro}} Anda masih tercatat di penyedia pembayaran: membelinya lagi akan menagih Anda dua kali.",
    nothingToBuy: "Tidak ada yang perlu dibeli: akses Anda sudah tercakup.",
    cancelledUntil: "Dibatalkan: akses Anda berlaku sampai {{date}}.",
    trialForfeit: {
      lastDay: "{{trial}} Anda berakhir saat {{pro}} dimulai; hari terakhirnya tidak dikembalikan.",
      daysLeft_other: "{{trial}} Anda berakhir saat {{pro}} dimulai; sisa {{count}} hari tidak dikembalikan.",
    },
  },
  page: {
    backToDashboard: "Kembali ke Dasbor",
    backToHome: "Kembali ke Beranda",
    yourPlan: "Paket Anda",
    choose: "Pilih paket Anda",
    lead: "Posisi live dengan entry, target, stop loss, dan komentar, serta setiap update saat terjadi.",
    ended: "{{plan}} Anda berakhir pada {{date}}",
    buyAgain: "Beli lagi di bawah untuk terus menerima sinyal.",
    proIsTheWay: "{{pro}} adalah cara untuk terus menerima sinyal.",
  },
  card: {
    ribbon: "Paling populer",
    current: "Paket Anda",
    currentNote: "Ini paket Anda saat ini.",
    oneTime: "sekali bayar",
    perMonth: "per bulan",
    firstMonth: "bulan pertama, lalu {{price}} per bulan",
    forMonths_other: "per bulan selama {{count}} bulan, lalu {{price}} per bulan",
    listPrice: "Harga normal {{price}}",
    processing: "Memproses...",
    get: "Ambil {{plan}} - {{price}}",
  },
  compare: {
    title: "Bandingkan paket",
    feature: "Fitur",
    included: "Termasuk",
    notIncluded: "Tidak termasuk",
    signals: "Sinyal trading",
    commentary: "Komentar pasar",
    mobile: "Akses dari ponsel",
    support: "Dukungan prioritas",
    analytics: "Analitik lanjutan",
    portfolio: "Pelacakan portofolio",
    insights: "Analisis pasar",
    summaries: "Ringkasan mingguan",
  },
  faq: {
    title: "Pertanyaan yang sering diajukan",
    trialLength: {
      question: "Berapa lama {{trial}} berlaku?",
      answer_other:
        "{{count}} hari sejak pembayaran Anda. Ini sekali bayar tanpa tagihan otomatis: setelahnya akses berakhir begitu saja, kecuali Anda memilih {{pro}}.",
    },
    payment: {
      question: "Bagaimana cara membayar?",
      answer:
        "Dengan kartu kredit atau debit utama apa pun, lewat halaman pembayaran aman dari penyedia pembayaran kartu kami. Data kartu Anda tidak pernah menyentuh server kami.",
    },
    guarantee: {
      question: "Apakah ada garansi uang kembali?",
      answer_other:
        'Ada. Jika layanan ini tidak cocok untuk Anda, pembayaran pertama bisa dikembalikan penuh dalam {{count}} hari sejak pembayaran itu, asalkan itu satu-satunya pembayaran Anda: tekan "Kembalikan pembayaran pertama saya" di bagian Garansi uang kembali pada pengaturan akun, lalu konfirmasi dengan kata sandi. Akses Anda langsung berakhir dan tidak ada tagihan lagi. Garansi hanya bisa dipakai sekali per anggota; untuk pembayaran berikutnya, hubungi dukungan.',
    },
    cancel: {
      question: "Bisakah saya membatalkan {{pro}}?",
      answer:
        "Kapan saja, dari pengaturan akun atau portal pelanggan, tanpa biaya. Akses tetap berjalan sampai akhir bulan yang sudah Anda bayar.",
    },
    upgrade: {
      question: "Bisakah saya upgrade dari {{trial}}?",
      answer:
        "Bisa, kapan saja. {{pro}} langsung dimulai dan menggantikan trial Anda; sisa hari trial tidak dikembalikan.",
    },
  },
  login: {
    title: "Perlu masuk",
    text: "Masuk atau buat akun untuk memilih paket.",
    login: "Masuk",
    register: "Buat Akun",
  },
  promotion: {
    applied: "Kode {{code}} diterapkan: {{name}}",
    included: "{{description}}. Harga di bawah sudah termasuk potongan ini.",
    refused: "Kode {{code}} tidak bisa dipakai",
  },
  checkout: {
    signInRequired: "Silakan masuk untuk berlangganan paket.",
    failed: "Terjadi kesalahan saat memproses permintaan Anda. Silakan coba lagi.",
  },
  current: {
    onFile: "Akses Anda sudah berakhir, tetapi {{pro}} Anda masih tercatat",
    onFileText:
      "Membelinya lagi akan menagih Anda dua kali, jadi tidak ditawarkan di sini. Kirimi kami pesan dan kami akan membereskannya.",
    contactSupport: "Hubungi bantuan",
    on: "Anda memakai {{plan}}",
    openEnded: "Akses Anda tidak berakhir",
    monthly: "{{price}} per bulan. Untuk membatalkan atau mengubahnya, buka pengaturan akun.",
    once: "{{price}} sekali bayar. Untuk membatalkan atau mengubahnya, buka pengaturan akun.",
    openEndedText: "Administrator memberi akun Anda akses tanpa batas waktu, jadi tidak ada yang perlu dibeli.",
    accountSettings: "Pengaturan akun",
    cancelled: "{{pro}} Anda dibatalkan",
    cancelledText:
      "Anda tetap punya akses penuh sampai {{date}}. Langganan tidak akan diperpanjang dan tidak ada tagihan lagi. Berubah pikiran? Lanjutkan sebelum tanggal itu dan langganan akan diperpanjang seperti biasa.",
    resume: "Lanjutkan {{pro}}",
  },
} satisfies Catalogue;
