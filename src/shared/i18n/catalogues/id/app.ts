import type { Catalogue } from "../../translate.js";

export default {
  subscriptionRequired: {
    title: "Perlu berlangganan",
    body: "{{firstName}}, akunmu belum punya paket aktif. Pilih satu untuk melihat posisi live, komentar, dan notifikasi.",
    getTrial: "Ambil Akses Trial - {{price}}",
    getPro: "Ambil Paket Pro - {{price}}",
    terms_other:
      "Akses Trial: {{count}} hari, sekali bayar, tanpa tagihan otomatis. Paket Pro: bulanan, bisa dibatalkan kapan saja.",
    compare: "Bandingkan paket",
  },
  verifyEmail: {
    label: "Verifikasi email",
    title: "Harap verifikasi alamat emailmu.",
    titleShort: "Harap verifikasi emailmu.",
    sentTo: "Buka tautan yang kami kirim ke {{email}}.",
    sent: "Tautan baru terkirim",
    resend: "Kirim ulang tautan",
    resendShort: "Kirim ulang",
  },
  plan: {
    badge: "Paket {{plan}}",
  },
  menu: {
    logout: "Keluar",
    accountFor: "Menu akun {{name}}",
  },
  header: {
    dashboard: "{{appName}}: dasbor",
  },
  nav: {
    dashboard: "Dasbor",
    adminPanel: "Panel Admin",
    accountSettings: "Pengaturan Akun",
    support: "Bantuan",
    analytics: "Analitik",
    marketInsights: "Analisis Pasar",
    portfolio: "Portofolio",
    weeklySummaries: "Ringkasan mingguan",
    subscription: "Langganan",
    myPlan: "Paket Saya",
    admin: "Admin",
    account: "Akun",
  },
  controls: {
    retry: "Coba lagi",
    close: "Tutup",
    loading: "Memuat",
    showPassword: "Tampilkan kata sandi",
    hidePassword: "Sembunyikan kata sandi",
    swipe_other: "Geser ke samping untuk melihat semua {{count}} kolom",
  },
  session: {
    checking: "Memeriksa sesi Anda",
  },
  language: {
    saveFailed:
      "Bahasa tidak dapat disimpan ke akunmu: perangkat ini sudah menampilkannya, perangkatmu yang lain belum. Coba lagi sebentar lagi.",
  },
  failure: {
    generic: "Terjadi kesalahan. Silakan coba lagi.",
  },
  errorPages: {
    home: "Kembali ke Beranda",
    notFound: {
      title: "Halaman tidak ditemukan",
      description: "Tidak ada halaman di alamat ini.",
      heading: "404: Halaman tidak ditemukan",
      text: "Tidak ada halaman di alamat ini. Tautannya mungkin sudah usang, atau alamatnya salah ketik.",
    },
    notLoaded: {
      title: "Halaman gagal dimuat",
      description: "Sebagian halaman ini tidak bisa diunduh.",
      heading: "Halaman ini gagal dimuat",
      online: "Sebagian halaman tidak bisa diunduh. Tekan Coba lagi untuk memuatnya ulang.",
      offline:
        "Kamu sedang offline, dan bagian aplikasi ini belum tersimpan di perangkat ini. Coba lagi setelah kembali online.",
    },
    failed: {
      title: "Error",
      description: "Halaman ini tidak bisa ditampilkan.",
      heading: "Terjadi kesalahan aplikasi yang tidak terduga",
    },
  },
} satisfies Catalogue;
