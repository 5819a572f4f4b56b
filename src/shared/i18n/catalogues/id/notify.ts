import type { Catalogue } from "../../translate.js";

export default {
  heldSummary: {
    title_other: "{{count}} pembaruan selama kamu tidak aktif",
  },
  signal: {
    long: "LONG",
    short: "SHORT",
    opened: "Sinyal baru: {{direction}} {{asset}} di {{price}}",
    onRecord: "{{line}} · rekam jejak #{{number}}",
    headline: "{{asset}} {{direction}}",
    entry: "Entry: {{price}}",
    target: "TP{{number}}: {{price}}",
    stop: "Stop loss: {{price}}",
    risk: "Risiko: {{level}}",
    riskLevel: { low: "rendah", moderate: "sedang", high: "tinggi" },
  },
  status: {
    line: "Status: {{parts}}",
    planning: "Direncanakan",
    active: "Terbuka",
    closed: "Ditutup",
    targetsHit: "{{hits}} dari {{total}} target tercapai",
    closedShare: "{{share}} ditutup",
    result: "hasil {{result}}",
    cancelled: "dibatalkan",
    voided: "dianulir",
  },
  member: {
    open: "Buka di {{appName}}",
  },
  room: {
    details: "Detail",
    accessEnded: {
      room: "Akses Anda ke grup {{appName}} telah berakhir: {{reason}}.",
      proRoom: "Akses Anda ke grup Pro {{appName}} telah berakhir: {{reason}}.",
      server: "Akses Anda ke server {{appName}} telah berakhir: {{reason}}.",
      renew: "Perpanjang di sini:",
      reason: {
        unlinked: "akun Anda dihapus atau tautannya ke {{platform}} dilepas",
        inactive: "langganan Anda sudah tidak aktif",
        expired: "langganan Anda berakhir pada {{date}}",
        ended: "akses Anda berakhir",
        notPro: "paket Anda tidak lagi mencakup Pro",
      },
    },
    welcome: {
      room: "Selamat datang di grup {{appName}}. Undangan pribadi Anda (sekali pakai, berlaku satu jam):",
      proRoom: "Selamat datang di grup Pro {{appName}}. Undangan pribadi Anda (sekali pakai, berlaku satu jam):",
      server: "Selamat datang di server {{appName}}. Anda mendapat peran {{role}}, yang mengikuti paket Anda.",
    },
    recordHead: {
      title: "Ujung rantai rekam jejak diterbitkan",
      body: "Pada {{time}}, rantai rekam jejak berakhir di event {{sequence}} dengan hash:",
      keep: "Simpan pesan ini: siapa pun bisa mencocokkan rekam jejak dengannya.",
      action: "Buka rekam jejak",
    },
  },
} satisfies Catalogue;
