import type { Catalogue } from "../../translate.js";

/** Os planos comparados e as perguntas sobre eles: carregados quando a página de planos já responde. */
export default {
  compare: {
    title: "Compare os planos",
    feature: "Recurso",
    included: "Incluído",
    notIncluded: "Não incluído",
    signals: "Sinais de trading",
    commentary: "Comentários de mercado",
    mobile: "Acesso pelo celular",
    support: "Suporte prioritário",
    analytics: "Estatísticas avançadas",
    portfolio: "Acompanhamento da carteira",
    insights: "Análises de mercado",
    summaries: "Resumos semanais",
  },
  faq: {
    title: "Perguntas frequentes",
    trialLength: {
      question: "Quanto tempo dura o {{trial}}?",
      answer_one:
        "{{count}} dia a partir do pagamento. É um pagamento único, sem cobrança automática: depois, o acesso simplesmente termina, a menos que você escolha o {{pro}}.",
      answer_many:
        "{{count}} de dias a partir do pagamento. É um pagamento único, sem cobrança automática: depois, o acesso simplesmente termina, a menos que você escolha o {{pro}}.",
      answer_other:
        "{{count}} dias a partir do pagamento. É um pagamento único, sem cobrança automática: depois, o acesso simplesmente termina, a menos que você escolha o {{pro}}.",
    },
    payment: {
      question: "Como eu pago?",
      answer:
        "Com qualquer cartão de crédito ou débito das principais bandeiras, no checkout seguro do nosso provedor de pagamentos com cartão. Os dados do seu cartão nunca passam pelos nossos servidores.",
    },
    guarantee: {
      question: "Existe garantia de reembolso?",
      answer_one:
        'Sim. Se o serviço não for para você, é possível receber de volta todo o seu primeiro pagamento em até {{count}} dia após ele, desde que seja o seu único pagamento: toque em "Reembolsar meu primeiro pagamento" em Garantia de reembolso, nas configurações da sua conta, e confirme com a sua senha. O acesso termina na hora e nada mais é cobrado. A garantia pode ser usada uma vez por membro; para qualquer pagamento posterior, fale com o suporte.',
      answer_many:
        'Sim. Se o serviço não for para você, é possível receber de volta todo o seu primeiro pagamento em até {{count}} dias após ele, desde que seja o seu único pagamento: toque em "Reembolsar meu primeiro pagamento" em Garantia de reembolso, nas configurações da sua conta, e confirme com a sua senha. O acesso termina na hora e nada mais é cobrado. A garantia pode ser usada uma vez por membro; para qualquer pagamento posterior, fale com o suporte.',
      answer_other:
        'Sim. Se o serviço não for para você, é possível receber de volta todo o seu primeiro pagamento em até {{count}} dias após ele, desde que seja o seu único pagamento: toque em "Reembolsar meu primeiro pagamento" em Garantia de reembolso, nas configurações da sua conta, e confirme com a sua senha. O acesso termina na hora e nada mais é cobrado. A garantia pode ser usada uma vez por membro; para qualquer pagamento posterior, fale com o suporte.',
    },
    cancel: {
      question: "Posso cancelar o {{pro}}?",
      answer:
        "Quando quiser, nas configurações da conta ou no portal do cliente, sem taxas. Você mantém o acesso até o fim do mês que pagou.",
    },
    upgrade: {
      question: "Posso mudar do {{trial}} para o Pro?",
      answer:
        "Sim, a qualquer momento. O {{pro}} começa na hora e substitui o seu teste; os dias restantes do teste não são reembolsados.",
    },
  },
} satisfies Catalogue;
