import type { Catalogue } from "../../translate.js";

/** Planlar (plan gösterilen her yerde adları, özellikleri ve notları) ve planlar sayfasının kendisi. */
export default {
  meta: {
    title: "Planlar",
    description_one:
      "Canlı işlem sinyalleri için {{trial}} ({{trialPrice}} tek ödeme, {{count}} gün) ya da {{pro}} ({{proPrice}} aylık, istediğiniz zaman iptal) seçin.",
    description_other:
      "Canlı işlem sinyalleri için {{trial}} ({{trialPrice}} tek ödeme, {{count}} gün) ya da {{pro}} ({{proPrice}} aylık, istediğiniz zaman iptal) seçin.",
  },
  names: {
    trial: "Deneme erişimi",
    pro: "Pro plan",
  },
  trial: {
    badge: "Yeni başlayanlar için ideal",
    note: "Tek seferlik ödeme, tekrarlayan ücret yok. İstediğiniz zaman Pro'ya geçebilirsiniz.",
    features: {
      fullAccess: "Tüm işlem sinyallerine tam erişim",
      commentary: "Uzman piyasa yorumları",
      updates: "Aldığınız her pozisyon için canlı güncellemeler",
      mobile: "Telefona uygun arayüz",
      risk: "Risk yönetimi ipuçları",
    },
  },
  pro: {
    badge: "En popüler",
    note: "Aylık otomatik ödeme. Hesap ayarlarından istediğiniz zaman iptal edin.",
    features: {
      everythingInTrial: "Deneme erişimindeki her şey",
      support: "Öncelikli destek: Destek sayfasında önce size yanıt verilir",
      analytics: "Analizler sayfasında gelişmiş analiz paneli",
      portfolio: "Açtığınız işlemlerin performans takibi, Portföy sayfasında",
      personal: "İşlemlerinizle ilgili kendi rakamlarınızla kişisel güncellemeler",
      insights: "Panelinizde ve Piyasa yorumları sayfasında özel piyasa yorumları",
      summaries: "Her pazartesi haftalık performans özetleri, uygulamada ve e-postayla",
      api: "Kendi araçlarınız için API anahtarları ve imzalı webhook'lar, Hesap sayfasında",
      cancelAnytime: "İstediğiniz zaman iptal",
    },
  },
  earlyAccess: {
    promise_one: "Girişler deneme üyelerinden {{count}} dakika önce",
    promise_other: "Girişler deneme üyelerinden {{count}} dakika önce",
    delay_one: "Yeni girişler Pro üyelerinden {{count}} dakika sonra",
    delay_other: "Yeni girişler Pro üyelerinden {{count}} dakika sonra",
    feature: "Yeni girişler",
    trial_one: "Pro'dan {{count}} dk sonra",
    trial_other: "Pro'dan {{count}} dk sonra",
    pro: "Yayınlandığı anda",
  },
  page: {
    backToDashboard: "Panele dön",
    backToHome: "Ana sayfaya dön",
    choose: "Planınızı seçin",
    lead: "Giriş, hedef, stop loss ve yorumuyla canlı pozisyonlar; her güncelleme anında.",
    loading: "Planınız yükleniyor",
  },
  card: {
    ribbon: "En popüler",
    oneTime: "tek seferlik",
    perMonth: "aylık",
    processing: "İşleniyor...",
    get: "{{plan}} al - {{price}}",
  },
  login: {
    title: "Giriş gerekli",
    text: "Plan seçmek için giriş yapın ya da hesap oluşturun.",
    login: "Giriş yap",
    register: "Hesap oluştur",
  },
  checkout: {
    signInRequired: "Bir plana abone olmak için lütfen giriş yapın.",
    failed: "İsteğiniz işlenirken bir hata oluştu. Lütfen tekrar deneyin.",
  },
} satisfies Catalogue;
