import type { Catalogue } from "../../translate.js";

export default {
  heldSummary: {
    title_one: "Siz yokken {{count}} güncelleme",
    title_other: "Siz yokken {{count}} güncelleme",
  },
  signal: {
    long: "LONG",
    short: "SHORT",
    opened: "Yeni sinyal: {{asset}} {{direction}}, giriş {{price}}",
    onRecord: "{{line}} · kayıt no. {{number}}",
    headline: "{{asset}} {{direction}}",
    entry: "Giriş: {{price}}",
    target: "Kâr al {{number}}: {{price}}",
    stop: "Zarar durdur: {{price}}",
    risk: "Risk: {{level}}",
    riskLevel: { low: "düşük", moderate: "orta", high: "yüksek" },
  },
  status: {
    line: "Durum: {{parts}}",
    planning: "Planlandı",
    active: "Açık",
    closed: "Kapandı",
    targetsHit: "{{total}} hedeften {{hits}} tanesine ulaşıldı",
    closedShare: "{{share}} kapatıldı",
    result: "sonuç {{result}}",
    cancelled: "iptal edildi",
    voided: "geçersiz sayıldı",
  },
  member: {
    open: "{{appName}} içinde aç",
  },
  room: {
    details: "Ayrıntılar",
    accessEnded: {
      room: "{{appName}} odasına erişiminiz sona erdi: {{reason}}.",
      proRoom: "{{appName}} Pro odasına erişiminiz sona erdi: {{reason}}.",
      server: "{{appName}} sunucusuna erişiminiz sona erdi: {{reason}}.",
      renew: "Buradan yenileyin:",
      reason: {
        unlinked: "hesabınız silindi ya da {{platform}} bağlantısı kaldırıldı",
        inactive: "aboneliğiniz artık etkin değil",
        expired: "aboneliğinizin süresi {{date}} tarihinde doldu",
        ended: "erişiminiz sona erdi",
        notPro: "planınız artık Pro içermiyor",
      },
    },
    welcome: {
      room: "{{appName}} odasına hoş geldiniz. Kişisel davetiniz (tek kullanımlık, bir saat geçerli):",
      proRoom: "{{appName}} Pro odasına hoş geldiniz. Kişisel davetiniz (tek kullanımlık, bir saat geçerli):",
      server: "{{appName}} sunucusuna hoş geldiniz. {{role}} rolüne sahipsiniz; bu rol planınıza göre değişir.",
    },
    recordHead: {
      title: "İşlem geçmişinin zincir başı yayınlandı",
      body: "{{time}} itibarıyla geçmişin zinciri {{sequence}} numaralı olayda bitiyordu; hash değeri:",
      keep: "Bu mesajı saklayın: herkes geçmişi bununla doğrulayabilir.",
      action: "İşlem geçmişini aç",
    },
  },
} satisfies Catalogue;
