import type { Catalogue } from "../../translate.js";

export default {
  trackRecord: {
    title: "İşlem geçmişi",
    description: "Biten her sinyal, olayları ve saatleriyle birlikte, ve bunlardan hesaplanan rakamlar.",
    heading: "Her sinyal kayıt altında",
    lead: "Kapanan ve geçersiz sayılan her sinyal, tüm olayları ve saatleriyle. Yayınlanan hiçbir şey silinmez ve hiçbir şeyin değiştirilmediğini herkes doğrulayabilir.",
  },
  free: {
    title: "Ücretsiz sinyaller",
    description: "Geçmiş sinyaller, üyelerin aldığı hâliyle, her olay ve saatiyle, bir gecikmeyle.",
    heading: "Sinyallerimiz ücretsiz, biraz gecikmeli",
    lead: "Kazanan ve kaybeden her sinyal, üyelerin aldığı hâliyle: seviyeler, hedefler, yorum ve saatiyle her olay; hepsi doğrulanabilir işlem geçmişinde.",
  },
} satisfies Catalogue;
