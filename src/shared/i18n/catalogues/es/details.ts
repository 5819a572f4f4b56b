import type { Catalogue } from "../../translate.js";

export default {
  outcome: {
    finalTarget: "Objetivo",
    stop: "Stop",
    manual: "Cerrada",
    cancelled: "Cancelada",
    voided: "Anulada",
  },
  direction: {
    long: "LONG",
    short: "SHORT",
  },
  assetClass: {
    forex: "Forex",
    commodities: "Materias primas",
    crypto: "Cripto",
    indices: "Índices",
    stocks: "Acciones",
  },
  figures: {
    trades: "Operaciones",
    winRate: "Tasa de acierto",
    expectancy: "Esperanza matemática",
    expectancyNote_one: "sobre {{count}} operación con stop",
    expectancyNote_many: "sobre {{count}} de operaciones con stop",
    expectancyNote_other: "sobre {{count}} operaciones con stop",
    profitFactor: "Factor de beneficio",
    maxDrawdown: "Drawdown máximo",
    averageWin: "Ganancia media",
    averageLoss: "Pérdida media",
    total: "Total",
    openNow: "Abiertas ahora",
    noneOpen: "no hay ninguna señal abierta",
    allPriced_one: "{{count}} señal abierta, al último precio",
    allPriced_many: "{{count}} de señales abiertas, al último precio",
    allPriced_other: "{{count}} señales abiertas, al último precio",
    somePriced_one: "{{priced}} de {{count}} señal abierta con precio por ahora",
    somePriced_many: "{{priced}} de {{count}} de señales abiertas con precio por ahora",
    somePriced_other: "{{priced}} de {{count}} señales abiertas con precio por ahora",
    openRisk: "Riesgo abierto ahora",
    noStop: "Una no tiene stop",
    openRiskNote: "si desde aquí salta cada stop abierto",
    drawdownWithOpen: "Drawdown máximo con abiertas",
    drawdownWithOpenNote: "los resultados cerrados y luego las abiertas ahora",
  },
  howCounted:
    "Cómo cuenta un resultado: cada parte de una operación cuenta según la fracción cerrada en ese punto. Una operación cerrada a medias en su primer objetivo ({{target}}) y a medias en su entrada ({{entry}}) cuenta {{counted}}, nunca como una ganancia completa. Las cifras abiertas valoran cada señal abierta al último precio; el drawdown es la mayor caída del total acumulado desde un máximo, incluidas las señales abiertas.",
  curve: {
    title: "Curva de capital (% acumulado)",
    label_one:
      "Curva de capital: {{count}} operación del {{from}} al {{to}}, de {{start}} a {{last}}, entre {{low}} y {{high}}",
    label_many:
      "Curva de capital: {{count}} de operaciones del {{from}} al {{to}}, de {{start}} a {{last}}, entre {{low}} y {{high}}",
    label_other:
      "Curva de capital: {{count}} operaciones del {{from}} al {{to}}, de {{start}} a {{last}}, entre {{low}} y {{high}}",
    trades_one: "{{count}} operación, por fecha de cierre",
    trades_many: "{{count}} de operaciones, por fecha de cierre",
    trades_other: "{{count}} operaciones, por fecha de cierre",
  },
  tables: {
    monthly: "Rentabilidad mensual",
    month: "Mes (UTC)",
    trades: "Operaciones",
    result: "Resultado",
    byClass: "Por clase de activo",
    class: "Clase",
    winRate: "Tasa de acierto",
    expectancy: "Esperanza matemática (R)",
  },
  signals: {
    published: "Todas las señales publicadas",
    closed: "Señales cerradas",
    noneFinished: "Todavía no ha terminado ninguna señal.",
    exit: "Salida",
    countedAt: "Contada a",
  },
  census: {
    nonePublished: "Todavía no se ha publicado ninguna señal.",
    total_one: "{{count}} señal",
    total_many: "{{count}} de señales",
    total_other: "{{count}} señales",
    summary:
      "{{total}} publicadas, numeradas del #1 al #{{last}} sin que falte ninguna: {{closed}} cerradas, {{voided}} anuladas, {{cancelled}} canceladas antes de la entrada y {{pending}} aún sin terminar.",
    voided: "Anuladas (cada una sigue contando tal como estaba entonces):",
    cancelled: "Canceladas antes de la entrada (nunca se ejecutaron, no cuentan):",
    pendingOne:
      "{{numbers}} está abierta o terminó dentro del acceso anticipado de Pro: aparecerá aquí con todos sus eventos cuando termine y llegue a todos los miembros, y sus eventos ya están en la cadena por sus hashes.",
    pendingSeveral:
      "{{numbers}} están abiertas o terminaron dentro del acceso anticipado de Pro: cada una aparecerá aquí con todos sus eventos cuando termine y llegue a todos los miembros, y sus eventos ya están en la cadena por sus hashes.",
  },
  verify: {
    title: "Compruébalo tú mismo",
    text: "Cada evento guardado está enlazado con el anterior mediante un hash SHA-256, también los de las señales abiertas (solo por sus hashes hasta que terminan). Descarga la cadena y compruébala con {{command}}.",
    headNow: "Cabeza actual: evento {{sequence}}, {{hash}}",
    download: "Descargar la cadena",
    noHead: "Todavía no se ha publicado ninguna cabeza.",
    latestHead: "Cabeza publicada, {{at}}: evento {{sequence}}, {{hash}}",
    earlierHeads: "Cabezas publicadas anteriores ({{number}})",
    earlierHead: "{{at}}: evento {{sequence}}, {{hash}}",
    earlierWitness: "(atestiguada por {{signer}} el {{at}})",
    checkHead: "Comprueba la cadena, sus testigos y una cabeza que hayas guardado: {{command}}",
    witnessed: "Atestiguada por {{signer}} el {{at}}, una autoridad de sellado de tiempo independiente (RFC 3161).",
    waiting:
      "Esperando a que una autoridad de sellado de tiempo independiente atestigüe esta cabeza; se le vuelve a pedir cada pocos minutos.",
  },
  feed: {
    afterClose_one: "Las señales aparecen aquí {{count}} hora después de cerrarse",
    afterClose_many: "Las señales aparecen aquí {{count}} de horas después de cerrarse",
    afterClose_other: "Las señales aparecen aquí {{count}} horas después de cerrarse",
    afterPublication_one:
      "Las señales aparecen aquí {{count}} hora después de publicarse, tal como estaban entonces; lo que pasa después aparece también {{count}} hora más tarde",
    afterPublication_many:
      "Las señales aparecen aquí {{count}} de horas después de publicarse, tal como estaban entonces; lo que pasa después aparece también {{count}} de horas más tarde",
    afterPublication_other:
      "Las señales aparecen aquí {{count}} horas después de publicarse, tal como estaban entonces; lo que pasa después aparece también {{count}} horas más tarde",
    membersGet:
      "Los miembros reciben cada señal en el momento en que se publica, con cada movimiento del stop, objetivo y cierre en cuanto ocurre.",
    subscribe: "Suscríbete para recibir señales en vivo",
    published: "{{assetClass}} · publicada el {{at}}",
    result: "Resultado",
    openWhenShown: "Abierta cuando se mostró; lo que pasó después llega con el retraso.",
    entry: "Entrada",
    stop: "Stop",
    target: "TP{{number}} ({{share}})",
    hit: "alcanzado",
    events: "Eventos ({{number}})",
    recordEvent: "Evento {{sequence}} del historial · {{hash}}",
    pages: "Páginas de señales gratis",
    newer: "Más recientes",
    older: "Más antiguas",
    page: "Página {{page}} de {{pages}}",
    noneYet: "Todavía ninguna señal ha cumplido su retraso.",
    check:
      "Cada evento muestra su lugar en la cadena de hashes del historial. Compruébalos con la exportación del {{trackRecord}} y {{command}}.",
    trackRecord: "historial",
  },
  loadFailed: {
    record: "No se pudo cargar el historial. Inténtalo de nuevo en un momento.",
    feed: "No se pudieron cargar las señales gratis. Inténtalo de nuevo en un momento.",
  },
} satisfies Catalogue;
