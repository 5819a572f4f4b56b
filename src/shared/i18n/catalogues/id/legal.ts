import type { Catalogue } from "../../translate.js";

export default {
  eyebrow: "Legal",
  email: "Email:",
  address: "Alamat: {{address}}",
  phone: "Telepon: {{phone}}",
  updated: "Terakhir diperbarui: {{date}}",
  translation:
    "Ini adalah terjemahan untuk memudahkan Anda. Jika ada perbedaan dengan {{english}}, yang berlaku adalah versi bahasa Inggris.",
  englishVersion: "versi bahasa Inggris",
  terms: {
    title: "Ketentuan Layanan",
    description:
      "Ketentuan yang berlaku untuk keanggotaan {{appName}}: paket, penagihan, pengembalian dana, penggunaan yang diperbolehkan, dan risiko.",
    intro:
      "Ketentuan ini mengatur penggunaan Anda atas {{appName}} (“kami”), situs web dan aplikasi tempat kami membagikan posisi trading kepada anggota. Dengan membuat akun atau membeli paket, Anda menyetujuinya. Jika tidak setuju, jangan gunakan layanan ini.",
    service: {
      heading: "1. Layanan",
      text: "{{appName}} menerbitkan posisi trading seorang trader profesional, lengkap dengan level entry, target, stop loss, level risiko, dan komentar, serta memberi tahu anggota saat posisi dibuka, diubah, atau ditutup. Akses ke posisi memerlukan paket yang aktif.",
    },
    advice: {
      heading: "2. Bukan saran investasi",
      text: "Semua yang kami terbitkan adalah informasi umum dan edukasi tentang apa yang dilakukan seorang trader. Ini bukan saran investasi, keuangan, hukum, atau pajak, dan tidak memperhitungkan tujuan, kondisi keuangan, atau kebutuhan Anda. Hanya Anda yang memutuskan apakah akan trading, apa, dan berapa banyak. {{risk}}, termasuk kerugian melebihi dana yang Anda setorkan pada beberapa produk. Hasil masa lalu tidak menjamin hasil di masa depan.",
      risk: "Trading forex, komoditas, kripto, indeks, dan saham mengandung risiko kerugian yang tinggi",
    },
    eligibility: {
      heading: "3. Syarat pengguna dan akun Anda",
      text: "Anda harus berusia minimal 18 tahun untuk menggunakan {{appName}}. Jaga kerahasiaan kata sandi Anda dan segera beri tahu kami jika menurut Anda ada orang lain yang memakai akun Anda. Satu akun untuk satu orang; berbagi akses atau menerbitkan ulang posisi tidak diperbolehkan.",
    },
    plans: {
      heading: "4. Paket dan pembayaran",
      trial_other:
        "{{price}} dibayar sekali untuk {{count}} hari akses penuh. Tidak diperpanjang dan tidak pernah ditagih lagi; setelah {{count}} hari berakhir, akses berakhir.",
      pro: "{{price}} per bulan, ditagih di awal setiap periode bulanan dan diperpanjang otomatis sampai Anda membatalkannya.",
      text: "Anda bisa beralih dari {{trial}} ke {{pro}} kapan saja; {{pro}} langsung dimulai dan menggantikan masa trial. Pembayaran diproses oleh penyedia pembayaran kartu kami; kami tidak menyimpan data kartu Anda. Harga dalam dolar AS dan dapat sudah termasuk pajak bila diwajibkan.",
    },
    cancellation: {
      heading: "5. Pembatalan",
      text: "Anda dapat membatalkan {{pro}} kapan saja dari pengaturan akun, tanpa biaya. Pembatalan menghentikan perpanjangan berikutnya; akses tetap berlaku sampai akhir periode yang sudah Anda bayar.",
    },
    guarantee: {
      heading: "6. Garansi uang kembali",
      rule_other:
        'Jika layanan ini tidak cocok untuk Anda, pembayaran pertama bisa dikembalikan penuh dalam {{count}} hari sejak pembayaran itu, asalkan itu satu-satunya pembayaran Anda: tekan "Kembalikan pembayaran pertama saya" di bagian Garansi uang kembali pada pengaturan akun, lalu konfirmasi dengan kata sandi. Akses Anda langsung berakhir dan tidak ada tagihan lagi. Garansi hanya bisa dipakai sekali per anggota; untuk pembayaran berikutnya, hubungi dukungan.',
      text: "Tulis ke {{email}} jika ada yang tidak beres. Dana dikembalikan ke metode pembayaran semula.",
    },
    use: {
      heading: "7. Penggunaan yang diperbolehkan",
      text: "Jangan menyalin, menjual kembali, atau menyebarkan secara publik posisi maupun komentar, mencoba mengakses akun anggota lain atau sistem kami tanpa izin, atau menggunakan layanan dengan melanggar hukum. Kami dapat menangguhkan atau menutup akun yang melakukannya.",
    },
    property: {
      heading: "8. Hak kekayaan intelektual",
      text: "Layanan, kontennya, dan desainnya adalah milik {{appName}} atau pemberi lisensinya. Paket Anda memberi hak pribadi yang tidak dapat dialihkan untuk melihat konten bagi penggunaan Anda sendiri selama akses Anda berlaku.",
    },
    liability: {
      heading: "9. Tanggung jawab",
      text: "Kami menyediakan layanan dengan cermat, tetapi “sebagaimana adanya”: posisi bisa tertunda, berubah, atau ditarik, dan layanan sesekali bisa tidak tersedia. Sejauh diizinkan hukum, kami tidak bertanggung jawab atas kerugian trading maupun kerugian tidak langsung atau turunan, dan total tanggung jawab kami kepada Anda terbatas pada jumlah yang Anda bayarkan kepada kami dalam dua belas bulan sebelum klaim. Tidak ada dalam ketentuan ini yang membatasi hak Anda sebagai konsumen yang tidak dapat dibatasi.",
    },
    changes: {
      heading: "10. Perubahan ketentuan ini",
      text: "Kami dapat memperbarui ketentuan ini. Jika ada perubahan penting, kami akan memberi tahu Anda lewat email atau di aplikasi sebelum berlaku; tetap menggunakan layanan setelah itu berarti Anda menerima ketentuan yang baru.",
    },
    law: {
      heading: "11. Hukum yang berlaku",
      text: "Ketentuan ini diatur oleh hukum {{jurisdiction}}, dan pengadilannya berwenang atas setiap sengketa, tanpa menghilangkan perlindungan hukum konsumen yang wajib berlaku di tempat Anda tinggal.",
    },
    referrals: {
      heading: "12. Referral dan afiliasi",
      attribution_other:
        "Pendaftaran dalam {{count}} hari sejak kunjungan pertama lewat link referral seorang anggota dihitung untuk anggota tersebut: link pertama yang diikuti yang berlaku, link yang diikuti kemudian tidak menggantikannya.",
      text: "Setiap anggota punya link referral. {{attribution}} Mereferensikan diri sendiri (akun, alamat, atau metode pembayaran yang sama) tidak dihitung. Afiliasi mendapat komisi yang ditetapkan penyedia dari pembayaran anggota yang mereka referensikan; komisi menunggu masa garansi uang kembali berakhir dan dibatalkan jika pembayaran dikembalikan atau di-chargeback. {{responsibility}}",
      responsibility:
        "Afiliasi mempromosikan layanan dengan imbalan komisi. Penyedia bertanggung jawab atas promosi afiliasinya: afiliasi wajib menampilkan pengungkapan yang ditetapkan penyedia, dan tidak boleh menjanjikan hasil atau membuat klaim yang tidak akan dibuat penyedia.",
    },
    contact: {
      heading: "13. Kontak",
      text: "Ada pertanyaan tentang ketentuan ini? Hubungi kami. {{privacy}} kami menjelaskan cara kami menangani data Anda.",
      privacy: "Kebijakan Privasi",
    },
  },
  privacy: {
    title: "Kebijakan Privasi",
    description:
      "Data pribadi apa yang dikumpulkan {{appName}}, untuk apa, dibagikan kepada siapa, dan apa saja hak Anda.",
    intro:
      "Kebijakan ini menjelaskan data pribadi apa yang dikumpulkan {{appName}} (“kami”) saat Anda menggunakan situs web dan aplikasi kami, mengapa kami mengumpulkannya, serta pilihan dan hak yang Anda miliki. Kami hanya mengumpulkan yang diperlukan untuk menjalankan layanan.",
    collect: {
      heading: "1. Data yang kami kumpulkan",
      account: "{{name}}: nama depan dan belakang, alamat email, dan kata sandi yang di-hash dengan aman.",
      accountName: "Data akun",
      subscription:
        "{{name}}: paket Anda, status dan masa berlakunya, serta catatan pembayaran dan pengembalian dana. Data kartu ditangani oleh penyedia pembayaran kami dan tidak pernah sampai ke server kami.",
      subscriptionName: "Data langganan",
      usage:
        "{{name}}: posisi mana yang Anda lihat atau ikuti, pengaturan notifikasi dan langganan push Anda, serta data teknis seperti browser, perangkat, dan alamat IP, yang disimpan di log server.",
      usageName: "Data penggunaan",
    },
    use: {
      heading: "2. Cara kami menggunakannya",
      text: "Untuk membuat dan mengamankan akun Anda, memberi akses sesuai paket, mengirim notifikasi yang Anda minta, memproses pembayaran dan pengembalian dana, menjawab permintaan dukungan, mencegah penyalahgunaan, dan memahami secara agregat bagaimana layanan digunakan agar bisa kami tingkatkan. Kami tidak menjual data pribadi Anda dan tidak menggunakannya untuk iklan pihak ketiga.",
    },
    bases: {
      heading: "3. Dasar hukum",
      text: "Kami memproses data Anda untuk menjalankan kontrak kami dengan Anda (akun dan paket Anda), untuk memenuhi kewajiban hukum (misalnya catatan pajak atas pembayaran), dan untuk kepentingan sah kami menjaga layanan tetap aman dan berjalan baik. Jika kami mengandalkan persetujuan, seperti untuk notifikasi push, Anda dapat menariknya kapan saja.",
    },
    cookies: {
      heading: "4. Cookie dan penyimpanan lokal",
      text: "Kami memakai satu cookie penting agar Anda tetap masuk, dan penyimpanan lokal browser untuk preferensi seperti ajakan instal yang sudah ditutup. Kami tidak memakai cookie iklan atau pelacakan lintas situs.",
    },
    sharing: {
      heading: "5. Dengan siapa kami membagikannya",
      text: "Penyedia layanan yang memproses data untuk kami berdasarkan kontrak: penyedia pembayaran, penyedia hosting dan email kami, serta layanan push dari pembuat browser Anda, yang mengantarkan notifikasi ke perangkat Anda. Kami mengungkapkan data kepada pihak berwenang hanya jika diwajibkan hukum.",
    },
    retention: {
      heading: "6. Berapa lama kami menyimpannya",
      text: "Data akun disimpan selama akun Anda ada. Catatan pembayaran disimpan selama diwajibkan oleh hukum pajak dan akuntansi. Log server disimpan untuk jangka waktu terbatas demi keamanan. Saat Anda menghapus akun, kami menghapus atau menganonimkan data pribadi Anda kecuali hukum mewajibkan kami menyimpannya.",
    },
    security: {
      heading: "7. Keamanan",
      text: "Kata sandi hanya disimpan sebagai hash satu arah yang kuat, koneksi dienkripsi, dan akses ke data pribadi dibatasi bagi orang yang memerlukannya untuk menjalankan layanan.",
    },
    rights: {
      heading: "8. Hak Anda",
      text_other:
        "Tergantung tempat tinggal Anda, Anda mungkin berhak mengakses, memperbaiki, menghapus, atau mengekspor data Anda, menolak atau membatasi pemrosesannya, dan mengajukan keluhan kepada otoritas perlindungan data. Kirim email ke {{email}} dan kami akan menjawab dalam {{count}} hari.",
    },
    children: {
      heading: "9. Anak-anak",
      text: "{{appName}} tidak ditujukan bagi siapa pun yang berusia di bawah 18 tahun. Kami tidak secara sengaja mengumpulkan data dari orang di bawah 18 tahun; jika menurut Anda ada orang di bawah 18 tahun yang membuat akun, hubungi kami dan kami akan menghapusnya.",
    },
    transfers: {
      heading: "10. Transfer internasional",
      text: "Penyedia kami dapat memproses data di luar negara Anda. Jika demikian, kami memastikan ada perlindungan yang memadai, seperti klausul kontrak standar. Kebijakan ini diatur oleh hukum {{jurisdiction}}.",
    },
    changes: {
      heading: "11. Perubahan",
      text: "Setiap perubahan pada kebijakan ini akan kami terbitkan di sini dengan tanggal baru, dan kami akan memberi tahu Anda lewat email atau di aplikasi jika perubahannya signifikan. Lihat juga {{terms}} kami.",
      terms: "Ketentuan Layanan",
    },
    contact: { heading: "12. Kontak" },
  },
} satisfies Catalogue;
