import type { Catalogue } from "../../translate.js";

/** Açılış bölümünün ötesindeki herkese açık sayfalar: ana sayfanın alt bölümleri ve hazır risk uyarısı metinleri. */
export default {
  landing: {
    howItWorks: {
      eyebrow: "Nasıl çalışır",
      title: "Her işlemi açıldığı anda görün",
      description:
        "Gecikmeli bültenler ya da belirsiz tavsiyeler yok: trader'ın açtığı pozisyonların aynısı, harekete geçebileceğiniz bir biçimde.",
      realTime: {
        title: "Gerçek zamanlı pozisyon paylaşımı",
        text: "Her işlem açıldığı anda yayınlanır: enstrüman, yön, giriş, hedef, stop loss ve risk seviyesi, arkasındaki gerekçeyle birlikte.",
      },
      notifications: {
        title: "Anında bildirimler",
        text: "Bir pozisyon açıldığı, değiştiği ya da kapandığı anda telefonunuza veya bilgisayarınıza bildirim gelir; uygulama kapalıyken bile.",
      },
      tracking: {
        title: "Performans takibi",
        text: "Kapanan pozisyonlar sonuçlarıyla birlikte kayıtta kalır; işlem geçmişini kendiniz değerlendirirsiniz.",
      },
    },
    example: {
      label: "Örnek pozisyon: {{symbol}} long",
      kind: "Örnek pozisyon",
      long: "Long",
      risk: "Orta risk",
      entry: "Giriş",
      target: "Hedef",
      stopLoss: "Stop loss",
      commentary:
        "Kırılımın ardından desteğe gelen geri çekilmede alım. Stop önceki dip seviyesinin altında; hedefte yarısı kapatılır.",
      caption: "Yalnızca açıklama amaçlı bir örnektir. Canlı sinyal ya da yatırım tavsiyesi değildir.",
    },
    markets: {
      eyebrow: "Piyasalar",
      title: "Tek üyelik, tüm büyük piyasalar",
      description: "Pozisyonlar, fırsat nerede varsa orada, beş varlık sınıfında yayınlanır.",
      examplesOf: "{{market}} örnekleri",
      forex: { name: "Forex", text: "Majör ve minör döviz pariteleri." },
      commodities: { name: "Emtia", text: "Metaller ve enerji.", gold: "Altın", silver: "Gümüş", oil: "Ham petrol" },
      crypto: { name: "Kripto", text: "En likit dijital varlıklar." },
      indices: { name: "Endeksler", text: "Önde gelen hisse senedi endeksleri." },
      stocks: { name: "Hisseler", text: "Büyük ve likit halka açık şirketler." },
    },
    testimonials: {
      rated: "Puan: {{stars}} / {{max}}",
      eyebrow: "Yorumlar",
      title: "Üyeler ne diyor",
      description:
        "Üyelerin neye değer verdiğini anlatan temsili örneklerdir; gerçek üyelerin sözleri ya da elde ettikleri sonuçlar değildir.",
      illustrative: "Temsili örnek",
      daniel: {
        quote:
          "Tam zamanlı çalışıyorum, bütün gün grafik izleyemem. Bildirimler neyin neden açıldığını tam olarak söylüyor, kararı ben veriyorum.",
        role: "Yarı zamanlı forex trader'ı",
      },
      aisha: {
        quote:
          "Her pozisyonla birlikte stop loss ve risk seviyesi de geliyor. Sadece bu bile kendi işlemlerimde pozisyon büyüklüğünü belirleme şeklimi değiştirdi.",
        role: "Üye, emtia ve endeks işlemi yapıyor",
      },
      tom: {
        quote:
          "Kapanan işlemleri zararlılar dahil sonuçlarıyla görebilmek, deneme süresinden sonra devam etmeye beni ikna etti.",
        role: "Pro üye",
      },
    },
    pricing: {
      eyebrow: "Fiyatlar",
      title: "Sade planlar, sürpriz yok",
      description: "Tek ödemeyle bir aylık tam erişimle başlayın ya da her şey için Pro'ya geçin, aydan aya.",
      trialPeriod_one: "tek ödeme · {{count}} gün",
      trialPeriod_other: "tek ödeme · {{count}} gün",
      perMonth: "aylık",
      upgrade: "Pro'ya geçin",
      guarantee_one: "İlk ödemenizde {{count}} gün para iade garantisi.",
      guarantee_other: "İlk ödemenizde {{count}} gün para iade garantisi.",
      compare: "Planları karşılaştırın",
      record_one: "{{count}} kapanmış sinyal, {{winRate}} kazançlı.",
      record_other: "{{count}} kapanmış sinyal, {{winRate}} kazançlı.",
      seeRecord: "Doğrulanabilir işlem geçmişinin tamamını görün",
      seeFree: "Geçmiş sinyalleri ücretsiz görün",
    },
    faq: {
      eyebrow: "SSS",
      title: "Sıkça sorulan sorular",
      membership: {
        question: "Üye olarak neler alırım?",
        answer:
          "Trader'ın açtığı her pozisyonu, açıldığı anda: enstrüman, yön, giriş, hedef, stop loss, risk seviyesi ve kısa bir yorum. Pozisyonlar yönetilirken güncellemeleri, kapandıklarında da sonucu görürsünüz.",
      },
      speed: {
        question: "Pozisyonlar ne kadar hızlı paylaşılıyor?",
        answer:
          "Pro üyeler yeni bir pozisyonu yayınlandığı anda görür; diğer planlarda pozisyon, Pro'nun erken erişim süresi dolunca gelir (açıksa süresini planlar belirtir). Pozisyon panelinizde canlı olarak görünür ve bildirimleri açtığınız her cihaza bir bildirim gönderilir.",
      },
      markets: {
        question: "Hangi piyasaları kapsıyorsunuz?",
        answer:
          "Forex, emtia, kripto, endeksler ve hisseler: EUR/USD gibi majör pariteler, altın ve petrol, Bitcoin ve Ethereum, S&P 500 ve DAX gibi gösterge endeksler ile büyük halka açık şirketler.",
      },
      trial: {
        question: "{{price}} Deneme erişimi nasıl işliyor?",
        answer_one:
          "{{price}} tutarını bir kez ödersiniz ve {{count}} gün tam erişim alırsınız. Otomatik ödeme yoktur: süre dolduğunda, bir plan seçmezseniz erişim kendiliğinden sona erer.",
        answer_other:
          "{{price}} tutarını bir kez ödersiniz ve {{count}} gün tam erişim alırsınız. Otomatik ödeme yoktur: süre dolduğunda, bir plan seçmezseniz erişim kendiliğinden sona erer.",
      },
      upgrade: {
        question: "Denemeden Pro'ya geçebilir miyim?",
        answer:
          "Evet, istediğiniz zaman. Pro Plan (aylık {{price}}) geçiş yaptığınız anda başlar ve denemenin yerini alır.",
      },
      cancel: {
        question: "Pro Plan'ı nasıl iptal ederim?",
        answer:
          "Hesap ayarlarınızdan, istediğiniz zaman ve ücretsiz. Aboneliğiniz yenilenmez; ödediğiniz ayın sonuna kadar erişiminiz devam eder.",
      },
      guarantee: {
        question: "Para iade garantisi var mı?",
        answer_one:
          'Evet. Hizmet size uygun değilse, tek ödemeniz olduğu sürece ilk ödemenizi {{count}} gün içinde tamamen geri alabilirsiniz: hesap ayarlarınızdaki Para iade garantisi bölümünde "İlk ödememi iade et" düğmesine basın ve şifrenizle onaylayın. Erişiminiz hemen sona erer ve başka ücret alınmaz. Garanti her üye için bir kez kullanılabilir; sonraki ödemeler için destek ekibine yazın.',
        answer_other:
          'Evet. Hizmet size uygun değilse, tek ödemeniz olduğu sürece ilk ödemenizi {{count}} gün içinde tamamen geri alabilirsiniz: hesap ayarlarınızdaki Para iade garantisi bölümünde "İlk ödememi iade et" düğmesine basın ve şifrenizle onaylayın. Erişiminiz hemen sona erer ve başka ücret alınmaz. Garanti her üye için bir kez kullanılabilir; sonraki ödemeler için destek ekibine yazın.',
      },
      advice: {
        question: "Bu bir yatırım tavsiyesi mi?",
        answer:
          "Hayır. Pozisyonlar, bilgilendirme ve eğitim amacıyla trader'ın ne yaptığını ve nedenini gösterir. Kişisel tavsiye değildir; neyle işlem yapacağınıza ve ne kadar risk alacağınıza siz karar verirsiniz ve işlem yapmak para kaybettirebilir.",
      },
    },
  },
  about: {
    title: "Hakkımızda",
    description:
      "{{appName}}'ın arkasında kimler var, ne yapıyoruz ve canlı işlem pozisyonlarını üyelerle nasıl paylaşıyoruz.",
    eyebrow: "{{appName}} hakkında",
    heading: "Açık açık trading",
    lead: "Profesyonel bir trader'ın canlı pozisyonlarını, açıldıkları anda, gerekçesi ve riskiyle birlikte üyelerle paylaşıyoruz.",
    story: {
      title: "Hikâyemiz",
      first:
        "{{appName}} basit bir hayal kırıklığından doğdu: trading “sinyallerinin” çoğu geç gelir, stop loss içermez ve işler ters gidince sessizce ortadan kaybolur. Baş trader'ımız yıllardır pozisyonlarını küçük bir arkadaş grubuyla mesajla paylaşıyordu ve hep aynı şeyleri istiyorlardı: kesin seviyeler, işlemin gerekçesi ve nasıl sonuçlandığının dürüst bir kaydı.",
      second:
        "Biz de kendi kullanmak istediğimiz hizmeti kurduk. Her pozisyon açıldığı anda yayınlanır, her güncelleme ve kapanış kayda geçer; üyeler bütün gün bir sohbeti kontrol etmek yerine telefonlarına bildirim alır.",
    },
    whatWeDo: "Ne yapıyoruz",
    values: {
      transparency: {
        title: "Tam şeffaflık",
        text: "Her pozisyon giriş, hedef, stop loss ve gerekçesiyle yayınlanır ve kapandıktan sonra da, zararlılar dahil, kayıtta kalır.",
      },
      delivery: {
        title: "Gerçek zamanlı iletim",
        text: "Pozisyonlar Pro üyelere açıldığı anda, Deneme üyelerine ise planlar sayfasında belirtilen kısa gecikmeyle ulaşır; panelde ve anlık bildirim olarak, saatler sonra bir bültende değil.",
      },
      risk: {
        title: "Önce risk",
        text: "Hiçbir pozisyon stop loss ve risk seviyesi olmadan yayınlanmaz; böylece harekete geçmeden önce neyin riske girdiğini her zaman bilirsiniz.",
      },
      education: {
        title: "Eğitim içinde",
        text: "Kısa bir yorum her işlemin kurulumunu açıklar; böylece körü körüne kopyalamak yerine gerekçeyi öğrenirsiniz.",
      },
      phone: {
        title: "Telefonunuz için tasarlandı",
        text: "Uygulamayı ana ekranınıza kurun ve piyasaları her yerden takip edin; bildirimler uygulama kapalıyken bile gelir.",
      },
      results: {
        title: "Hesap verebilir sonuçlar",
        text: "Kapanan pozisyonlar sonuçlarını ve geçmişlerini korur; işlem geçmişi, güvenip geçeceğiniz değil kontrol edebileceğiniz bir şeydir.",
      },
    },
    team: {
      title: "Ekip",
      marcus: {
        role: "Baş Trader",
        bio: "Forex, endeks ve emtia işlemleri yapar; gördüğünüz her pozisyonu gerekçesiyle birlikte yayınlar.",
      },
      elena: {
        role: "Araştırma ve Risk",
        bio: "Her kurulumu yayınlanmadan önce inceler, beraberindeki risk seviyesini ve stop yerleşimini belirler.",
      },
      sam: {
        role: "Üye Desteği",
        bio: "Üyelerin hizmet, planları ve hesapları hakkındaki sorularını genellikle bir iş günü içinde yanıtlar.",
      },
    },
    philosophy: {
      title: "Yaklaşımımız",
      text: "İyi trading, geleceği tahmin etmekten çok riski yönetmektir. Net bir geçersizlik seviyesi olmayan bir pozisyon açmaktansa bir hareketi kaçırmayı, zararlı bir işlemi saklamaktansa göstermeyi tercih ederiz. Üyeler her pozisyonu, kendilerine uyup uymadığına kendileri karar verebilecek kadar iyi anlamalıdır.",
    },
    disclaimer: {
      title: "Yatırım tavsiyesi değildir",
      text: "{{appName}}, bir trader'ın pozisyonlarını bilgilendirme ve eğitim amacıyla paylaşır. Bu sitedeki hiçbir şey yatırım tavsiyesi ya da koşullarınıza uygun bir öneri değildir. İşlem yapmak yüksek zarar riski taşır; yalnızca kaybetmeyi göze alabileceğiniz parayla işlem yapın ve bağımsız finansal danışmanlık almayı düşünün.",
    },
  },
  riskWarning: {
    hypothetical: {
      title: "Varsayımsal sonuçlar",
      text: "Varsayımsal veya simüle edilmiş performans sonuçlarının belirli sınırlamaları vardır. Gerçek bir performans kaydının aksine, simüle edilmiş sonuçlar gerçek işlemleri temsil etmez. İşlemler gerçekleştirilmediği için sonuçlar, likidite eksikliği, kayma ve ücretler gibi bazı piyasa etkenlerinin etkisini, varsa, olduğundan az ya da fazla yansıtmış olabilir. Ayrıca sonradan bilinenlerin avantajıyla hesaplanırlar. Herhangi bir hesabın gösterilenlere benzer kâr veya zarar elde edeceğine ya da edebileceğine dair hiçbir beyanda bulunulmamaktadır.",
    },
    uk: {
      long: "CFD, forex ve kripto işlemleri yüksek risk taşır ve paranızın tamamını kaybedebilirsiniz. Kaldıraç, zararları büyütür ve hızlandırır; bu yüzden yalnızca kaybetmeyi göze alabileceğiniz parayla işlem yapın. Sinyallerimiz genel bilgidir, kişisel tavsiye değildir: kendi koşullarınızı dikkate almaz. Geçmiş performans, gelecekteki sonuçların güvenilir bir göstergesi değildir.",
      short:
        "Yüksek risk: paranızın tamamını kaybedebilirsiniz. Geçmiş performans, gelecekteki sonuçların güvenilir bir göstergesi değildir.",
    },
    eu: {
      long: "CFD'ler, forex ve kripto varlıklar karmaşık araçlardır ve kaldıraç nedeniyle hızla para kaybetme riski yüksektir. Nasıl işlediklerini anlayıp anlamadığınızı ve paranızı kaybetme riskini göze alıp alamayacağınızı değerlendirmelisiniz. Kripto varlıklar büyük ölçüde düzenlemeye tabi değildir ve yatırdığınız paranın tamamını kaybedebilirsiniz. Sinyaller, koşullarınızı dikkate almayan genel bilgilerdir. Geçmiş performans, gelecekteki sonuçların güvenilir bir göstergesi değildir.",
      short:
        "Kaldıraç nedeniyle hızla para kaybetme riski yüksektir. Geçmiş performans, gelecekteki sonuçların güvenilir bir göstergesi değildir.",
    },
    us: {
      long: "Vadeli işlemler, forex ve kripto varlıklarla işlem yapmak önemli ölçüde zarar riski taşır ve her yatırımcıya uygun değildir. Paranızın tamamını, kaldıraçla ise ilk yatırdığınızdan fazlasını kaybedebilirsiniz; işlemlerde yalnızca risk sermayesi kullanılmalıdır. Sinyaller genel bilgi ve eğitimdir, kişiye özel yatırım tavsiyesi değildir. Geçmiş performans, gelecekteki sonuçların mutlaka göstergesi değildir.",
      short:
        "İşlem yapmak önemli ölçüde zarar riski taşır. Geçmiş performans, gelecekteki sonuçların mutlaka göstergesi değildir.",
    },
  },
} satisfies Catalogue;
