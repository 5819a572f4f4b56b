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
    badge: "O mais popular",
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
  page: {
    backToDashboard: "Voltar ao painel",
    backToHome: "Voltar ao início",
    choose: "Escolha o seu plano",
    lead: "Posições ao vivo com entrada, alvo, stop loss e comentário, e cada atualização na hora em que acontece.",
    loading: "Carregando seu plano",
  },
  card: {
    ribbon: "O mais popular",
    oneTime: "pagamento único",
    perMonth: "por mês",
    processing: "Processando...",
    get: "Quero o {{plan}} - {{price}}",
  },
  login: {
    title: "É preciso entrar",
    text: "Entre ou crie uma conta para escolher um plano.",
    login: "Entrar",
    register: "Criar conta",
  },
  checkout: {
    signInRequired: "Entre na sua conta para assinar um plano.",
    failed: "Não foi possível processar o seu pedido. Tente novamente.",
  },
} satisfies Catalogue;
