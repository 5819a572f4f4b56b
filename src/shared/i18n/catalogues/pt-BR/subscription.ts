import type { Catalogue } from "../../translate.js";

/** As telas de assinatura do membro: o aviso do teste, o checkout de teste e a página depois do pagamento. */
export default {
  trialBanner: {
    label: "Situação do teste",
    expired: "Acesso de teste expirado",
    expiredText: "O seu teste terminou. Mude para o {{pro}} para continuar recebendo sinais ao vivo.",
    endsToday: "O teste termina hoje",
    ending_one: "O teste termina em {{count}} dia",
    ending_many: "O teste termina em {{count}} de dias",
    ending_other: "O teste termina em {{count}} dias",
    endingText: "Acesso até {{date}}. Mude para o {{pro}} para manter o acesso sem interrupção.",
    active: "Acesso de teste ativo",
    fullAccess:
      "Acesso completo. Sem cobrança automática: o seu teste simplesmente termina, a menos que você mude de plano.",
    daysLeft_one:
      "Falta {{count}} dia. Sem cobrança automática: o seu teste simplesmente termina, a menos que você mude de plano.",
    daysLeft_many:
      "Faltam {{count}} de dias. Sem cobrança automática: o seu teste simplesmente termina, a menos que você mude de plano.",
    daysLeft_other:
      "Faltam {{count}} dias. Sem cobrança automática: o seu teste simplesmente termina, a menos que você mude de plano.",
    upgrade: "Mudar",
    upgradeToPro: "Mude para o Pro",
  },
  redirect: {
    description: "Levando você à escolha do plano.",
    text: "Abrindo os planos...",
  },
  checkout: {
    title: "Pagamento",
    description: "Confirme o pagamento do seu plano.",
    signIn: "Entre para concluir o pagamento.",
    loading: "Carregando o pagamento",
    notFound: "Pagamento não encontrado",
    backToPlans: "Voltar aos planos",
    alreadyPaid: "Já pago",
    paid: "Este pagamento já foi feito.",
    seeSubscription: "Ver a sua assinatura",
    closed: "Pagamento encerrado",
    closedText: "Este pagamento não está mais aberto. Nada foi cobrado.",
    test: "Pagamento de teste",
    monthly: "Cobrado todo mês até você cancelar.",
    oneTime: "Pagamento único, sem cobranças recorrentes.",
    code: "Código {{code}}: {{name}} ({{description}})",
    credit: "O seu crédito de indicação",
    total: "Total",
    dueToday: "A pagar hoje",
    dueThenMonthly: "A pagar hoje, depois todo mês",
    testNotice:
      "Este servidor usa o checkout de teste integrado: não é preciso cartão e nenhum dinheiro é movimentado.",
    processing: "Processando...",
    pay: "Pagar {{amount}}",
    cancel: "Cancelar",
  },
  success: {
    title: "Assinatura",
    description: "A sua assinatura depois do pagamento: plano, situação e até quando vai o seu acesso.",
    processing: "Processando a sua assinatura...",
    signIn: "Entre para ver a sua assinatura.",
    account: "Conta",
    status: "Situação",
    accessUntil: "Acesso até",
    included: "O que você recebe",
    nextSteps: "Próximos passos",
    dashboard: "Ir para o painel",
    upgrade: "Mude para o Pro",
    refresh: "Atualizar",
    questions: "Dúvidas sobre a sua assinatura?",
    contactSupport: "Fale com o suporte",
    trial: {
      title: "Acesso de teste ativado",
      badge: "Teste ativo",
      status: "Acesso de teste",
      description_one:
        "O seu teste de {{count}} dia começou. Você tem acesso completo a todos os sinais de trading, sem cobrança automática.",
      description_many:
        "O seu teste de {{count}} de dias começou. Você tem acesso completo a todos os sinais de trading, sem cobrança automática.",
      description_other:
        "O seu teste de {{count}} dias começou. Você tem acesso completo a todos os sinais de trading, sem cobrança automática.",
      upgradeStep: "Mude para o {{pro}} quando quiser para ter suporte prioritário e estatísticas avançadas",
    },
    pro: {
      title: "Assinatura Pro ativa",
      badge: "Membro Pro",
      description:
        "Boas-vindas ao {{pro}}. A sua assinatura é renovada todo mês; cancele quando quiser nas configurações da conta.",
      billingStep: "Gerencie pagamentos e a sua assinatura nas Configurações da conta",
    },
    pending: {
      title: "Processando o pagamento...",
      status: "Processando",
      description:
        "Ainda não recebemos a confirmação do seu pagamento. Isso costuma levar alguns segundos: atualize esta página daqui a pouco.",
    },
    dashboardStep: "Abra o seu painel para ver as posições ao vivo",
    pushStep: "Ative as notificações push para não perder nenhum sinal novo",
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
  promotion: {
    applied: "Código {{code}} aplicado: {{name}}",
    included: "{{description}}. Os preços abaixo já incluem o desconto.",
    refused: "O código {{code}} não pode ser usado",
  },
  discount: {
    once: "{{off}} de desconto no primeiro pagamento",
    repeating_one: "{{off}} de desconto em cada pagamento por {{count}} mês",
    repeating_many: "{{off}} de desconto em cada pagamento por {{count}} de meses",
    repeating_other: "{{off}} de desconto em cada pagamento por {{count}} meses",
  },
  plansPage: {
    yourPlan: "Seu plano",
    ended: "O seu {{plan}} terminou em {{date}}",
    buyAgain: "Compre de novo abaixo para continuar recebendo sinais.",
    proIsTheWay: "O {{pro}} é o caminho para continuar recebendo sinais.",
  },
  planCard: {
    current: "Seu plano",
    currentNote: "Este é o seu plano atual.",
    firstMonth: "no primeiro mês, depois {{price}} por mês",
    forMonths_one: "por mês durante {{count}} mês, depois {{price}} por mês",
    forMonths_many: "por mês durante {{count}} de meses, depois {{price}} por mês",
    forMonths_other: "por mês durante {{count}} meses, depois {{price}} por mês",
    listPrice: "Preço de tabela {{price}}",
  },
} satisfies Catalogue;
