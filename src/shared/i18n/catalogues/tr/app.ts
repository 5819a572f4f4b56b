import type { Catalogue } from "../../translate.js";

export default {
  subscriptionRequired: {
    title: "Abonelik gerekli",
    body: "{{firstName}}, hesabınızda etkin bir plan yok. Canlı pozisyonları, yorumları ve bildirimleri görmek için bir plan seçin.",
    getTrial: "Deneme erişimini al - {{price}}",
    getPro: "Pro planı al - {{price}}",
    terms_one:
      "Deneme erişimi: {{count}} gün, tek ödeme, otomatik ödeme yok. Pro plan: aylık, istediğiniz zaman iptal edin.",
    terms_other:
      "Deneme erişimi: {{count}} gün, tek ödeme, otomatik ödeme yok. Pro plan: aylık, istediğiniz zaman iptal edin.",
    compare: "Planları karşılaştır",
  },
  verifyEmail: {
    label: "E-postanızı doğrulayın",
    title: "Lütfen e-posta adresinizi doğrulayın.",
    titleShort: "Lütfen e-postanızı doğrulayın.",
    sentTo: "{{email}} adresine gönderdiğimiz bağlantıyı açın.",
    sent: "Yeni bağlantı gönderildi",
    resend: "Bağlantıyı yeniden gönder",
    resendShort: "Yeniden gönder",
  },
  plan: {
    badge: "{{plan}} planı",
  },
  menu: {
    logout: "Çıkış yap",
    accountFor: "{{name}} hesap menüsü",
  },
  header: {
    dashboard: "{{appName}} paneli",
  },
  nav: {
    dashboard: "Panel",
    adminPanel: "Yönetim paneli",
    accountSettings: "Hesap ayarları",
    support: "Destek",
    analytics: "Analizler",
    marketInsights: "Piyasa yorumları",
    portfolio: "Portföy",
    weeklySummaries: "Haftalık özetler",
    subscription: "Abonelik",
    myPlan: "Planım",
    admin: "Yönetim",
    account: "Hesap",
  },
  controls: {
    retry: "Tekrar dene",
    close: "Kapat",
    loading: "Yükleniyor",
    showPassword: "Şifreyi göster",
    hidePassword: "Şifreyi gizle",
    swipe_one: "{{count}} sütunun tümü için yana kaydırın",
    swipe_other: "{{count}} sütunun tümü için yana kaydırın",
  },
  session: {
    checking: "Oturumunuz kontrol ediliyor",
  },
  language: {
    saveFailed:
      "Dil hesabınıza kaydedilemedi: bu cihazda görünüyor, diğer cihazlarınızda henüz değil. Birazdan tekrar deneyin.",
  },
  failure: {
    generic: "Bir şeyler ters gitti. Lütfen tekrar deneyin.",
  },
  errorPages: {
    home: "Ana sayfaya dön",
    notFound: {
      title: "Sayfa bulunamadı",
      description: "Bu adreste bir sayfa yok.",
      heading: "404: Sayfa bulunamadı",
      text: "Bu adreste bir sayfa yok. Bağlantı eskimiş ya da adres yanlış yazılmış olabilir.",
    },
    notLoaded: {
      title: "Sayfa yüklenmedi",
      description: "Bu sayfanın bir bölümü indirilemedi.",
      heading: "Bu sayfa yüklenmedi",
      online: "Sayfanın bir bölümü indirilemedi. Tekrar yüklemek için Tekrar dene düğmesine basın.",
      offline:
        "Çevrimdışısınız ve uygulamanın bu bölümü henüz bu cihaza kaydedilmedi. Bağlantınız geri geldiğinde tekrar deneyin.",
    },
    failed: {
      title: "Hata",
      description: "Bu sayfa gösterilemedi.",
      heading: "Beklenmeyen bir uygulama hatası oluştu",
    },
  },
} satisfies Catalogue;
