import type { Catalogue } from "../../translate.js";

/** Planların karşılaştırması ve onlarla ilgili sorular: planlar sayfası etkileşime hazır olduğunda yüklenir. */
export default {
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
} satisfies Catalogue;
