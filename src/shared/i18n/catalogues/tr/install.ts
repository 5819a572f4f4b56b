import type { Catalogue } from "../../translate.js";

/**
 * Uygulamayı yüklemeyi öneren bildirim: sayfa etkileşime hazır olduktan sonra bildirimle birlikte yüklenir; güncellemeyi
 * öneren bildirim ise yeni sürüm hazır olduğunda.
 */
export default {
  title: "{{appName}} uygulamasını yükleyin",
  android: "Anında sinyal bildirimleri ve tam ekran kullanım için ana ekranınıza ekleyin.",
  ios: "Bu cihazda bildirim almak için {{share}} simgesine, ardından {{add}} seçeneğine dokunun.",
  share: "Paylaş",
  addToHomeScreen: "Ana Ekrana Ekle",
  dismiss: "Kapat",
  later: "Sonra",
  installApp: "Uygulamayı yükle",
  update: {
    title: "Güncelleme var",
    description: "Uygulamanın yeni sürümü hazır.",
    reload: "Yenile",
  },
} satisfies Catalogue;
