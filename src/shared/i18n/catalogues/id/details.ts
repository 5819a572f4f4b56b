import type { Catalogue } from "../../translate.js";

export default {
  outcome: {
    finalTarget: "Target",
    stop: "Kena stop",
    manual: "Ditutup",
    cancelled: "Dibatalkan",
    voided: "Dibatalkan (void)",
  },
  direction: {
    long: "LONG",
    short: "SHORT",
  },
  assetClass: {
    forex: "Forex",
    commodities: "Komoditas",
    crypto: "Kripto",
    indices: "Indeks",
    stocks: "Saham",
  },
  figures: {
    trades: "Trade",
    winRate: "Win rate",
    expectancy: "Ekspektansi",
    expectancyNote_other: "dari {{count}} trade dengan stop",
    profitFactor: "Profit factor",
    maxDrawdown: "Drawdown maks.",
    averageWin: "Rata-rata profit",
    averageLoss: "Rata-rata rugi",
    total: "Total",
    openNow: "Terbuka sekarang",
    noneOpen: "tidak ada sinyal yang terbuka",
    allPriced_other: "{{count}} sinyal terbuka, pada harga terakhir",
    somePriced_other: "{{priced}} dari {{count}} sinyal terbuka sudah punya harga",
    openRisk: "Risiko terbuka sekarang",
    noStop: "Satu tanpa stop",
    openRiskNote: "jika setiap stop terbuka kena dari sini",
    drawdownWithOpen: "Drawdown maks. dengan yang terbuka",
    drawdownWithOpenNote: "hasil yang ditutup, lalu yang terbuka saat ini",
  },
  howCounted:
    "Cara hasil dihitung: setiap bagian trade dihitung sesuai porsi yang ditutup di sana. Trade yang setengahnya ditutup di target pertama ({{target}}) dan setengahnya di harga entry ({{entry}}) dihitung {{counted}}, bukan sebagai profit penuh. Angka terbuka menilai setiap sinyal terbuka pada harga terakhir; drawdown adalah penurunan terbesar total berjalan dari puncaknya, termasuk sinyal yang terbuka.",
  curve: {
    title: "Kurva ekuitas (% kumulatif)",
    label_other:
      "Kurva ekuitas: {{count}} trade dari {{from}} sampai {{to}}, dari {{start}} ke {{last}}, antara {{low}} dan {{high}}",
    trades_other: "{{count}} trade, menurut waktu tutup",
  },
  tables: {
    monthly: "Return bulanan",
    month: "Bulan (UTC)",
    trades: "Trade",
    result: "Hasil",
    byClass: "Per kelas aset",
    class: "Kelas",
    winRate: "Win rate",
    expectancy: "Ekspektansi (R)",
  },
  signals: {
    published: "Semua sinyal yang diterbitkan",
    closed: "Sinyal yang ditutup",
    noneFinished: "Belum ada sinyal yang selesai.",
    exit: "Exit",
    countedAt: "Dihitung pada",
  },
  census: {
    nonePublished: "Belum ada sinyal yang diterbitkan.",
    total_other: "{{count}} sinyal",
    summary:
      "{{total}} diterbitkan, bernomor #1 sampai #{{last}} tanpa ada yang hilang: {{closed}} ditutup, {{voided}} dibatalkan (void), {{cancelled}} dibatalkan sebelum entry, dan {{pending}} belum selesai.",
    voided: "Dibatalkan (void) (masing-masing tetap dihitung seperti posisinya saat itu):",
    cancelled: "Dibatalkan sebelum entry (tidak pernah tereksekusi, tidak dihitung):",
    pendingOne:
      "{{numbers}} masih terbuka, atau selesai dalam akses awal Pro: masing-masing dicantumkan di sini dengan semua peristiwanya setelah selesai dan sampai ke semua anggota, dan peristiwanya sudah ada di rantai lewat hash-nya.",
    pendingSeveral:
      "{{numbers}} masih terbuka, atau selesai dalam akses awal Pro: masing-masing dicantumkan di sini dengan semua peristiwanya setelah selesai dan sampai ke semua anggota, dan peristiwanya sudah ada di rantai lewat hash-nya.",
  },
  verify: {
    title: "Verifikasi sendiri",
    text: "Setiap peristiwa yang pernah disimpan terhubung ke peristiwa sebelumnya dengan hash SHA-256, termasuk sinyal yang masih terbuka (hanya lewat hash-nya sampai selesai). Unduh rantainya dan periksa dengan {{command}}.",
    headNow: "Ujung rantai saat ini: peristiwa {{sequence}}, {{hash}}",
    download: "Unduh rantai",
    noHead: "Belum ada ujung rantai yang diterbitkan.",
    latestHead: "Ujung rantai yang diterbitkan, {{at}}: peristiwa {{sequence}}, {{hash}}",
    earlierHeads: "Ujung rantai yang diterbitkan sebelumnya ({{number}})",
    earlierHead: "{{at}}: peristiwa {{sequence}}, {{hash}}",
    earlierWitness: "(disaksikan oleh {{signer}} pada {{at}})",
    checkHead: "Periksa rantai, saksinya, dan ujung rantai yang Anda simpan: {{command}}",
    witnessed: "Disaksikan oleh {{signer}} pada {{at}}, otoritas stempel waktu independen (RFC 3161).",
    waiting:
      "Menunggu otoritas stempel waktu independen menyaksikan ujung rantai ini; permintaan diulang setiap beberapa menit.",
  },
  feed: {
    afterClose_other: "Sinyal muncul di sini {{count}} jam setelah ditutup",
    afterPublication_other:
      "Sinyal muncul di sini {{count}} jam setelah diterbitkan, seperti keadaannya saat itu; yang terjadi berikutnya juga muncul {{count}} jam kemudian",
    membersGet:
      "Anggota menerima setiap sinyal begitu diterbitkan, dengan setiap perubahan stop, target, dan penutupan saat itu juga.",
    subscribe: "Berlangganan untuk sinyal live",
    published: "{{assetClass}} · diterbitkan {{at}}",
    result: "Hasil",
    openWhenShown: "Masih terbuka saat ditampilkan; kelanjutannya menyusul setelah jeda.",
    entry: "Entry",
    stop: "Stop",
    target: "TP{{number}} ({{share}})",
    hit: "tercapai",
    events: "Peristiwa ({{number}})",
    recordEvent: "Peristiwa rekam jejak {{sequence}} · {{hash}}",
    pages: "Halaman sinyal gratis",
    newer: "Lebih baru",
    older: "Lebih lama",
    page: "Halaman {{page}} dari {{pages}}",
    noneYet: "Belum ada sinyal yang melewati jedanya.",
    check:
      "Setiap peristiwa menunjukkan tempatnya di rantai hash rekam jejak. Periksa dengan ekspor {{trackRecord}} dan {{command}}.",
    trackRecord: "rekam jejak",
  },
  loadFailed: {
    record: "Rekam jejak gagal dimuat. Coba lagi sebentar lagi.",
    feed: "Sinyal gratis gagal dimuat. Coba lagi sebentar lagi.",
  },
} satisfies Catalogue;
