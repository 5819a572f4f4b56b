import type { Catalogue } from "../../translate.js";

/** Os planos (nomes, vantagens e notas onde quer que um plano apareça) e a própria página de planos. */
export default {
  meta: {
    title: "Planos",
    description_one:
      "Escolha o {{trial}} ({{trialPrice}} em pagamento único, {{count}} dia) ou o {{pro}} ({{proPrice}} por mês, cancele quando quiser) para receber sinais de trading ao vivo.",
    description_many:
      "Escolha o {{trial}} ({{trialPrice}} em pagamento único, {{count}} de dias) ou o {{pro}} ({{proPrice}} por mês, cancele quando quiser) para receber sinais de trading ao vivo.",
    description_other:
      "Escolha o {{trial}} ({{trialPrice}} em pagamento único, {{count}} dias) ou o {{pro}} ({{proPrice}} por mês, cancele quando quiser) para receber sinais de trading ao vivo.",
  },
  names: {
    trial: "Acesso de teste",
    pro: "Plano Pro",
  },
  trial: {
    badge: "Ideal para começar",
    note: "Pagamento único, sem cobranças recorrentes. Mude para o Pro quando quiser.",
    features: {
      fullAccess: "Acesso completo a todos os sinais de trading",
      commentary: "Comentários de mercado de especialistas",
      updates: "Atualizações ao vivo de cada posição que você recebe",
      mobile: "Interface feita para o celular",
      risk: "Dicas de gestão de risco",
    },
  },
  pro: {
    badge: "O mais escolhido",
    note: "Cobrança mensal recorrente. Cancele quando quiser nas configurações da conta.",
    features: {
      everythingInTrial: "Tudo do Acesso de teste",
      support: "Suporte prioritário, respondido primeiro na página de Suporte",
      analytics: "Painel de estatísticas avançadas na página de Estatísticas",
      portfolio: "Acompanhamento do desempenho das operações que você faz, na página de Carteira",
      personal: "Atualizações pessoais das suas operações, com os seus próprios números",
      insights: "Análises de mercado exclusivas no seu painel e na página de Análises de mercado",
      summaries: "Resumos semanais de desempenho toda segunda-feira, no app e por e-mail",
      api: "Tokens de API e webhooks assinados para as suas próprias ferramentas, na página de Conta",
      cancelAnytime: "Cancele quando quiser",
    },
  },
  earlyAccess: {
    promise_one: "Entradas {{count}} minuto antes dos membros do teste",
    promise_many: "Entradas {{count}} de minutos antes dos membros do teste",
    promise_other: "Entradas {{count}} minutos antes dos membros do teste",
    delay_one: "Novas entradas {{count}} minuto depois dos membros Pro",
    delay_many: "Novas entradas {{count}} de minutos depois dos membros Pro",
    delay_other: "Novas entradas {{count}} minutos depois dos membros Pro",
    feature: "Novas entradas",
    trial_one: "{{count}} min depois do Pro",
    trial_many: "{{count}} min depois do Pro",
    trial_other: "{{count}} min depois do Pro",
    pro: "Na publicação",
  },
  notes: {
    trialUsed:
      "O {{trial}} é um por membro, e você já teve o seu: o {{pro}} é o caminho para continuar recebendo sinais.",
    accessLasts: "Não é necessário enquanto o seu acesso durar.",
    proOnFile:
      "Indisponível enquanto o seu {{pro}} ainda estiver ativo no sistema de pagamento: comprá-lo de novo cobraria duas vezes.",
    nothingToBuy: "Nada a comprar: o seu acesso já está garantido.",
    cancelledUntil: "Cancelado: o seu acesso vai até {{date}}.",
    trialForfeit: {
      lastDay: "O seu {{trial}} termina quando o {{pro}} começa; o último dia dele não é reembolsado.",
      daysLeft_one: "O seu {{trial}} termina quando o {{pro}} começa; o {{count}} dia restante não é reembolsado.",
      daysLeft_many:
        "O seu {{trial}} termina quando o {{pro}} começa; os {{count}} de dias restantes não são reembolsados.",
      daysLeft_other:
        "O seu {{trial}} termina quando o {{pro}} começa; os {{count}} dias restantes não são reembolsados.",
    },
  },
  page: {
    backToDashboard: "Voltar ao painel",
    backToHome: "Voltar ao início",
    yourPlan: "Seu plano",
    choose: "Escolha o seu plano",
    lead: "Posições ao vivo com entrada, alvo, stop loss e comentário, e cada atualização na hora em que acontece.",
    ended: "O seu {{plan}} terminou em {{date}}",
    buyAgain: "Compre de novo abaixo para continuar recebendo sinais.",
    proIsTheWay: "O {{pro}} é o caminho para continuar recebendo sinais.",
  },
  card: {
    ribbon: "O mais popular",
    current: "Seu plano",
    currentNote: "Este é o seu plano atual.",
    oneTime: "pagamento único",
    perMonth: "por mês",
    firstMonth: "no primeiro mês, depois {{price}} por mês",
    forMonths_one: "por mês durante {{count}} mês, depois {{price}} por mês",
    forMonths_many: "por mês durante {{count}} de meses, depois {{price}} por mês",
    forMonths_other: "por mês durante {{count}} meses, depois {{price}} por mês",
    listPrice: "Preço de tabela {{price}}",
    processing: "Processando...",
    get: "Quero o {{plan}} - {{price}}",
  },
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
  login: {
    title: "É preciso entrar",
    text: "Entre ou crie uma conta para escolher um plano.",
    login: "Entrar",
    register: "Criar conta",
  },
  promotion: {
    applied: "Código {{code}} aplicado: {{name}}",
    included: "{{description}}. Os preços abaixo já incluem o desconto.",
    refused: "O código {{code}} não pode ser usado",
  },
  checkout: {
    signInRequired: "Entre na sua conta para assinar um plano.",
    failed: "Não foi possível processar o seu pedido. Tente novamente.",
  },
  current: {
    onFile: "O seu acesso terminou, mas o seu {{pro}} ainda está ativo no sistema de pagamento",
    onFileText:
      "Comprá-lo de novo cobraria duas vezes, por isso ele não é oferecido aqui. Escreva para nós e resolvemos isso.",
    contactSupport: "Falar com o suporte",
    on: "Você está no {{plan}}",
    openEnded: "O seu acesso não expira",
    monthly: "{{price}} por mês. Para cancelar ou mudar, vá às configurações da conta.",
    once: "{{price}} em pagamento único. Para cancelar ou mudar, vá às configurações da conta.",
    openEndedText: "Um administrador deu à sua conta acesso sem prazo, então não há nada a comprar.",
    accountSettings: "Configurações da conta",
    cancelled: "O seu {{pro}} foi cancelado",
    cancelledText:
      "Você mantém o acesso completo até {{date}}. Ele não será renovado e nada mais será cobrado. Mudou de ideia? Reative antes dessa data e ele volta a ser renovado como antes.",
    resume: "Reativar o {{pro}}",
  },
} satisfies Catalogue;
