import type { Catalogue } from "../../translate.js";

export default {
  page: {
    title: "Configurações da conta",
    signIn: "Entrar",
    signInFor: "Entre para gerenciar a sua conta.",
    meta: "Seu plano e o vencimento, pagamentos e cobrança, notificações, seu e-mail, senha, dispositivos e dados.",
  },
  language: {
    title: "Idioma",
    description:
      "O idioma do app, dos menus e das mensagens. Ele acompanha você em todo dispositivo em que você entrar.",
  },
  plan: {
    title: "Assinatura",
    plan: "Plano",
    status: "Status",
    trial: "Acesso de teste",
    pro: "Plano Pro",
    standard: "Padrão (concedido por um administrador)",
    none: "Sem plano",
    noExpiry: "Sem vencimento",
    accessEnds: "O acesso termina em",
    renewsOn: "Renova em",
    expires: "Vence em",
    inactive: "Inativo",
    expired: "Vencido",
    endsAtPeriodEnd: "Termina no fim do período",
    active: "Ativo",
    paymentFailed:
      "O pagamento da sua última renovação falhou. Você mantém o acesso até o fim do período pago; atualize o cartão para continuar.",
    choose: "Escolher um plano",
    upgrade: "Mudar para o Pro",
    manageBilling: "Gerenciar cobrança",
    cancelled: "Seu Plano Pro foi cancelado e não será renovado. Você mantém o acesso até {{date}}.",
  },
  cancelPro: {
    trigger: "Cancelar o Pro",
    title: "Cancelar o Plano Pro?",
    description: "Sua assinatura não será renovada. Você mantém o acesso completo até {{date}}; nada mais é cobrado.",
    descriptionNoDate:
      "Sua assinatura não será renovada. Você mantém o acesso completo até o fim do período pago; nada mais é cobrado.",
    keep: "Manter o Pro",
    confirm: "Cancelar assinatura",
  },
  payments: {
    title: "Histórico de pagamentos",
    none: "Nenhum pagamento ainda.",
    loading: "Carregando pagamentos",
  },
  moneyBack: {
    title: "Garantia de reembolso",
    description_one:
      "Não era o que você esperava? Em até {{count}} dia após o primeiro pagamento você recebe tudo de volta, até {{date}}. Seu acesso termina na hora e nada mais é cobrado. Uma vez por membro.",
    description_many:
      "Não era o que você esperava? Em até {{count}} de dias após o primeiro pagamento você recebe tudo de volta, até {{date}}. Seu acesso termina na hora e nada mais é cobrado. Uma vez por membro.",
    description_other:
      "Não era o que você esperava? Em até {{count}} dias após o primeiro pagamento você recebe tudo de volta, até {{date}}. Seu acesso termina na hora e nada mais é cobrado. Uma vez por membro.",
    used: "Você usou a garantia de reembolso: {{amount}} foi devolvido e seu acesso terminou.",
    trigger: "Reembolsar meu primeiro pagamento ({{amount}})…",
    dialogTitle: "Reembolsar {{amount}} e encerrar seu acesso?",
    dialogDescription:
      "Seu plano termina agora, sem novas cobranças, e você sai das salas da comunidade. A garantia só pode ser usada uma vez; confirme com a sua senha.",
    keep: "Manter meu plano",
    confirm: "Reembolsar {{amount}}",
    refunded: "{{amount}} reembolsado. Seu acesso terminou.",
    failed: "Não foi possível reembolsar o seu pagamento",
  },
  prefs: {
    title: "Notificações",
    description: "O que chega até você por push e por e-mail. O feed de notificações do app sempre mostra tudo.",
    descriptionWithTelegram:
      "O que chega até você por push, por e-mail e no Telegram. O feed de notificações do app sempre mostra tudo.",
    loadFailed: "Não foi possível carregar as suas preferências de notificação.",
    saved: "Preferências de notificação salvas",
    saveFailed: "Não foi possível salvar as preferências de notificação",
    telegramUnlinked:
      "Para receber mensagens no Telegram, vincule sua conta do Telegram na seção da sala do Telegram, abaixo. Até lá, nada é enviado para lá.",
    whatAbout: "Sobre o quê",
    whichMarkets: "Quais mercados",
    kinds: {
      newSignal: "Novos sinais",
      newSignalDetail: "Uma posição é publicada",
      updates: "Alvos e stops",
      updatesDetail: "Um alvo é atingido, um stop ou alvo muda, uma posição é corrigida",
      close: "Fechamentos",
      closeDetail: "Uma posição é fechada (inclusive no stop), fechada em parte ou cancelada",
      insight: "Análises",
      insightDetail: "As notas do analista sobre uma posição",
      account: "Conta e cobrança",
      accountDetail: "Entradas na conta, pagamentos e seu endereço: sempre enviados",
    },
    markets: {
      forex: "Forex",
      commodities: "Commodities",
      crypto: "Cripto",
      indices: "Índices",
      stocks: "Ações",
    },
    channels: {
      push: "Push",
      email: "E-mail",
      telegram: "Telegram",
    },
    cell: "{{channel}}: {{name}}",
    alwaysSent: "{{channel}}: {{name}} (sempre enviado)",
    quiet: "Horário de silêncio",
    quietDescription:
      "Só os fechamentos, inclusive stops atingidos, chegam por push, e-mail ou Telegram; o resto chega num resumo quando ele termina.",
    from: "De",
    until: "Até",
    zone: "Fuso horário",
    zoneHint: "O horário de silêncio e todas as datas do app seguem este fuso. Este navegador está em {{zone}}.",
    heads: "Impressões do histórico por e-mail",
    headsDescription:
      "A impressão digital do histórico a cada publicação. Guarde esses e-mails: com eles qualquer pessoa pode conferir depois que nenhuma operação publicada foi editada.",
    weekly: "Resumo semanal por e-mail",
    weeklyDescription:
      "Toda segunda de manhã: os sinais e resultados da semana passada, e os da sua própria carteira. Ele fica sempre no app, em Resumos semanais.",
    save: "Salvar preferências",
  },
  delivery: {
    title: "Não conseguimos enviar e-mails para você",
    bounce: "As mensagens para este endereço voltaram: {{email}}.",
    complaint: "Uma mensagem para este endereço foi marcada como spam: {{email}}.",
    rejected: "O servidor de e-mail dele recusa nossas mensagens: {{email}}.",
    explain:
      "Até que isso seja resolvido, só enviamos mensagens de acesso e segurança, então recibos, lembretes e sinais não chegam até você. Troque o endereço abaixo ou corrija a caixa de entrada e confirme com um novo link.",
    send: "Enviar um link de confirmação",
  },
  email: {
    title: "Endereço de e-mail",
    verified: "Verificado",
    notVerified: "Não verificado",
    pending_one:
      "Aguardando confirmação: {{email}}. Abra o link que enviamos para esse endereço em até {{count}} hora para começar a usá-lo.",
    pending_many:
      "Aguardando confirmação: {{email}}. Abra o link que enviamos para esse endereço em até {{count}} de horas para começar a usá-lo.",
    pending_other:
      "Aguardando confirmação: {{email}}. Abra o link que enviamos para esse endereço em até {{count}} horas para começar a usá-lo.",
    new: "Novo e-mail",
    change: "Alterar e-mail",
    failed: "Não foi possível alterar o e-mail",
  },
  password: {
    title: "Alterar senha",
    description: "Ao alterá-la, você sai da conta em todos os outros dispositivos.",
    current: "Senha atual",
    new: "Nova senha",
    yours: "Sua senha",
    change: "Alterar senha",
    failed: "Não foi possível alterar a senha",
  },
  devices: {
    title: "Dispositivos conectados",
    description: "Não reconhece um dispositivo? Desconecte-o e depois altere a sua senha.",
    loadFailed: "Não foi possível carregar os seus dispositivos.",
    unknown: "Navegador desconhecido",
    current: "Este dispositivo",
    lastUsed: "último uso em {{date}}",
    signOut: "Desconectar",
    signOutNamed: "Desconectar {{device}}, último uso em {{date}}",
    signOutOthers: "Desconectar de todos os outros",
  },
  export: {
    download: "Baixar meus dados",
    description:
      "Uma cópia do que guardamos sobre você: perfil, acesso, pagamentos, posições acompanhadas, dispositivos e notificações, em um arquivo JSON. Fica disponível por 24 horas.",
    ready: "Pronto em {{date}}. Disponível até {{until}}.",
    csv: "Pagamentos em CSV",
    loadFailed: "Não foi possível carregar as suas exportações de dados.",
    preparing: "Preparando… Leva alguns segundos; você pode sair desta página.",
    prepare: "Preparar meus dados",
    prepareNew: "Preparar uma nova cópia",
  },
  delete: {
    title: "Excluir minha conta",
    description:
      "Excluir a conta cancela na hora qualquer assinatura em andamento, desconecta você de todos os dispositivos e apaga os seus dados. Os registros de pagamento ficam guardados para a contabilidade, sem seu nome nem e-mail. Não dá para desfazer.",
    trigger: "Excluir minha conta…",
    dialogTitle: "Excluir sua conta?",
    dialogDescription:
      "Sua assinatura termina agora sem novas cobranças, e seu perfil, acompanhamentos, dispositivos e notificações são apagados. Baixe seus dados antes se quiser uma cópia.",
    keep: "Manter minha conta",
    failed: "Não foi possível excluir a sua conta",
    done: "Sua conta foi excluída.",
    adminsCannot:
      "Administradores não podem excluir a própria conta. Outro administrador pode removê-la depois que ela passar a ser de um membro.",
  },
} satisfies Catalogue;
