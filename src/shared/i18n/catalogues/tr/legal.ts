import type { Catalogue } from "../../translate.js";

export default {
  eyebrow: "Yasal",
  email: "E-posta:",
  address: "Adres: {{address}}",
  phone: "Telefon: {{phone}}",
  updated: "Son güncelleme: {{date}}",
  translation:
    "Bu metin kolaylık için yapılmış bir çeviridir. {{english}} ile arasında bir fark olursa İngilizce sürüm geçerlidir.",
  englishVersion: "İngilizce sürüm",
  terms: {
    title: "Hizmet Koşulları",
    description:
      "{{appName}} üyeliği için geçerli koşullar: planlar, ödeme, iadeler, kabul edilebilir kullanım ve risk.",
    intro:
      "Bu koşullar, üyelerle işlem pozisyonlarını paylaştığımız web sitesi ve uygulama olan {{appName}} (“biz”) hizmetini kullanımınızı düzenler. Hesap oluşturarak veya bir plan satın alarak bu koşulları kabul etmiş olursunuz. Kabul etmiyorsanız hizmeti kullanmayın.",
    service: {
      heading: "1. Hizmet",
      text: "{{appName}}, profesyonel bir trader'ın pozisyonlarını giriş, hedef ve stop loss seviyeleri, risk seviyesi ve yorumlarıyla yayınlar; bir pozisyon açıldığında, güncellendiğinde veya kapandığında üyelere bildirim gönderir. Pozisyonlara erişmek için aktif bir plan gerekir.",
    },
    advice: {
      heading: "2. Yatırım tavsiyesi değildir",
      text: "Yayınladığımız her şey, bir trader'ın ne yaptığına dair genel bilgi ve eğitim içeriğidir. Yatırım, finans, hukuk veya vergi tavsiyesi değildir; hedeflerinizi, mali durumunuzu ve ihtiyaçlarınızı dikkate almaz. İşlem yapıp yapmayacağınıza, neyle ve ne kadar işlem yapacağınıza yalnızca siz karar verirsiniz. {{risk}}; bazı ürünlerde yatırdığınızdan fazlasını kaybetmek de buna dahildir. Geçmiş sonuçlar gelecekteki sonuçları garanti etmez.",
      risk: "Forex, emtia, kripto, endeks ve hisse senedi işlemleri yüksek kayıp riski taşır",
    },
    eligibility: {
      heading: "3. Kullanım şartları ve hesabınız",
      text: "{{appName}} hizmetini kullanmak için en az 18 yaşında olmalısınız. Şifrenizi gizli tutun ve hesabınızı başka birinin kullandığını düşünürseniz bize hemen haber verin. Her hesap tek bir kişi içindir; erişimi paylaşmak veya pozisyonları yeniden yayınlamak yasaktır.",
    },
    plans: {
      heading: "4. Planlar ve ödeme",
      trial_one:
        "{{count}} günlük tam erişim için bir kez ödenen {{price}}. Yenilenmez ve bir daha ücret alınmaz; {{count}} gün dolduğunda erişim sona erer.",
      trial_other:
        "{{count}} günlük tam erişim için bir kez ödenen {{price}}. Yenilenmez ve bir daha ücret alınmaz; {{count}} gün dolduğunda erişim sona erer.",
      pro: "Ayda {{price}}; her aylık dönemin başında tahsil edilir ve siz iptal edene kadar otomatik olarak yenilenir.",
      text: "{{trial}} planından {{pro}} planına istediğiniz zaman geçebilirsiniz; {{pro}} hemen başlar ve deneme erişiminin yerini alır. Ödemeler kart ödeme sağlayıcımız tarafından işlenir; kart bilgilerinizi saklamayız. Fiyatlar ABD doları cinsindendir ve gerektiğinde vergileri içerebilir.",
    },
    cancellation: {
      heading: "5. İptal",
      text: "{{pro}} planını hesap ayarlarınızdan istediğiniz zaman, ücretsiz olarak iptal edebilirsiniz. İptal, sonraki yenilemeleri durdurur; ödemesini yaptığınız dönemin sonuna kadar erişiminiz devam eder.",
    },
    guarantee: {
      heading: "6. Para iade garantisi",
      rule_one:
        'Hizmet size uygun değilse, tek ödemeniz olduğu sürece ilk ödemenizi {{count}} gün içinde tamamen geri alabilirsiniz: hesap ayarlarınızdaki Para iade garantisi bölümünde "İlk ödememi iade et" düğmesine basın ve şifrenizle onaylayın. Erişiminiz hemen sona erer ve başka ücret alınmaz. Garanti her üye için bir kez kullanılabilir; sonraki ödemeler için destek ekibine yazın.',
      rule_other:
        'Hizmet size uygun değilse, tek ödemeniz olduğu sürece ilk ödemenizi {{count}} gün içinde tamamen geri alabilirsiniz: hesap ayarlarınızdaki Para iade garantisi bölümünde "İlk ödememi iade et" düğmesine basın ve şifrenizle onaylayın. Erişiminiz hemen sona erer ve başka ücret alınmaz. Garanti her üye için bir kez kullanılabilir; sonraki ödemeler için destek ekibine yazın.',
      text: "Bir sorun olduysa {{email}} adresine yazın. İadeler, ödemenin yapıldığı yönteme geri yapılır.",
    },
    use: {
      heading: "7. Kabul edilebilir kullanım",
      text: "Pozisyonları veya yorumları kopyalamayın, yeniden satmayın ya da herkese açık biçimde dağıtmayın; diğer üyelerin hesaplarına veya sistemlerimize izinsiz erişmeye çalışmayın ve hizmeti herhangi bir yasayı ihlal ederek kullanmayın. Bunu yapan hesapları askıya alabilir veya kapatabiliriz.",
    },
    property: {
      heading: "8. Fikri mülkiyet",
      text: "Hizmet, içeriği ve tasarımı {{appName}} veya lisans verenlerine aittir. Planınız, erişiminiz sürdüğü müddetçe içeriği kendi kullanımınız için görüntüleme konusunda size kişisel ve devredilemez bir hak verir.",
    },
    liability: {
      heading: "9. Sorumluluk",
      text: "Hizmeti özenle ama “olduğu gibi” sunarız: pozisyonlar gecikebilir, değişebilir veya geri çekilebilir ve hizmet zaman zaman kullanılamayabilir. Yasanın izin verdiği ölçüde, işlem kayıplarından ya da dolaylı veya sonuç olarak doğan kayıplardan sorumlu değiliz; size karşı toplam sorumluluğumuz, talepten önceki on iki ayda bize ödediğiniz tutarla sınırlıdır. Bu koşulların hiçbir hükmü, tüketici olarak sahip olduğunuz ve sınırlanamayan hakları sınırlamaz.",
    },
    changes: {
      heading: "10. Bu koşullardaki değişiklikler",
      text: "Bu koşulları güncelleyebiliriz. Önemli bir değişiklik yaptığımızda, yürürlüğe girmeden önce size e-postayla veya uygulamada haber veririz; bundan sonra hizmeti kullanmaya devam etmeniz yeni koşulları kabul ettiğiniz anlamına gelir.",
    },
    law: {
      heading: "11. Uygulanacak hukuk",
      text: "Bu koşullar {{jurisdiction}} yasalarına tabidir ve her türlü uyuşmazlıkta oranın mahkemeleri yetkilidir; bu, yaşadığınız yerdeki emredici tüketici hukukunun sağladığı korumayı sizden almaz.",
    },
    referrals: {
      heading: "12. Davetler ve iş ortakları",
      attribution_one:
        "Bir üyenin davet bağlantısıyla yapılan ilk ziyaretten sonraki {{count}} gün içinde yapılan kayıt o üyeye sayılır: ilk izlenen bağlantı geçerlidir, sonraki bir bağlantı onun yerini almaz.",
      attribution_other:
        "Bir üyenin davet bağlantısıyla yapılan ilk ziyaretten sonraki {{count}} gün içinde yapılan kayıt o üyeye sayılır: ilk izlenen bağlantı geçerlidir, sonraki bir bağlantı onun yerini almaz.",
      text: "Her üyenin bir davet bağlantısı vardır. {{attribution}} Kendinizi davet etmeniz (aynı hesap, adres veya ödeme yöntemi) sayılmaz. İş ortakları, davet ettikleri üyelerin ödemelerinden sağlayıcının belirlediği komisyonu kazanır; komisyon para iade garantisinin süresi dolana kadar bekler ve ödeme iade edilirse ya da itiraz edilirse geri alınır. {{responsibility}}",
      responsibility:
        "İş ortakları hizmeti komisyon karşılığında tanıtır. İş ortaklarının tanıtımlarından sağlayıcı sorumludur: bir iş ortağı, sağlayıcının belirlediği bilgilendirmeyi göstermeli; sonuç vaat etmemeli ve sağlayıcının yapmayacağı iddialarda bulunmamalıdır.",
    },
    contact: {
      heading: "13. İletişim",
      text: "Bu koşullarla ilgili sorularınız mı var? Bize yazın. Verilerinizi nasıl işlediğimizi {{privacy}} açıklar.",
      privacy: "Gizlilik Politikamız",
    },
  },
  privacy: {
    title: "Gizlilik Politikası",
    description: "{{appName}} hangi kişisel verileri, neden topluyor, kimlerle paylaşıyor ve haklarınız neler.",
    intro:
      "Bu politika, web sitemizi ve uygulamamızı kullandığınızda {{appName}} (“biz”) olarak hangi kişisel verileri topladığımızı, neden topladığımızı ve sahip olduğunuz seçenekleri ve hakları açıklar. Yalnızca hizmeti yürütmek için gereken verileri toplarız.",
    collect: {
      heading: "1. Topladığımız veriler",
      account: "{{name}}: adınız ve soyadınız, e-posta adresiniz ve güvenli biçimde hash'lenmiş şifreniz.",
      accountName: "Hesap verileri",
      subscription:
        "{{name}}: planınız, durumu ve bitiş tarihi ile ödemelerinizin ve iadelerinizin kayıtları. Kart bilgileri ödeme sağlayıcımız tarafından işlenir ve sunucularımıza hiç ulaşmaz.",
      subscriptionName: "Abonelik verileri",
      usage:
        "{{name}}: hangi pozisyonları görüntülediğiniz veya takip ettiğiniz, bildirim ayarlarınız ve push aboneliğiniz, ayrıca sunucu kayıtlarında tutulan tarayıcı, cihaz ve IP adresi gibi teknik veriler.",
      usageName: "Kullanım verileri",
    },
    use: {
      heading: "2. Verileri nasıl kullanıyoruz",
      text: "Hesabınızı oluşturmak ve korumak, planınıza göre erişim sağlamak, istediğiniz bildirimleri göndermek, ödemeleri ve iadeleri işlemek, destek taleplerini yanıtlamak, kötüye kullanımı önlemek ve hizmeti geliştirmek için nasıl kullanıldığını toplu olarak anlamak için. Kişisel verilerinizi satmayız ve üçüncü taraf reklamları için kullanmayız.",
    },
    bases: {
      heading: "3. Hukuki dayanaklar",
      text: "Verilerinizi sizinle yaptığımız sözleşmeyi (hesabınız ve planınız) yerine getirmek, yasal yükümlülükleri (örneğin ödemelerin vergi kayıtları) karşılamak ve hizmeti güvenli ve sorunsuz tutmaktaki meşru menfaatimiz için işleriz. Push bildirimlerinde olduğu gibi rızanıza dayandığımız durumlarda rızanızı istediğiniz zaman geri çekebilirsiniz.",
    },
    cookies: {
      heading: "4. Çerezler ve yerel depolama",
      text: "Oturumunuzu açık tutmak için tek bir zorunlu çerez, kapattığınız yükleme önerisi gibi tercihler için de tarayıcınızın yerel depolamasını kullanırız. Reklam veya siteler arası izleme çerezleri kullanmayız.",
    },
    sharing: {
      heading: "5. Verileri kimlerle paylaşıyoruz",
      text: "Sözleşme kapsamında bizim adımıza veri işleyen hizmet sağlayıcılarla: ödeme sağlayıcımız, barındırma ve e-posta sağlayıcılarımız ve bildirimleri cihazınıza ulaştıran tarayıcı üreticinizin push hizmetleri. Verileri yetkililere yalnızca yasa gerektirdiğinde açıklarız.",
    },
    retention: {
      heading: "6. Verileri ne kadar süre saklıyoruz",
      text: "Hesap verileri hesabınız var olduğu sürece saklanır. Ödeme kayıtları vergi ve muhasebe mevzuatının gerektirdiği süre boyunca saklanır. Sunucu kayıtları güvenlik için sınırlı bir süre tutulur. Hesabınızı sildiğinizde, yasa gereği saklamamız gerekmedikçe kişisel verilerinizi siler veya anonim hâle getiririz.",
    },
    security: {
      heading: "7. Güvenlik",
      text: "Şifreler yalnızca güçlü tek yönlü hash'ler olarak saklanır, bağlantılar şifrelenir ve kişisel verilere erişim, hizmeti yürütmek için buna ihtiyaç duyan kişilerle sınırlıdır.",
    },
    rights: {
      heading: "8. Haklarınız",
      text_one:
        "Yaşadığınız yere bağlı olarak verilerinize erişme, onları düzeltme, silme veya dışa aktarma, işlenmelerine itiraz etme veya bunu kısıtlama ve bir veri koruma kurumuna şikâyette bulunma hakkınız olabilir. {{email}} adresine yazın, {{count}} gün içinde yanıt verelim.",
      text_other:
        "Yaşadığınız yere bağlı olarak verilerinize erişme, onları düzeltme, silme veya dışa aktarma, işlenmelerine itiraz etme veya bunu kısıtlama ve bir veri koruma kurumuna şikâyette bulunma hakkınız olabilir. {{email}} adresine yazın, {{count}} gün içinde yanıt verelim.",
    },
    children: {
      heading: "9. Çocuklar",
      text: "{{appName}} 18 yaşından küçükler için tasarlanmamıştır. 18 yaşından küçüklerin verilerini bilerek toplamayız; 18 yaşından küçük birinin hesap açtığını düşünüyorsanız bize yazın, hesabı sileriz.",
    },
    transfers: {
      heading: "10. Uluslararası aktarımlar",
      text: "Sağlayıcılarımız verileri ülkeniz dışında işleyebilir. Bu durumda standart sözleşme maddeleri gibi uygun güvencelerin bulunmasını sağlarız. Bu politika {{jurisdiction}} yasalarına tabidir.",
    },
    changes: {
      heading: "11. Değişiklikler",
      text: "Bu politikadaki her değişikliği yeni bir tarihle burada yayınlar, önemli değişiklikleri e-postayla veya uygulamada size bildiririz. {{terms}} metnine de göz atın.",
      terms: "Hizmet Koşulları",
    },
    contact: { heading: "12. İletişim" },
  },
} satisfies Catalogue;
