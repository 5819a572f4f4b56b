import type { Catalogue } from "../../translate.js";

export default {
  outcome: {
    finalTarget: "Alvo",
    stop: "Stopado",
    manual: "Encerrado",
    cancelled: "Cancelado",
    voided: "Anulado",
  },
  direction: {
    long: "COMPRA",
    short: "VENDA",
  },
  assetClass: {
    forex: "Forex",
    commodities: "Commodities",
    crypto: "Cripto",
    indices: "Índices",
    stocks: "Ações",
  },
  figures: {
    trades: "Operações",
    winRate: "Taxa de acerto",
    expectancy: "Expectativa",
    expectancyNote_one: "em {{count}} operação com stop",
    expectancyNote_many: "em {{count}} de operações com stop",
    expectancyNote_other: "em {{count}} operações com stop",
    profitFactor: "Fator de lucro",
    maxDrawdown: "Drawdown máximo",
    averageWin: "Ganho médio",
    averageLoss: "Perda média",
    total: "Total",
    openNow: "Abertos agora",
    noneOpen: "nenhum sinal aberto",
    allPriced_one: "{{count}} sinal aberto, pelo último preço",
    allPriced_many: "{{count}} de sinais abertos, pelo último preço",
    allPriced_other: "{{count}} sinais abertos, pelo último preço",
    somePriced_one: "{{priced}} de {{count}} sinal aberto com preço até agora",
    somePriced_many: "{{priced}} de {{count}} de sinais abertos com preço até agora",
    somePriced_other: "{{priced}} de {{count}} sinais abertos com preço até agora",
    openRisk: "Risco aberto agora",
    noStop: "Um está sem stop",
    openRiskNote: "se todos os stops abertos forem atingidos daqui",
    drawdownWithOpen: "Drawdown máximo com abertos",
    drawdownWithOpenNote: "resultados encerrados, depois os abertos agora",
  },
  howCounted:
    "Como um resultado conta: cada parte de uma operação conta pela fatia encerrada ali. Uma operação com metade encerrada no primeiro alvo ({{target}}) e metade na entrada ({{entry}}) conta {{counted}}, nunca como um ganho cheio. Os números abertos avaliam cada sinal aberto pelo último preço; o drawdown é a maior queda do total acumulado a partir de um pico, incluindo os sinais abertos.",
  curve: {
    title: "Curva de capital (% acumulado)",
    label_one:
      "Curva de capital: {{count}} operação de {{from}} a {{to}}, de {{start}} a {{last}}, entre {{low}} e {{high}}",
    label_many:
      "Curva de capital: {{count}} de operações de {{from}} a {{to}}, de {{start}} a {{last}}, entre {{low}} e {{high}}",
    label_other:
      "Curva de capital: {{count}} operações de {{from}} a {{to}}, de {{start}} a {{last}}, entre {{low}} e {{high}}",
    trades_one: "{{count}} operação, por data de encerramento",
    trades_many: "{{count}} de operações, por data de encerramento",
    trades_other: "{{count}} operações, por data de encerramento",
  },
  tables: {
    monthly: "Retornos mensais",
    month: "Mês (UTC)",
    trades: "Operações",
    result: "Resultado",
    byClass: "Por classe de ativo",
    class: "Classe",
    winRate: "Taxa de acerto",
    expectancy: "Expectativa (R)",
  },
  signals: {
    published: "Todos os sinais publicados",
    closed: "Sinais encerrados",
    noneFinished: "Nenhum sinal foi encerrado ainda.",
    exit: "Saída",
    countedAt: "Contado a",
  },
  census: {
    nonePublished: "Nenhum sinal foi publicado ainda.",
    total_one: "{{count}} sinal",
    total_many: "{{count}} de sinais",
    total_other: "{{count}} sinais",
    summary:
      "{{total}} publicados, numerados de #1 a #{{last}} sem nenhum faltando: {{closed}} encerrados, {{voided}} anulados, {{cancelled}} cancelados antes da entrada e {{pending}} ainda não concluídos.",
    voided: "Anulados (cada um ainda conta como estava na hora):",
    cancelled: "Cancelados antes da entrada (nunca executados, não contam):",
    pendingOne:
      "{{numbers}} está aberto ou foi encerrado dentro do acesso antecipado do Pro: ele aparece aqui com todos os eventos quando terminar e chegar a todos os membros, e seus eventos já estão na cadeia pelos hashes.",
    pendingSeveral:
      "{{numbers}} estão abertos ou foram encerrados dentro do acesso antecipado do Pro: cada um aparece aqui com todos os eventos quando terminar e chegar a todos os membros, e seus eventos já estão na cadeia pelos hashes.",
  },
  verify: {
    title: "Verifique você mesmo",
    text: "Cada evento já guardado está ligado ao anterior por um hash SHA-256, inclusive os de sinais abertos (só pelos hashes até o sinal terminar). Baixe a cadeia e verifique com {{command}}.",
    headNow: "Topo atual: evento {{sequence}}, {{hash}}",
    download: "Baixar a cadeia",
    noHead: "Nenhum topo foi publicado ainda.",
    latestHead: "Topo publicado, {{at}}: evento {{sequence}}, {{hash}}",
    earlierHeads: "Topos publicados anteriores ({{number}})",
    earlierHead: "{{at}}: evento {{sequence}}, {{hash}}",
    earlierWitness: "(testemunhado por {{signer}} em {{at}})",
    checkHead: "Verifique a cadeia, as testemunhas e um topo que você guardou: {{command}}",
    witnessed: "Testemunhado por {{signer}} em {{at}}, uma autoridade independente de carimbo de tempo (RFC 3161).",
    waiting:
      "Aguardando uma autoridade independente de carimbo de tempo testemunhar este topo; o pedido é refeito a cada poucos minutos.",
  },
  feed: {
    afterClose_one: "Os sinais aparecem aqui {{count}} hora depois de encerrados",
    afterClose_many: "Os sinais aparecem aqui {{count}} de horas depois de encerrados",
    afterClose_other: "Os sinais aparecem aqui {{count}} horas depois de encerrados",
    afterPublication_one:
      "Os sinais aparecem aqui {{count}} hora depois de publicados, como estavam na hora; o que acontece depois também aparece {{count}} hora mais tarde",
    afterPublication_many:
      "Os sinais aparecem aqui {{count}} de horas depois de publicados, como estavam na hora; o que acontece depois também aparece {{count}} de horas mais tarde",
    afterPublication_other:
      "Os sinais aparecem aqui {{count}} horas depois de publicados, como estavam na hora; o que acontece depois também aparece {{count}} horas mais tarde",
    membersGet:
      "Os membros recebem cada sinal no momento em que é publicado, com cada mudança de stop, alvo e encerramento assim que acontece.",
    subscribe: "Assine para receber sinais ao vivo",
    published: "{{assetClass}} · publicado em {{at}}",
    result: "Resultado",
    openWhenShown: "Aberto quando foi mostrado; o que aconteceu depois chega com o atraso.",
    entry: "Entrada",
    stop: "Stop",
    target: "TP{{number}} ({{share}})",
    hit: "atingido",
    events: "Eventos ({{number}})",
    recordEvent: "Evento {{sequence}} do histórico · {{hash}}",
    pages: "Páginas de sinais grátis",
    newer: "Mais recentes",
    older: "Mais antigos",
    page: "Página {{page}} de {{pages}}",
    noneYet: "Nenhum sinal passou do atraso ainda.",
    check:
      "Cada evento mostra seu lugar na cadeia de hashes do histórico. Verifique com a exportação do {{trackRecord}} e {{command}}.",
    trackRecord: "histórico",
  },
  loadFailed: {
    record: "Não foi possível carregar o histórico. Tente de novo daqui a pouco.",
    feed: "Não foi possível carregar os sinais grátis. Tente de novo daqui a pouco.",
  },
} satisfies Catalogue;
