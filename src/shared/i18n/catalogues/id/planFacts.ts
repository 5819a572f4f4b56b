import type { Catalogue } from "../../translate.js";

/** Perbandingan paket dan pertanyaan seputarnya: dimuat setelah halaman paket siap dipakai. */
export default {
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
} satisfies Catalogue;
