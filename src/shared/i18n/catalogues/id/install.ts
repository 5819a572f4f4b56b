import type { Catalogue } from "../../translate.js";

/**
 * Banner yang menawarkan pemasangan aplikasi: dimuat bersama banner, setelah halaman siap dipakai; dan tawaran
 * memperbaruinya, saat versi baru sudah siap.
 */
export default {
  title: "Pasang {{appName}}",
  android: "Tambahkan ke layar utama untuk notifikasi sinyal seketika dan tampilan layar penuh.",
  ios: "Agar notifikasi push masuk ke perangkat ini, ketuk {{share}} lalu {{add}}.",
  share: "Bagikan",
  addToHomeScreen: "Tambah ke Layar Utama",
  dismiss: "Tutup",
  later: "Nanti",
  installApp: "Pasang Aplikasi",
  update: {
    title: "Pembaruan tersedia",
    description: "Versi baru aplikasi sudah siap.",
    reload: "Muat ulang",
  },
} satisfies Catalogue;
