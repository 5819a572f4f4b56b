import type { Catalogue } from "../../translate.js";

/** Los planes (nombres, ventajas y notas dondequiera que se muestre un plan) y la propia página de planes. */
export default {
  meta: {
    title: "Planes",
    description_one:
      "Elige {{trial}} ({{trialPrice}} en un solo pago, {{count}} día) o {{pro}} ({{proPrice}} al mes, cancela cuando quieras) para recibir señales de trading en vivo.",
    description_many:
      "Elige {{trial}} ({{trialPrice}} en un solo pago, {{count}} de días) o {{pro}} ({{proPrice}} al mes, cancela cuando quieras) para recibir señales de trading en vivo.",
    description_other:
      "Elige {{trial}} ({{trialPrice}} en un solo pago, {{count}} días) o {{pro}} ({{proPrice}} al mes, cancela cuando quieras) para recibir señales de trading en vivo.",
  },
  names: {
    trial: "Acceso de prueba",
    pro: "Plan Pro",
  },
  trial: {
    badge: "Ideal para empezar",
    note: "Pago único, sin cargos recurrentes. Puedes pasarte a Pro cuando quieras.",
    features: {
      fullAccess: "Acceso completo a todas las señales de trading",
      commentary: "Comentarios de mercado de expertos",
      updates: "Actualizaciones en vivo de cada posición que recibes",
      mobile: "Interfaz pensada para el móvil",
      risk: "Claves para gestionar el riesgo",
    },
  },
  pro: {
    badge: "El más elegido",
    note: "Cobro mensual recurrente. Cancela cuando quieras desde los ajustes de tu cuenta.",
    features: {
      everythingInTrial: "Todo lo del Acceso de prueba",
      support: "Soporte prioritario: te respondemos primero en la página de Soporte",
      analytics: "Panel de estadísticas avanzadas en la página de Estadísticas",
      portfolio: "Seguimiento del rendimiento de las operaciones que abres, en la página de Cartera",
      personal: "Actualizaciones personales de tus operaciones, con tus propias cifras",
      insights: "Análisis de mercado exclusivos en tu panel y en la página de Análisis de mercado",
      summaries: "Resúmenes semanales de rendimiento cada lunes, en la app y por email",
      api: "Tokens de API y webhooks firmados para tus propias herramientas, en la página de Cuenta",
      cancelAnytime: "Cancela cuando quieras",
    },
  },
  earlyAccess: {
    promise_one: "Entradas {{count}} minuto antes que los miembros de prueba",
    promise_many: "Entradas {{count}} de minutos antes que los miembros de prueba",
    promise_other: "Entradas {{count}} minutos antes que los miembros de prueba",
    delay_one: "Nuevas entradas {{count}} minuto después que los miembros Pro",
    delay_many: "Nuevas entradas {{count}} de minutos después que los miembros Pro",
    delay_other: "Nuevas entradas {{count}} minutos después que los miembros Pro",
    feature: "Nuevas entradas",
    trial_one: "{{count}} min después de Pro",
    trial_many: "{{count}} min después de Pro",
    trial_other: "{{count}} min después de Pro",
    pro: "Al publicarse",
  },
  notes: {
    trialUsed:
      "El {{trial}} es uno por miembro y ya tuviste el tuyo: {{pro}} es la forma de seguir recibiendo señales.",
    accessLasts: "No lo necesitas mientras dure tu acceso.",
    proOnFile:
      "No disponible mientras tu {{pro}} siga activo en el sistema de pagos: comprarlo de nuevo te cobraría dos veces.",
    nothingToBuy: "Nada que comprar: tu acceso ya está cubierto.",
    cancelledUntil: "Cancelado: tu acceso dura hasta el {{date}}.",
    trialForfeit: {
      lastDay: "Tu {{trial}} termina cuando empieza el {{pro}}; su último día no se reembolsa.",
      daysLeft_one: "Tu {{trial}} termina cuando empieza el {{pro}}; el {{count}} día que te queda no se reembolsa.",
      daysLeft_many:
        "Tu {{trial}} termina cuando empieza el {{pro}}; los {{count}} de días que te quedan no se reembolsan.",
      daysLeft_other:
        "Tu {{trial}} termina cuando empieza el {{pro}}; los {{count}} días que te quedan no se reembolsan.",
    },
  },
  page: {
    backToDashboard: "Volver al panel",
    backToHome: "Volver al inicio",
    yourPlan: "Tu plan",
    choose: "Elige tu plan",
    lead: "Posiciones en vivo con entrada, objetivo, stop loss y comentario, y cada actualización en el momento.",
    ended: "Tu {{plan}} terminó el {{date}}",
    buyAgain: "Vuelve a comprarlo aquí abajo para seguir recibiendo señales.",
    proIsTheWay: "El {{pro}} es la forma de seguir recibiendo señales.",
  },
  card: {
    ribbon: "El más popular",
    current: "Tu plan",
    currentNote: "Este es tu plan actual.",
    oneTime: "pago único",
    perMonth: "al mes",
    firstMonth: "el primer mes, luego {{price}} al mes",
    forMonths_one: "al mes durante {{count}} mes, luego {{price}} al mes",
    forMonths_many: "al mes durante {{count}} de meses, luego {{price}} al mes",
    forMonths_other: "al mes durante {{count}} meses, luego {{price}} al mes",
    listPrice: "Precio de lista {{price}}",
    processing: "Procesando...",
    get: "Obtener el {{plan}} - {{price}}",
  },
  compare: {
    title: "Compara los planes",
    feature: "Función",
    included: "Incluido",
    notIncluded: "No incluido",
    signals: "Señales de trading",
    commentary: "Comentarios de mercado",
    mobile: "Acceso desde el móvil",
    support: "Soporte prioritario",
    analytics: "Estadísticas avanzadas",
    portfolio: "Seguimiento de cartera",
    insights: "Análisis de mercado",
    summaries: "Resúmenes semanales",
  },
  faq: {
    title: "Preguntas frecuentes",
    trialLength: {
      question: "¿Cuánto dura el {{trial}}?",
      answer_one:
        "{{count}} día desde tu pago. Es un pago único sin cobros automáticos: después, el acceso simplemente termina, salvo que elijas el {{pro}}.",
      answer_many:
        "{{count}} de días desde tu pago. Es un pago único sin cobros automáticos: después, el acceso simplemente termina, salvo que elijas el {{pro}}.",
      answer_other:
        "{{count}} días desde tu pago. Es un pago único sin cobros automáticos: después, el acceso simplemente termina, salvo que elijas el {{pro}}.",
    },
    payment: {
      question: "¿Cómo pago?",
      answer:
        "Con cualquier tarjeta de crédito o débito habitual, en el pago seguro de nuestro proveedor de pagos con tarjeta. Los datos de tu tarjeta nunca pasan por nuestros servidores.",
    },
    guarantee: {
      question: "¿Hay garantía de devolución?",
      answer_one:
        "Sí. Si el servicio no es para ti, puedes recuperar íntegramente tu primer pago en un plazo de {{count}} día desde ese pago, siempre que sea tu único pago: pulsa «Reembolsar mi primer pago» en Garantía de devolución, dentro de la configuración de tu cuenta, y confirma con tu contraseña. Tu acceso termina en ese momento y no se te cobra nada más. La garantía se puede usar una vez por miembro; para cualquier pago posterior, escribe a soporte.",
      answer_many:
        "Sí. Si el servicio no es para ti, puedes recuperar íntegramente tu primer pago en un plazo de {{count}} días desde ese pago, siempre que sea tu único pago: pulsa «Reembolsar mi primer pago» en Garantía de devolución, dentro de la configuración de tu cuenta, y confirma con tu contraseña. Tu acceso termina en ese momento y no se te cobra nada más. La garantía se puede usar una vez por miembro; para cualquier pago posterior, escribe a soporte.",
      answer_other:
        "Sí. Si el servicio no es para ti, puedes recuperar íntegramente tu primer pago en un plazo de {{count}} días desde ese pago, siempre que sea tu único pago: pulsa «Reembolsar mi primer pago» en Garantía de devolución, dentro de la configuración de tu cuenta, y confirma con tu contraseña. Tu acceso termina en ese momento y no se te cobra nada más. La garantía se puede usar una vez por miembro; para cualquier pago posterior, escribe a soporte.",
    },
    cancel: {
      question: "¿Puedo cancelar el {{pro}}?",
      answer:
        "Cuando quieras, desde los ajustes de tu cuenta o el portal de cliente, sin comisiones. Mantienes el acceso hasta el final del mes que pagaste.",
    },
    upgrade: {
      question: "¿Puedo pasar del {{trial}} a Pro?",
      answer:
        "Sí, en cualquier momento. El {{pro}} empieza al instante y sustituye a tu prueba; los días que le queden a la prueba no se reembolsan.",
    },
  },
  login: {
    title: "Necesitas iniciar sesión",
    text: "Inicia sesión o crea una cuenta para elegir un plan.",
    login: "Iniciar sesión",
    register: "Crear cuenta",
  },
  promotion: {
    applied: "Código {{code}} aplicado: {{name}}",
    included: "{{description}}. Los precios de abajo ya lo incluyen.",
    refused: "El código {{code}} no se puede usar",
  },
  checkout: {
    signInRequired: "Inicia sesión para suscribirte a un plan.",
    failed: "No hemos podido procesar tu solicitud. Vuelve a intentarlo.",
  },
  current: {
    onFile: "Tu acceso ha terminado, pero tu {{pro}} sigue activo en el sistema de pagos",
    onFileText: "Comprarlo de nuevo te cobraría dos veces, así que aquí no se ofrece. Escríbenos y lo solucionamos.",
    contactSupport: "Contactar con soporte",
    on: "Tienes el {{plan}}",
    openEnded: "Tu acceso no caduca",
    monthly: "{{price}} al mes. Para cancelarlo o cambiarlo, ve a los ajustes de la cuenta.",
    once: "{{price}} en un solo pago. Para cancelarlo o cambiarlo, ve a los ajustes de la cuenta.",
    openEndedText: "Un administrador dio a tu cuenta acceso sin fecha de fin, así que no hay nada que comprar.",
    accountSettings: "Ajustes de la cuenta",
    cancelled: "Tu {{pro}} está cancelado",
    cancelledText:
      "Mantienes el acceso completo hasta el {{date}}. No se renovará y no se te cobrará nada más. ¿Has cambiado de idea? Reactívalo antes de esa fecha y se renovará como siempre.",
    resume: "Reactivar el {{pro}}",
  },
} satisfies Catalogue;
