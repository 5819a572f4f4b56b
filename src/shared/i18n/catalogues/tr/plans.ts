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
  notes: {
    trialUsed:
      "{{trial}} her üyeye bir kez verilir ve siz kendinizinkini kullandınız: sinyal almaya devam etmenin yolu {{pro}}.",
    accessLasts: "Erişiminiz sürdüğü sürece gerekmez.",
    proOnFile:
      "{{pro}} aboneliğiniz ödeme sisteminde hâlâ kayıtlıyken sunulmaz: yeniden satın almak sizden iki kez ücret alır.",
    nothingToBuy: "Satın alınacak bir şey yok: erişiminiz zaten karşılanıyor.",
    cancelledUntil: "İptal edildi: erişiminiz {{date}} tarihine kadar sürer.",
    trialForfeit: {
      lastDay: "{{trial}}, {{pro}} başladığında sona erer; son günü iade edilmez.",
      daysLeft_one: "{{trial}}, {{pro}} başladığında sona erer; kalan {{count}} gün iade edilmez.",
      daysLeft_other: "{{trial}}, {{pro}} başladığında sona erer; kalan {{count}} gün iade edilmez.",
    },
  },
  page: {
    backToDashboard: "Panele dön",
    backToHome: "Ana sayfaya dön",
    yourPlan: "Planınız",
    choose: "Planınızı seçin",
    lead: "Giriş, hedef, stop loss ve yorumuyla canlı pozisyonlar; her güncelleme anında.",
    ended: "{{plan}} {{date}} tarihinde sona erdi",
    buyAgain: "Sinyal almaya devam etmek için aşağıdan yeniden satın alın.",
    proIsTheWay: "Sinyal almaya devam etmenin yolu {{pro}}.",
  },
  card: {
    ribbon: "En popüler",
    current: "Planınız",
    currentNote: "Şu anki planınız bu.",
    oneTime: "tek seferlik",
    perMonth: "aylık",
    firstMonth: "ilk ay, sonra aylık {{price}}",
    forMonths_one: "{{count}} ay boyunca aylık, sonra aylık {{price}}",
    forMonths_other: "{{count}} ay boyunca aylık, sonra aylık {{price}}",
    listPrice: "Liste fiyatı {{price}}",
    processing: "İşleniyor...",
    get: "{{plan}} al - {{price}}",
  },
  compare: {
    title: "Planları karşılaştırın",
    feature: "Özellik",
    included: "Dahil",
    notIncluded: "Dahil değil",
    signals: "İşlem sinyalleri",
    commentary: "Uzman yorumları",
    mobile: "Telefondan erişim",
    support: "Öncelikli destek",
    analytics: "Gelişmiş analizler",
    portfolio: "Portföy takibi",
    insights: "Piyasa yorumları",
    summaries: "Haftalık özetler",
  },
  faq: {
    title: "Sıkça sorulan sorular",
    trialLength: {
      question: "{{trial}} ne kadar sürer?",
      answer_one:
        "Ödemenizden itibaren {{count}} gün. Otomatik ödeme olmayan tek bir ödemedir: süre bitince, {{pro}} seçmediğiniz sürece erişim kendiliğinden sona erer.",
      answer_other:
        "Ödemenizden itibaren {{count}} gün. Otomatik ödeme olmayan tek bir ödemedir: süre bitince, {{pro}} seçmediğiniz sürece erişim kendiliğinden sona erer.",
    },
    payment: {
      question: "Nasıl ödeme yaparım?",
      answer:
        "Yaygın kredi veya banka kartlarından herhangi biriyle, kart ödeme sağlayıcımızın güvenli ödeme sayfasında. Kart bilgileriniz hiçbir zaman sunucularımıza ulaşmaz.",
    },
    guarantee: {
      question: "Para iade garantisi var mı?",
      answer_one:
        'Evet. Hizmet size uygun değilse, tek ödemeniz olduğu sürece ilk ödemenizi {{count}} gün içinde tamamen geri alabilirsiniz: hesap ayarlarınızdaki Para iade garantisi bölümünde "İlk ödememi iade et" düğmesine basın ve şifrenizle onaylayın. Erişiminiz hemen sona erer ve başka ücret alınmaz. Garanti her üye için bir kez kullanılabilir; sonraki ödemeler için destek ekibine yazın.',
      answer_other:
        'Evet. Hizmet size uygun değilse, tek ödemeniz olduğu sürece ilk ödemenizi {{count}} gün içinde tamamen geri alabilirsiniz: hesap ayarlarınızdaki Para iade garantisi bölümünde "İlk ödememi iade et" düğmesine basın ve şifrenizle onaylayın. Erişiminiz hemen sona erer ve başka ücret alınmaz. Garanti her üye için bir kez kullanılabilir; sonraki ödemeler için destek ekibine yazın.',
    },
    cancel: {
      question: "{{pro}} aboneliğimi iptal edebilir miyim?",
      answer:
        "İstediğiniz zaman, hesap ayarlarınızdan ya da müşteri portalından, ücretsiz. Ödediğiniz ayın sonuna kadar erişiminiz devam eder.",
    },
    upgrade: {
      question: "{{trial}} üyeliğinden Pro'ya geçebilir miyim?",
      answer:
        "Evet, istediğiniz zaman. {{pro}} hemen başlar ve denemenizin yerini alır; denemeden kalan günler iade edilmez.",
    },
  },
  login: {
    title: "Giriş gerekli",
    text: "Plan seçmek için giriş yapın ya da hesap oluşturun.",
    login: "Giriş yap",
    register: "Hesap oluştur",
  },
  promotion: {
    applied: "{{code}} kodu uygulandı: {{name}}",
    included: "{{description}}. Aşağıdaki fiyatlara dahildir.",
    refused: "{{code}} kodu kullanılamıyor",
  },
  checkout: {
    signInRequired: "Bir plana abone olmak için lütfen giriş yapın.",
    failed: "İsteğiniz işlenirken bir hata oluştu. Lütfen tekrar deneyin.",
  },
  current: {
    onFile: "Erişiminiz sona erdi, ancak {{pro}} aboneliğiniz hâlâ kayıtlı",
    onFileText:
      "Yeniden satın almak sizden iki kez ücret alır, bu yüzden burada sunulmuyor. Bize yazın, sorunu birlikte çözelim.",
    contactSupport: "Destekle iletişime geçin",
    on: "Planınız: {{plan}}",
    openEnded: "Erişiminizin süresi dolmaz",
    monthly: "Aylık {{price}}. İptal etmek ya da değiştirmek için hesap ayarlarına gidin.",
    once: "Tek seferlik {{price}}. İptal etmek ya da değiştirmek için hesap ayarlarına gidin.",
    openEndedText: "Bir yönetici hesabınıza süresiz erişim verdi, bu yüzden satın alınacak bir şey yok.",
    accountSettings: "Hesap ayarları",
    cancelled: "{{pro}} aboneliğiniz iptal edildi",
    cancelledText:
      "{{date}} tarihine kadar tam erişiminiz devam eder. Yenilenmez ve başka ücret alınmaz. Fikrinizi mi değiştirdiniz? Bu tarihten önce devam ettirin, eskisi gibi yenilenir.",
    resume: "{{pro}} aboneliğini sürdür",
  },
} satisfies Catalogue;
