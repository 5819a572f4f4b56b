import type { Catalogue } from "../../translate.js";

export default {
  trackRecord: {
    title: "Rekam jejak",
    description: "Setiap sinyal yang selesai beserta peristiwa dan waktunya, serta angka yang dihitung darinya.",
    heading: "Setiap sinyal, tercatat",
    lead: "Setiap sinyal yang ditutup dan dibatalkan (void), dengan semua peristiwa dan waktunya. Tidak ada yang pernah dihapus setelah diterbitkan, dan siapa pun bisa memverifikasi bahwa tidak ada yang diubah.",
  },
  free: {
    title: "Sinyal gratis",
    description:
      "Sinyal lampau persis seperti yang diterima anggota, dengan setiap peristiwa dan waktunya, setelah jeda.",
    heading: "Sinyal kami, gratis, sedikit terlambat",
    lead: "Setiap sinyal, yang profit maupun yang rugi, persis seperti yang diterima anggota: level, target, komentar, dan setiap peristiwa dengan waktunya, semuanya ada di rekam jejak yang bisa diverifikasi.",
  },
} satisfies Catalogue;
