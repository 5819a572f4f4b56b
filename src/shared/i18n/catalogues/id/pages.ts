import type { Catalogue } from "../../translate.js";

/** Halaman publik di luar bagian pembuka: bagian bawah halaman utama dan teks bawaan peringatan risiko. */
export default {
  landing: {
    howItWorks: {
      eyebrow: "Cara kerjanya",
      title: "Lihat setiap trade saat itu juga",
      description:
        "Tanpa newsletter yang terlambat atau saran yang samar: posisi yang sama dengan yang dibuka trader, dalam format yang bisa langsung Anda tindak lanjuti.",
      realTime: {
        title: "Posisi dibagikan secara real-time",
        text: "Setiap trade dipublikasikan begitu dibuka: instrumen, arah, entry, target, stop loss, dan level risiko, beserta alasan di baliknya.",
      },
      notifications: {
        title: "Notifikasi instan",
        text: "Notifikasi push sampai ke ponsel atau komputer Anda begitu posisi dibuka, diubah, atau ditutup, bahkan saat aplikasi tertutup.",
      },
      tracking: {
        title: "Pemantauan kinerja",
        text: "Posisi yang sudah ditutup tetap tercatat beserta hasilnya, sehingga Anda bisa menilai rekam jejaknya sendiri.",
      },
    },
    example: {
      label: "Contoh posisi: buy {{symbol}}",
      kind: "Contoh posisi",
      long: "Buy",
      risk: "Risiko sedang",
      entry: "Entry",
      target: "Target",
      stopLoss: "Stop loss",
      commentary:
        "Buy saat pullback ke support setelah breakout. Stop di bawah swing low sebelumnya; tutup separuh di target.",
      caption: "Contoh untuk ilustrasi saja. Bukan sinyal live dan bukan saran investasi.",
    },
    markets: {
      eyebrow: "Pasar",
      title: "Satu keanggotaan, semua pasar utama",
      description: "Posisi dipublikasikan di mana pun peluangnya ada, di lima kelas aset.",
      examplesOf: "Contoh {{market}}",
      forex: { name: "Forex", text: "Pasangan mata uang mayor dan minor." },
      commodities: {
        name: "Komoditas",
        text: "Logam dan energi.",
        gold: "Emas",
        silver: "Perak",
        oil: "Minyak mentah",
      },
      crypto: { name: "Kripto", text: "Aset digital paling likuid." },
      indices: { name: "Indeks", text: "Indeks saham acuan utama." },
      stocks: { name: "Saham", text: "Perusahaan tercatat besar yang likuid." },
    },
    testimonials: {
      eyebrow: "Testimoni",
      title: "Kata para anggota",
      description:
        "Contoh ilustratif tentang apa yang dihargai anggota, bukan kutipan dari anggota sungguhan atau hasil yang mereka capai.",
      illustrative: "Contoh ilustratif",
      daniel: {
        quote:
          "Saya bekerja penuh waktu, jadi tidak bisa memantau chart seharian. Notifikasinya memberi tahu persis apa yang dibuka dan kenapa, lalu saya yang memutuskan.",
        role: "Trader forex paruh waktu",
      },
      aisha: {
        quote:
          "Setiap posisi datang dengan stop loss dan level risikonya. Itu saja sudah mengubah cara saya menentukan ukuran posisi sendiri.",
        role: "Anggota, trading komoditas dan indeks",
      },
      tom: {
        quote:
          "Melihat trade yang sudah ditutup beserta hasilnya, termasuk yang rugi, itulah yang meyakinkan saya untuk lanjut setelah masa trial.",
        role: "Anggota Pro",
      },
    },
    pricing: {
      eyebrow: "Harga",
      title: "Paket sederhana, tanpa kejutan",
      description:
        "Mulai dengan satu bulan akses penuh dengan sekali bayar, atau pilih Pro untuk semuanya, bulan demi bulan.",
      trialPeriod_other: "sekali bayar · {{count}} hari",
      perMonth: "per bulan",
      upgrade: "Upgrade ke Pro",
      guarantee_other: "Garansi uang kembali {{count}} hari untuk pembayaran pertama Anda.",
      compare: "Bandingkan paket",
      record_other: "{{count}} sinyal ditutup, {{winRate}} profit.",
      seeRecord: "Lihat rekam jejak lengkap yang bisa diverifikasi",
      seeFree: "Lihat sinyal sebelumnya secara gratis",
    },
    faq: {
      eyebrow: "FAQ",
      title: "Pertanyaan yang sering diajukan",
      membership: {
        question: "Apa yang saya dapat sebagai anggota?",
        answer:
          "Setiap posisi yang dibuka trader, saat itu juga: instrumen, arah, entry, target, stop loss, level risiko, dan komentar singkat. Anda juga melihat pembaruan selama posisi dikelola dan hasilnya saat ditutup.",
      },
      speed: {
        question: "Seberapa cepat posisi dibagikan?",
        answer:
          "Anggota Pro melihat posisi baru begitu dipublikasikan; di paket lain, posisi muncul setelah akses awal Pro berakhir (paket menyebutkan berapa lama, bila aktif). Posisi tampil live di dasbor Anda, dan notifikasi push dikirim ke setiap perangkat tempat Anda mengaktifkan notifikasi.",
      },
      markets: {
        question: "Pasar apa saja yang dicakup?",
        answer:
          "Forex, komoditas, kripto, indeks, dan saham: pasangan mata uang utama seperti EUR/USD, emas dan minyak, Bitcoin dan Ethereum, indeks acuan seperti S&P 500 dan DAX, serta perusahaan tercatat besar.",
      },
      trial: {
        question: "Bagaimana cara kerja Akses Trial {{price}}?",
        answer_other:
          "Anda membayar {{price}} sekali dan mendapat akses penuh selama {{count}} hari. Tidak ada tagihan otomatis: setelah masa itu habis, akses langsung berakhir kecuali Anda memilih paket.",
      },
      upgrade: {
        question: "Bisakah saya upgrade dari trial ke Pro?",
        answer:
          "Bisa, kapan saja. Paket Pro ({{price}} per bulan) langsung berlaku saat Anda upgrade dan menggantikan trial.",
      },
      cancel: {
        question: "Bagaimana cara membatalkan Paket Pro?",
        answer:
          "Dari pengaturan akun Anda, kapan saja dan tanpa biaya. Langganan Anda tidak diperpanjang lagi dan akses tetap berjalan sampai akhir bulan yang sudah Anda bayar.",
      },
      guarantee: {
        question: "Apakah ada garansi uang kembali?",
        answer_other:
          'Ada. Jika layanan ini tidak cocok untuk Anda, pembayaran pertama bisa dikembalikan penuh dalam {{count}} hari sejak pembayaran itu, asalkan itu satu-satunya pembayaran Anda: tekan "Kembalikan pembayaran pertama saya" di bagian Garansi uang kembali pada pengaturan akun, lalu konfirmasi dengan kata sandi. Akses Anda langsung berakhir dan tidak ada tagihan lagi. Garansi hanya bisa dipakai sekali per anggota; untuk pembayaran berikutnya, hubungi dukungan.',
      },
      advice: {
        question: "Apakah ini saran investasi?",
        answer:
          "Bukan. Posisi menunjukkan apa yang dilakukan trader dan alasannya, sebagai informasi dan edukasi. Ini bukan rekomendasi pribadi; Anda yang memutuskan apa yang ditradingkan dan berapa besar risikonya, dan trading bisa merugikan.",
      },
    },
  },
  riskWarning: {
    uk: {
      long: "Trading CFD, forex, dan kripto berisiko tinggi dan Anda bisa kehilangan seluruh uang Anda. Leverage membuat kerugian lebih besar dan lebih cepat, jadi hanya gunakan uang yang sanggup Anda relakan. Sinyal kami adalah informasi umum, bukan saran pribadi: sinyal tidak memperhitungkan kondisi Anda. Kinerja masa lalu bukan indikator yang andal untuk hasil di masa depan.",
      short:
        "Risiko tinggi: Anda bisa kehilangan seluruh uang Anda. Kinerja masa lalu bukan indikator yang andal untuk hasil di masa depan.",
    },
    eu: {
      long: "CFD, forex, dan aset kripto adalah instrumen yang kompleks dan berisiko tinggi kehilangan uang dengan cepat karena leverage. Pertimbangkan apakah Anda memahami cara kerjanya dan apakah Anda sanggup menanggung risiko tinggi kehilangan uang. Aset kripto sebagian besar tidak diatur dan Anda bisa kehilangan seluruh uang yang Anda tempatkan. Sinyal adalah informasi umum yang tidak memperhitungkan kondisi Anda. Kinerja masa lalu bukan indikator yang andal untuk hasil di masa depan.",
      short:
        "Risiko tinggi kehilangan uang dengan cepat karena leverage. Kinerja masa lalu bukan indikator yang andal untuk hasil di masa depan.",
    },
    us: {
      long: "Trading futures, forex, dan aset kripto mengandung risiko kerugian yang besar dan tidak cocok untuk setiap investor. Anda bisa kehilangan seluruh uang Anda, dan dengan leverage lebih dari deposit awal; hanya modal risiko yang boleh dipakai untuk trading. Sinyal adalah informasi umum dan edukasi, bukan saran investasi yang disesuaikan untuk Anda. Kinerja masa lalu belum tentu mencerminkan hasil di masa depan.",
      short:
        "Trading mengandung risiko kerugian yang besar. Kinerja masa lalu belum tentu mencerminkan hasil di masa depan.",
    },
  },
} satisfies Catalogue;
