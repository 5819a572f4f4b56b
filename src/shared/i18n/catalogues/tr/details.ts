import type { Catalogue } from "../../translate.js";

export default {
  outcome: {
    finalTarget: "Hedef",
    stop: "Stop oldu",
    manual: "Kapatıldı",
    cancelled: "İptal edildi",
    voided: "Geçersiz sayıldı",
  },
  direction: {
    long: "LONG",
    short: "SHORT",
  },
  assetClass: {
    forex: "Forex",
    commodities: "Emtia",
    crypto: "Kripto",
    indices: "Endeksler",
    stocks: "Hisseler",
  },
  figures: {
    trades: "İşlemler",
    winRate: "Kazanma oranı",
    expectancy: "Beklenti",
    expectancyNote_one: "stoplu {{count}} işlem üzerinden",
    expectancyNote_other: "stoplu {{count}} işlem üzerinden",
    profitFactor: "Kâr faktörü",
    maxDrawdown: "Maks. düşüş",
    averageWin: "Ortalama kazanç",
    averageLoss: "Ortalama kayıp",
    total: "Toplam",
    openNow: "Şu an açık",
    noneOpen: "açık sinyal yok",
    allPriced_one: "{{count}} açık sinyal, son fiyatla",
    allPriced_other: "{{count}} açık sinyal, son fiyatla",
    somePriced_one: "{{count}} açık sinyalin {{priced}} tanesi şimdilik fiyatlandı",
    somePriced_other: "{{count}} açık sinyalin {{priced}} tanesi şimdilik fiyatlandı",
    openRisk: "Şu anki açık risk",
    noStop: "Birinde stop yok",
    openRiskNote: "buradan her açık stop tetiklenirse",
    drawdownWithOpen: "Açıklarla maks. düşüş",
    drawdownWithOpenNote: "kapanan sonuçlar, ardından şu anki açıklar",
  },
  howCounted:
    "Bir sonuç nasıl sayılır: bir işlemin her parçası, orada kapatılan payı kadar sayılır. Yarısı ilk hedefte ({{target}}), yarısı giriş fiyatında ({{entry}}) kapatılan bir işlem tam kazanç değil, {{counted}} sayılır. Açık rakamlar her açık sinyali son fiyatla değerler; düşüş, açık sinyaller dahil, kümülatif toplamın bir zirveden en büyük düşüşüdür.",
  curve: {
    title: "Getiri eğrisi (kümülatif %)",
    label_one:
      "Getiri eğrisi: {{from}} ile {{to}} arasında {{count}} işlem, {{start}}'dan {{last}} seviyesine, {{low}} ile {{high}} arasında",
    label_other:
      "Getiri eğrisi: {{from}} ile {{to}} arasında {{count}} işlem, {{start}}'dan {{last}} seviyesine, {{low}} ile {{high}} arasında",
    trades_one: "{{count}} işlem, kapanışa göre",
    trades_other: "{{count}} işlem, kapanışa göre",
  },
  tables: {
    monthly: "Aylık getiriler",
    month: "Ay (UTC)",
    trades: "İşlemler",
    result: "Sonuç",
    byClass: "Varlık sınıfına göre",
    class: "Sınıf",
    winRate: "Kazanma oranı",
    expectancy: "Beklenti (R)",
  },
  signals: {
    published: "Yayınlanan tüm sinyaller",
    closed: "Kapanan sinyaller",
    noneFinished: "Henüz biten sinyal yok.",
    exit: "Çıkış",
    countedAt: "Sayıldığı fiyat",
  },
  census: {
    nonePublished: "Henüz yayınlanmış sinyal yok.",
    total_one: "{{count}} sinyal",
    total_other: "{{count}} sinyal",
    summary:
      "{{total}} yayınlandı; #1'den #{{last}}'e kadar numaralı, eksiksiz: {{closed}} kapandı, {{voided}} geçersiz sayıldı, {{cancelled}} girişten önce iptal edildi ve {{pending}} henüz bitmedi.",
    voided: "Geçersiz sayılanlar (her biri o anki hâliyle sayılmaya devam eder):",
    cancelled: "Girişten önce iptal edilenler (hiç gerçekleşmedi, sayılmaz):",
    pendingOne:
      "{{numbers}} açık ya da Pro'nun erken erişimi içinde bitti: bittiğinde ve tüm üyelere ulaştığında tüm olaylarıyla burada listelenir; olayları zaten hash'leriyle zincirde yer alıyor.",
    pendingSeveral:
      "{{numbers}} açık ya da Pro'nun erken erişimi içinde bitti: her biri bittiğinde ve tüm üyelere ulaştığında tüm olaylarıyla burada listelenir; olayları zaten hash'leriyle zincirde yer alıyor.",
  },
  verify: {
    title: "Kendiniz doğrulayın",
    text: "Kaydedilen her olay, bir öncekine SHA-256 hash ile bağlıdır; açık sinyallerinkiler de (bitene kadar yalnızca hash'leriyle). Zinciri indirin ve {{command}} ile kontrol edin.",
    headNow: "Şu anki zincir başı: olay {{sequence}}, {{hash}}",
    download: "Zinciri indir",
    noHead: "Henüz yayınlanmış zincir başı yok.",
    latestHead: "Yayınlanan zincir başı, {{at}}: olay {{sequence}}, {{hash}}",
    earlierHeads: "Daha önce yayınlanan zincir başları ({{number}})",
    earlierHead: "{{at}}: olay {{sequence}}, {{hash}}",
    earlierWitness: "({{signer}} tarafından {{at}} tarihinde tanıklık edildi)",
    checkHead: "Zinciri, tanıklıklarını ve sakladığınız bir zincir başını kontrol edin: {{command}}",
    witnessed:
      "Bağımsız bir zaman damgası otoritesi (RFC 3161) olan {{signer}} tarafından {{at}} tarihinde tanıklık edildi.",
    waiting:
      "Bu zincir başına bağımsız bir zaman damgası otoritesinin tanıklık etmesi bekleniyor; birkaç dakikada bir yeniden istenir.",
  },
  feed: {
    afterClose_one: "Sinyaller kapandıktan {{count}} saat sonra burada görünür",
    afterClose_other: "Sinyaller kapandıktan {{count}} saat sonra burada görünür",
    afterPublication_one:
      "Sinyaller yayınlandıktan {{count}} saat sonra, o anki hâliyle burada görünür; sonrasında olanlar da {{count}} saat sonra görünür",
    afterPublication_other:
      "Sinyaller yayınlandıktan {{count}} saat sonra, o anki hâliyle burada görünür; sonrasında olanlar da {{count}} saat sonra görünür",
    membersGet:
      "Üyeler her sinyali yayınlandığı anda alır; her stop değişikliği, hedef ve kapanış da gerçekleştiği anda gelir.",
    subscribe: "Canlı sinyaller için abone olun",
    published: "{{assetClass}} · yayınlandı: {{at}}",
    result: "Sonuç",
    openWhenShown: "Gösterildiğinde açıktı; sonrasında olanlar gecikmeyle gelir.",
    entry: "Giriş",
    stop: "Stop",
    target: "TP{{number}} ({{share}})",
    hit: "ulaşıldı",
    events: "Olaylar ({{number}})",
    recordEvent: "Kayıt olayı {{sequence}} · {{hash}}",
    pages: "Ücretsiz sinyal sayfaları",
    newer: "Daha yeni",
    older: "Daha eski",
    page: "Sayfa {{page}} / {{pages}}",
    noneYet: "Henüz gecikmesini dolduran sinyal yok.",
    check:
      "Her olay, kaydın hash zincirindeki yerini gösterir. Bunları {{trackRecord}} dışa aktarımı ve {{command}} ile kontrol edin.",
    trackRecord: "işlem geçmişi",
  },
  loadFailed: {
    record: "İşlem geçmişi yüklenemedi. Birazdan tekrar deneyin.",
    feed: "Ücretsiz sinyaller yüklenemedi. Birazdan tekrar deneyin.",
  },
} satisfies Catalogue;
