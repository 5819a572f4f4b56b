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
      label: "Contoh posisi: long {{symbol}}",
      kind: "Contoh posisi",
      long: "Long",
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
      rated: "Nilai {{stars}} dari {{max}}",
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
  about: {
    title: "Tentang kami",
    description:
      "Siapa di balik {{appName}}, apa yang kami lakukan, dan bagaimana kami membagikan posisi trading live kepada anggota.",
    eyebrow: "Tentang {{appName}}",
    heading: "Trading secara terbuka",
    lead: "Kami membagikan posisi live seorang trader profesional kepada anggota, saat itu juga, lengkap dengan alasan dan risikonya.",
    story: {
      title: "Kisah kami",
      first:
        "{{appName}} berawal dari rasa frustrasi sederhana: kebanyakan “sinyal” trading datang terlambat, tanpa stop loss, dan diam-diam menghilang saat meleset. Head trader kami sudah bertahun-tahun membagikan posisinya lewat pesan kepada sekelompok kecil teman, dan mereka selalu meminta hal yang sama: level yang tepat, alasan trade-nya, dan catatan jujur tentang hasil akhirnya.",
      second:
        "Jadi kami membangun layanan yang ingin kami pakai sendiri. Setiap posisi dipublikasikan begitu dibuka, setiap pembaruan dan penutupan tercatat, dan anggota mendapat notifikasi di ponsel alih-alih memantau grup chat seharian.",
    },
    whatWeDo: "Apa yang kami lakukan",
    values: {
      transparency: {
        title: "Transparansi penuh",
        text: "Setiap posisi dipublikasikan dengan entry, target, stop loss, dan alasannya, dan tetap tercatat setelah ditutup, termasuk yang rugi.",
      },
      delivery: {
        title: "Dikirim secara real-time",
        text: "Posisi sampai ke anggota Pro begitu dibuka, dan ke anggota Akses Trial setelah jeda singkat yang disebutkan di halaman paket, di dasbor dan sebagai notifikasi push, bukan berjam-jam kemudian lewat newsletter.",
      },
      risk: {
        title: "Risiko nomor satu",
        text: "Tidak ada posisi yang dikirim tanpa stop loss dan level risiko, jadi Anda selalu tahu apa yang dipertaruhkan sebelum bertindak.",
      },
      education: {
        title: "Sekaligus belajar",
        text: "Komentar singkat menjelaskan setup di balik setiap trade, sehingga Anda belajar alasannya, bukan sekadar meniru.",
      },
      phone: {
        title: "Dibuat untuk ponsel Anda",
        text: "Pasang aplikasi di layar utama dan pantau pasar dari mana saja, dengan notifikasi yang tetap masuk meski aplikasi tertutup.",
      },
      results: {
        title: "Hasil yang bisa dipertanggungjawabkan",
        text: "Posisi yang sudah ditutup menyimpan hasil dan riwayatnya, sehingga rekam jejaknya bisa Anda periksa sendiri, bukan sekadar dipercaya.",
      },
    },
    team: {
      title: "Tim kami",
      marcus: {
        role: "Head Trader",
        bio: "Trading forex, indeks, dan komoditas, serta memublikasikan setiap posisi yang Anda lihat beserta alasannya.",
      },
      elena: {
        role: "Riset & Risiko",
        bio: "Meninjau setiap setup sebelum dikirim dan menentukan level risiko serta penempatan stop-nya.",
      },
      sam: {
        role: "Dukungan Anggota",
        bio: "Menjawab pertanyaan anggota tentang layanan, paket, dan akun mereka, biasanya dalam satu hari kerja.",
      },
    },
    philosophy: {
      title: "Filosofi kami",
      text: "Trading yang baik sebagian besar soal mengelola risiko, bukan meramal masa depan. Kami lebih memilih melewatkan satu pergerakan daripada membuka posisi tanpa level invalidasi yang jelas, dan lebih memilih menunjukkan trade yang rugi daripada menyembunyikannya. Anggota harus memahami setiap posisi dengan cukup baik untuk memutuskan sendiri apakah posisi itu cocok bagi mereka.",
    },
    disclaimer: {
      title: "Bukan saran investasi",
      text: "{{appName}} membagikan posisi seorang trader untuk informasi dan edukasi. Tidak ada isi situs ini yang merupakan saran investasi atau rekomendasi yang sesuai dengan kondisi Anda. Trading berisiko tinggi mengalami kerugian; gunakan hanya uang yang sanggup Anda relakan, dan pertimbangkan saran keuangan independen.",
    },
  },
  riskWarning: {
    hypothetical: {
      title: "Hasil hipotetis",
      text: "Hasil kinerja hipotetis atau simulasi memiliki keterbatasan tertentu. Berbeda dengan catatan kinerja yang sebenarnya, hasil simulasi tidak mewakili trading sungguhan. Karena trade tersebut tidak benar-benar dieksekusi, hasilnya bisa saja kurang atau berlebihan dalam memperhitungkan dampak, jika ada, dari faktor pasar tertentu, seperti kurangnya likuiditas, slippage, dan biaya. Hasil ini juga dihitung dengan keuntungan mengetahui apa yang terjadi kemudian. Tidak ada pernyataan bahwa akun mana pun akan atau kemungkinan besar akan memperoleh keuntungan atau kerugian yang serupa dengan yang ditampilkan.",
    },
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
