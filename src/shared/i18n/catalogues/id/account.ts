import type { Catalogue } from "../../translate.js";

export default {
  page: {
    title: "Pengaturan akun",
    signIn: "Masuk",
    signInFor: "Masuk untuk mengelola akunmu.",
    meta: "Paketmu dan masa berlakunya, riwayat pembayaran dan tagihan, notifikasi, email, kata sandi, perangkat, dan datamu.",
  },
  language: {
    title: "Bahasa",
    description: "Bahasa aplikasi, menu, dan pesannya. Ikut bersamamu ke setiap perangkat tempat kamu masuk.",
  },
  plan: {
    title: "Langganan",
    plan: "Paket",
    status: "Status",
    trial: "Akses Trial",
    pro: "Paket Pro",
    standard: "Standar (diberikan oleh admin)",
    none: "Tanpa paket",
    noExpiry: "Tanpa batas waktu",
    accessEnds: "Akses berakhir",
    renewsOn: "Diperpanjang pada",
    expires: "Berakhir",
    inactive: "Tidak aktif",
    expired: "Kedaluwarsa",
    endsAtPeriodEnd: "Berakhir di akhir periode",
    active: "Aktif",
    paymentFailed:
      "Pembayaran perpanjangan terakhirmu gagal. Aksesmu tetap ada sampai periode yang dibayar berakhir; perbarui kartumu untuk melanjutkan.",
    choose: "Pilih paket",
    upgrade: "Upgrade ke Pro",
    manageBilling: "Kelola tagihan",
    cancelled: "Paket Pro-mu dibatalkan dan tidak akan diperpanjang. Aksesmu tetap ada sampai {{date}}.",
  },
  cancelPro: {
    trigger: "Batalkan Pro",
    title: "Batalkan Paket Pro?",
    description:
      "Langgananmu tidak akan diperpanjang. Akses penuhmu tetap ada sampai {{date}}; tidak ada tagihan lagi.",
    descriptionNoDate:
      "Langgananmu tidak akan diperpanjang. Akses penuhmu tetap ada sampai akhir periode yang dibayar; tidak ada tagihan lagi.",
    keep: "Tetap Pro",
    confirm: "Batalkan langganan",
  },
  payments: {
    title: "Riwayat pembayaran",
    none: "Belum ada pembayaran.",
    loading: "Memuat pembayaran",
  },
  moneyBack: {
    title: "Garansi uang kembali",
    description_other:
      "Tidak sesuai harapan? Dalam {{count}} hari sejak pembayaran pertamamu, kamu bisa mendapatkannya kembali penuh, sampai {{date}}. Aksesmu langsung berakhir dan tidak ada tagihan lagi. Sekali per member.",
    used: "Kamu sudah memakai garansi uang kembali: {{amount}} dikembalikan dan aksesmu berakhir.",
    trigger: "Kembalikan pembayaran pertamaku ({{amount}})…",
    dialogTitle: "Kembalikan {{amount}} dan akhiri aksesmu?",
    dialogDescription:
      "Paketmu berakhir sekarang, tanpa tagihan lagi, dan kamu keluar dari ruang komunitas. Garansi hanya bisa dipakai sekali; konfirmasi dengan kata sandimu.",
    keep: "Pertahankan paketku",
    confirm: "Kembalikan {{amount}}",
    refunded: "{{amount}} dikembalikan. Aksesmu telah berakhir.",
    failed: "Pembayaranmu tidak bisa dikembalikan",
  },
  prefs: {
    title: "Notifikasi",
    description:
      "Apa yang sampai kepadamu lewat push dan email. Feed notifikasi di aplikasi selalu menampilkan semuanya.",
    descriptionWithTelegram:
      "Apa yang sampai kepadamu lewat push, email, dan Telegram. Feed notifikasi di aplikasi selalu menampilkan semuanya.",
    loadFailed: "Preferensi notifikasimu tidak bisa dimuat.",
    saved: "Preferensi notifikasi disimpan",
    saveFailed: "Preferensi notifikasi gagal disimpan",
    telegramUnlinked:
      "Pesan Telegram butuh akun Telegram-mu ditautkan: tautkan di bagian ruang Telegram di bawah. Sampai saat itu tidak ada yang dikirim ke sana.",
    whatAbout: "Tentang apa",
    whichMarkets: "Pasar mana",
    kinds: {
      newSignal: "Sinyal baru",
      newSignalDetail: "Posisi diterbitkan",
      updates: "Target dan stop",
      updatesDetail: "Target tercapai, stop atau target digeser, posisi dikoreksi",
      close: "Penutupan",
      closeDetail: "Posisi ditutup (termasuk kena stop), ditutup sebagian, atau dibatalkan",
      insight: "Analisis",
      insightDetail: "Catatan analis tentang sebuah posisi",
      account: "Akun dan tagihan",
      accountDetail: "Aktivitas masuk, pembayaran, dan alamatmu: selalu dikirim",
    },
    markets: {
      forex: "Forex",
      commodities: "Komoditas",
      crypto: "Kripto",
      indices: "Indeks",
      stocks: "Saham",
    },
    channels: {
      push: "Push",
      email: "Email",
      telegram: "Telegram",
    },
    cell: "{{channel}}: {{name}}",
    alwaysSent: "{{channel}}: {{name}} (selalu dikirim)",
    quiet: "Jam tenang",
    quietDescription:
      "Hanya penutupan, termasuk yang kena stop, yang dikirim lewat push, email, atau Telegram; sisanya datang sebagai satu ringkasan saat jam tenang selesai.",
    from: "Dari",
    until: "Sampai",
    zone: "Zona waktu",
    zoneHint: "Jam tenang dan semua tanggal di aplikasi mengikutinya. Browser ini memakai {{zone}}.",
    heads: "Sidik rekam jejak lewat email",
    headsDescription:
      "Sidik rekam jejak setiap kali diterbitkan. Simpan email ini: dengannya siapa pun bisa memeriksa nanti bahwa tidak ada trade terbitan yang diubah.",
    weekly: "Ringkasan mingguan lewat email",
    weeklyDescription:
      "Setiap Senin pagi: sinyal dan hasil minggu lalu, juga hasil portofoliomu sendiri. Selalu tersedia di aplikasi di Ringkasan mingguan.",
    save: "Simpan preferensi",
  },
  delivery: {
    title: "Kami tidak bisa mengirim email kepadamu",
    bounce: "Pesan ke alamat ini terpental: {{email}}.",
    complaint: "Pesan ke alamat ini dilaporkan sebagai spam: {{email}}.",
    rejected: "Server email alamat ini menolak pesan kami: {{email}}.",
    explain:
      "Sampai masalahnya beres, kami hanya mengirim pesan masuk dan keamanan ke sana, jadi tanda terima, pengingat, dan sinyal tidak sampai kepadamu. Ganti alamatnya di bawah, atau perbaiki kotak suratnya lalu konfirmasi dengan tautan baru.",
    send: "Kirim tautan konfirmasi",
  },
  email: {
    title: "Alamat email",
    verified: "Terverifikasi",
    notVerified: "Belum terverifikasi",
    pending_other:
      "Menunggu konfirmasi: {{email}}. Buka tautan yang kami kirim ke alamat itu dalam {{count}} jam untuk mulai memakainya.",
    new: "Email baru",
    change: "Ganti email",
    failed: "Email tidak bisa diganti",
  },
  password: {
    title: "Ganti kata sandi",
    description: "Mengganti kata sandi akan mengeluarkanmu dari semua perangkat lain.",
    current: "Kata sandi saat ini",
    new: "Kata sandi baru",
    yours: "Kata sandimu",
    change: "Ganti kata sandi",
    failed: "Kata sandi tidak bisa diganti",
  },
  devices: {
    title: "Perangkat yang masuk",
    description: "Ada perangkat yang tidak kamu kenali? Keluarkan, lalu ganti kata sandimu.",
    loadFailed: "Perangkatmu tidak bisa dimuat.",
    unknown: "Browser tak dikenal",
    current: "Perangkat ini",
    lastUsed: "terakhir dipakai {{date}}",
    signOut: "Keluarkan",
    signOutNamed: "Keluarkan {{device}}, terakhir dipakai {{date}}",
    signOutOthers: "Keluar dari semua perangkat lain",
  },
  export: {
    download: "Unduh dataku",
    description:
      "Salinan data yang kami simpan tentangmu: profil, akses, pembayaran, posisi yang diikuti, perangkat, dan notifikasi, dalam file JSON. Tersedia selama 24 jam.",
    ready: "Siap sejak {{date}}. Tersedia sampai {{until}}.",
    csv: "Pembayaran dalam CSV",
    loadFailed: "Ekspor datamu tidak bisa dimuat.",
    preparing: "Menyiapkan… Butuh beberapa detik; kamu boleh meninggalkan halaman ini.",
    prepare: "Siapkan dataku",
    prepareNew: "Siapkan salinan baru",
  },
  delete: {
    title: "Hapus akunku",
    description:
      "Menghapus akun langsung membatalkan langganan yang berjalan, mengeluarkanmu dari semua perangkat, dan menghapus datamu. Catatan pembayaran disimpan untuk akuntansi, tanpa nama atau emailmu. Ini tidak bisa dibatalkan.",
    trigger: "Hapus akunku…",
    dialogTitle: "Hapus akunmu?",
    dialogDescription:
      "Langgananmu berakhir sekarang tanpa tagihan lagi, dan profil, posisi yang diikuti, perangkat, serta notifikasimu dihapus. Unduh datamu dulu jika ingin salinannya.",
    keep: "Pertahankan akunku",
    failed: "Akunmu tidak bisa dihapus",
    done: "Akunmu telah dihapus.",
    adminsCannot:
      "Admin tidak bisa menghapus akunnya sendiri. Admin lain bisa menghapusnya setelah menjadi akun member.",
  },
} satisfies Catalogue;
