import type { Catalogue } from "../../translate.js";

export default {
  page: {
    title: "Hesap ayarları",
    signIn: "Giriş yap",
    signInFor: "Hesabınızı yönetmek için giriş yapın.",
    meta: "Planınız ve bitiş tarihi, ödemeler ve faturalandırma, bildirimler, e-postanız, şifreniz, cihazlarınız ve verileriniz.",
  },
  language: {
    title: "Dil",
    description: "Uygulamanın, menülerinin ve mesajlarının dili. Giriş yaptığınız her cihazda sizinle gelir.",
  },
  plan: {
    title: "Abonelik",
    plan: "Plan",
    status: "Durum",
    trial: "Deneme erişimi",
    pro: "Pro Plan",
    standard: "Standart (bir yönetici tarafından verildi)",
    none: "Plan yok",
    noExpiry: "Süresiz",
    accessEnds: "Erişimin bitişi",
    renewsOn: "Yenilenme tarihi",
    expires: "Bitiş tarihi",
    inactive: "Pasif",
    expired: "Süresi doldu",
    endsAtPeriodEnd: "Dönem sonunda bitiyor",
    active: "Aktif",
    paymentFailed:
      "Son yenileme ödemeniz başarısız oldu. Ödenen dönem bitene kadar erişiminiz sürer; devam etmek için kartınızı güncelleyin.",
    choose: "Plan seç",
    upgrade: "Pro'ya geç",
    manageBilling: "Faturalandırmayı yönet",
    cancelled: "Pro Planınız iptal edildi ve yenilenmeyecek. Erişiminiz {{date}} tarihine kadar sürer.",
  },
  cancelPro: {
    trigger: "Pro'yu iptal et",
    title: "Pro Plan iptal edilsin mi?",
    description: "Aboneliğiniz yenilenmeyecek. Tam erişiminiz {{date}} tarihine kadar sürer; başka ücret alınmaz.",
    descriptionNoDate:
      "Aboneliğiniz yenilenmeyecek. Tam erişiminiz ödenen dönemin sonuna kadar sürer; başka ücret alınmaz.",
    keep: "Pro'da kal",
    confirm: "Aboneliği iptal et",
  },
  payments: {
    title: "Ödeme geçmişi",
    none: "Henüz ödeme yok.",
    loading: "Ödemeler yükleniyor",
  },
  moneyBack: {
    title: "Para iade garantisi",
    description_one:
      "Beklediğiniz gibi değil mi? İlk ödemenizden sonraki {{count}} gün içinde, {{date}} tarihine kadar, ödemenizin tamamını geri alabilirsiniz. Erişiminiz hemen biter ve başka ücret alınmaz. Her üye için bir kez.",
    description_other:
      "Beklediğiniz gibi değil mi? İlk ödemenizden sonraki {{count}} gün içinde, {{date}} tarihine kadar, ödemenizin tamamını geri alabilirsiniz. Erişiminiz hemen biter ve başka ücret alınmaz. Her üye için bir kez.",
    used: "Para iade garantisini kullandınız: {{amount}} iade edildi ve erişiminiz sona erdi.",
    trigger: "İlk ödememi iade et ({{amount}})…",
    dialogTitle: "{{amount}} iade edilsin ve erişiminiz bitsin mi?",
    dialogDescription:
      "Planınız şimdi, başka ücret alınmadan biter ve topluluk odalarından çıkarsınız. Garanti yalnızca bir kez kullanılabilir; şifrenizle onaylayın.",
    keep: "Planımı koru",
    confirm: "{{amount}} iade et",
    refunded: "{{amount}} iade edildi. Erişiminiz sona erdi.",
    failed: "Ödemeniz iade edilemedi",
  },
  prefs: {
    title: "Bildirimler",
    description:
      "Size anlık bildirimle ve e-postayla ne geleceği. Uygulamadaki bildirim akışı her zaman her şeyi gösterir.",
    descriptionWithTelegram:
      "Size anlık bildirimle, e-postayla ve Telegram'dan ne geleceği. Uygulamadaki bildirim akışı her zaman her şeyi gösterir.",
    loadFailed: "Bildirim tercihleriniz yüklenemedi.",
    saved: "Bildirim tercihleri kaydedildi",
    saveFailed: "Bildirim tercihleri kaydedilemedi",
    telegramUnlinked:
      "Telegram mesajları için Telegram hesabınızı bağlamanız gerekir: aşağıdaki Telegram odası bölümünden bağlayın. O zamana kadar oraya hiçbir şey gönderilmez.",
    whatAbout: "Konu",
    whichMarkets: "Piyasalar",
    kinds: {
      newSignal: "Yeni sinyaller",
      newSignalDetail: "Bir pozisyon yayınlanır",
      updates: "Hedefler ve stoplar",
      updatesDetail: "Bir hedefe ulaşılır, stop ya da hedef taşınır, bir pozisyon düzeltilir",
      close: "Kapanışlar",
      closeDetail: "Bir pozisyon kapanır (stopta da), kısmen kapanır ya da iptal edilir",
      insight: "Yorumlar",
      insightDetail: "Analistin bir pozisyona dair notları",
      account: "Hesap ve faturalandırma",
      accountDetail: "Girişler, ödemeler ve adresiniz: her zaman gönderilir",
    },
    markets: {
      forex: "Forex",
      commodities: "Emtia",
      crypto: "Kripto",
      indices: "Endeksler",
      stocks: "Hisseler",
    },
    channels: {
      push: "Bildirim",
      email: "E-posta",
      telegram: "Telegram",
    },
    cell: "{{channel}}: {{name}}",
    alwaysSent: "{{channel}}: {{name}} (her zaman gönderilir)",
    quiet: "Sessiz saatler",
    quietDescription:
      "Bildirim, e-posta ya da Telegram ile yalnızca kapanışlar (stop olanlar dahil) gelir; gerisi sessiz saatler bitince tek bir özet olarak gelir.",
    from: "Başlangıç",
    until: "Bitiş",
    zone: "Saat dilimi",
    zoneHint: "Sessiz saatler ve uygulamadaki tüm tarihler buna göre gösterilir. Bu tarayıcı {{zone}} saat diliminde.",
    heads: "İşlem geçmişi parmak izleri e-postayla",
    headsDescription:
      "Her yayında işlem geçmişinin parmak izi. Bu e-postaları saklayın: onlarla herkes, yayınlanan hiçbir işlemin değiştirilmediğini sonradan doğrulayabilir.",
    weekly: "E-postayla haftalık özet",
    weeklyDescription:
      "Her pazartesi sabahı: geçen haftanın sinyalleri ve sonuçları, ayrıca kendi portföyünüzünkiler. Uygulamada her zaman Haftalık özetler altında bulunur.",
    save: "Tercihleri kaydet",
  },
  delivery: {
    title: "Size e-posta ulaştıramıyoruz",
    bounce: "Bu adrese giden mesajlar geri döndü: {{email}}.",
    complaint: "Bu adrese giden bir mesaj spam olarak bildirildi: {{email}}.",
    rejected: "Bu adresin posta sunucusu mesajlarımızı reddediyor: {{email}}.",
    explain:
      "Sorun çözülene kadar bu adrese yalnızca giriş ve güvenlik mesajları gönderiyoruz; makbuzlar, hatırlatmalar ve sinyaller size ulaşmıyor. Adresi aşağıdan değiştirin ya da posta kutusunu düzeltip yeni bir bağlantıyla onaylayın.",
    send: "Onay bağlantısı gönder",
  },
  email: {
    title: "E-posta adresi",
    verified: "Doğrulandı",
    notVerified: "Doğrulanmadı",
    pending_one:
      "Onay bekleniyor: {{email}}. Bu adresi kullanmaya başlamak için oraya gönderdiğimiz bağlantıyı {{count}} saat içinde açın.",
    pending_other:
      "Onay bekleniyor: {{email}}. Bu adresi kullanmaya başlamak için oraya gönderdiğimiz bağlantıyı {{count}} saat içinde açın.",
    new: "Yeni e-posta",
    change: "E-postayı değiştir",
    failed: "E-posta değiştirilemedi",
  },
  password: {
    title: "Şifre değiştir",
    description: "Değiştirdiğinizde diğer tüm cihazlarda oturumunuz kapanır.",
    current: "Mevcut şifre",
    new: "Yeni şifre",
    yours: "Şifreniz",
    change: "Şifreyi değiştir",
    failed: "Şifre değiştirilemedi",
  },
  devices: {
    title: "Oturum açık cihazlar",
    description: "Tanımadığınız bir cihaz mı var? Oturumunu kapatın, ardından şifrenizi değiştirin.",
    loadFailed: "Cihazlarınız yüklenemedi.",
    unknown: "Bilinmeyen tarayıcı",
    current: "Bu cihaz",
    lastUsed: "son kullanım {{date}}",
    signOut: "Oturumu kapat",
    signOutNamed: "{{device}} oturumunu kapat, son kullanım {{date}}",
    signOutOthers: "Diğer tüm cihazlarda oturumu kapat",
  },
  export: {
    download: "Verilerimi indir",
    description:
      "Hakkınızda tuttuğumuz her şeyin bir kopyası: profil, erişim, ödemeler, takip edilen pozisyonlar, cihazlar ve bildirimler, bir JSON dosyası olarak. 24 saat boyunca indirilebilir.",
    ready: "{{date}} tarihinde hazırlandı. {{until}} tarihine kadar indirilebilir.",
    csv: "Ödemeler (CSV)",
    loadFailed: "Veri dışa aktarımlarınız yüklenemedi.",
    preparing: "Hazırlanıyor… Birkaç saniye sürer; bu sayfadan ayrılabilirsiniz.",
    prepare: "Verilerimi hazırla",
    prepareNew: "Yeni bir kopya hazırla",
  },
  delete: {
    title: "Hesabımı sil",
    description:
      "Hesabınızı silmek, süren aboneliği hemen iptal eder, her yerde oturumunuzu kapatır ve verilerinizi siler. Ödeme kayıtları muhasebe için adınız ve e-postanız olmadan saklanır. Bu işlem geri alınamaz.",
    trigger: "Hesabımı sil…",
    dialogTitle: "Hesabınız silinsin mi?",
    dialogDescription:
      "Aboneliğiniz başka ücret alınmadan şimdi biter; profiliniz, takipleriniz, cihazlarınız ve bildirimleriniz silinir. Bir kopya istiyorsanız önce verilerinizi indirin.",
    keep: "Hesabımı koru",
    failed: "Hesabınız silinemedi",
    done: "Hesabınız silindi.",
    adminsCannot:
      "Yöneticiler kendi hesaplarını silemez. Hesap bir üyenin hesabı olduğunda başka bir yönetici onu kaldırabilir.",
  },
} satisfies Catalogue;
