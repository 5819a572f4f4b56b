import type { Catalogue } from "../../translate.js";

export default {
  skipToContent: "İçeriğe geç",
  header: {
    mainNav: "Ana menü",
    home: "{{appName}} ana sayfa",
    login: "Giriş yap",
    tryFullAccess: "Tam erişimi dene - {{price}}",
  },
  nav: {
    home: "Ana sayfa",
    plans: "Planlar",
    about: "Hakkımızda",
    tradingSignals: "İşlem sinyalleri",
    plansAndPricing: "Planlar ve fiyatlar",
    signals: "Sinyaller",
    subscribe: "Abone ol",
    signUp: "Kaydol",
  },
  menu: {
    open: "Menüyü aç",
    title: "Menü",
    tagline: "Profesyonel trading analiz platformu",
    newHere: "Yeni misiniz?",
    quickLinks: "Hızlı bağlantılar",
  },
  language: {
    label: "Dil",
  },
  offline: "Çevrimdışısınız — bağlantı gelince yeniden bağlanacağız.",
  riskWarning: "Risk uyarısı",
  footer: {
    tagline:
      "Profesyonel bir trader'ın gerçek pozisyonları, açıldıkları anda paylaşılır: önce Pro, sonra Deneme üyelerine.",
    site: "Site",
    company: "Şirket",
    terms: "Kullanım koşulları",
    privacy: "Gizlilik politikası",
    share: "{{appName}}'i paylaş",
    shareText: "{{appName}}: profesyonel bir trader'dan canlı işlem sinyalleri",
    opensShare: "(paylaş, yeni sekmede açılır)",
    riskDisclaimer: "Risk bildirimi",
    educationOnly: "{{appName}} tarafından paylaşılan pozisyonlar yalnızca bilgilendirme ve eğitim amaçlıdır.",
    rights: "Tüm hakları saklıdır.",
  },
  landing: {
    description:
      "Profesyonel bir trader'dan canlı işlem sinyalleri: forex, emtia, kripto, endeksler ve hisseler; giriş, hedef, zarar durdur (stop loss) ve anında bildirimlerle.",
    badge: "Canlı işlem sinyalleri",
    titleStart: "Bir profesyonelle birlikte işlem yapın,",
    titleEnd: "her adımda",
    lead: "Her pozisyon açıldığı anda paylaşılır: giriş, hedef, stop loss, risk seviyesi ve işlemin gerekçesi; bir şey değiştiğinde telefonunuza bildirim gelir. Pro üyeler her girişi ilk alır; Deneme erişiminin ne zaman aldığı aşağıdaki planlarda yazar.",
    tryFullAccess: "{{price}} karşılığında tam erişimi dene",
    learnMore: "Daha fazla bilgi",
    learnMoreAbout: "{{appName}} hakkında",
    trialTerms_one: "{{count}} gün tam erişim · Tek ödeme · Otomatik ödeme yok",
    trialTerms_other: "{{count}} gün tam erişim · Tek ödeme · Otomatik ödeme yok",
    markets: "Forex, emtia, kripto, endeksler ve hisseler",
    alerts: "Telefonunuza anında bildirim",
    guarantee_one: "{{count}} gün para iade garantisi",
    guarantee_other: "{{count}} gün para iade garantisi",
  },
} satisfies Catalogue;
