import type { Catalogue } from "../../translate.js";

export default {
  subscriptionRequired: {
    title: "Assinatura necessária",
    body: "{{firstName}}, sua conta não tem nenhum plano ativo. Escolha um para ver as posições ao vivo, os comentários e os alertas.",
    getTrial: "Quero o Acesso de teste - {{price}}",
    getPro: "Quero o Plano Pro - {{price}}",
    terms_one:
      "Acesso de teste: {{count}} dia, pagamento único, sem cobrança automática. Plano Pro: mensal, cancele quando quiser.",
    terms_many:
      "Acesso de teste: {{count}} de dias, pagamento único, sem cobrança automática. Plano Pro: mensal, cancele quando quiser.",
    terms_other:
      "Acesso de teste: {{count}} dias, pagamento único, sem cobrança automática. Plano Pro: mensal, cancele quando quiser.",
    compare: "Comparar planos",
  },
  verifyEmail: {
    label: "Confirme seu e-mail",
    title: "Confirme seu endereço de e-mail.",
    titleShort: "Confirme seu e-mail.",
    sentTo: "Abra o link que enviamos para {{email}}.",
    sent: "Novo link enviado",
    resend: "Reenviar o link",
    resendShort: "Reenviar",
  },
  plan: {
    badge: "Plano {{plan}}",
  },
  menu: {
    logout: "Sair",
    accountFor: "Menu da conta de {{name}}",
  },
  header: {
    dashboard: "{{appName}}: painel",
  },
  nav: {
    dashboard: "Painel",
    adminPanel: "Painel de administração",
    accountSettings: "Configurações da conta",
    support: "Suporte",
    analytics: "Estatísticas",
    marketInsights: "Análises de mercado",
    portfolio: "Carteira",
    weeklySummaries: "Resumos semanais",
    subscription: "Assinatura",
    myPlan: "Meu plano",
    admin: "Admin",
    account: "Conta",
  },
  controls: {
    retry: "Tentar de novo",
    close: "Fechar",
    loading: "Carregando",
    showPassword: "Mostrar senha",
    hidePassword: "Ocultar senha",
    swipe_one: "Deslize para o lado para ver {{count}} coluna",
    swipe_many: "Deslize para o lado para ver as {{count}} de colunas",
    swipe_other: "Deslize para o lado para ver as {{count}} colunas",
  },
  session: {
    checking: "Verificando sua sessão",
  },
  language: {
    saveFailed:
      "Não foi possível salvar o idioma na sua conta: este aparelho já o mostra, mas seus outros aparelhos ainda não. Tente de novo em instantes.",
  },
  failure: {
    generic: "Algo deu errado. Tente novamente.",
  },
  errorPages: {
    home: "Voltar ao início",
    notFound: {
      title: "Página não encontrada",
      description: "Não há nenhuma página neste endereço.",
      heading: "404: página não encontrada",
      text: "Não há nenhuma página neste endereço. O link pode estar desatualizado, ou o endereço foi digitado errado.",
    },
    notLoaded: {
      title: "A página não carregou",
      description: "Não foi possível baixar uma parte desta página.",
      heading: "Esta página não carregou",
      online: "Não foi possível baixar uma parte dela. Toque em Tentar de novo para carregá-la outra vez.",
      offline:
        "Você está offline, e esta parte do app ainda não está salva neste dispositivo. Tente de novo quando voltar a ficar online.",
    },
    failed: {
      title: "Erro",
      description: "Não foi possível mostrar esta página.",
      heading: "Erro inesperado no app",
    },
  },
} satisfies Catalogue;
