import type { Catalogue } from "../../translate.js";

/** Las pantallas de suscripción del miembro: el aviso de prueba, el pago de prueba y la página tras el pago. */
export default {
  trialBanner: {
    label: "Estado de la prueba",
    expired: "Acceso de prueba vencido",
    expiredText: "Tu prueba ha terminado. Pásate al {{pro}} para seguir recibiendo señales en vivo.",
    endsToday: "La prueba termina hoy",
    ending_one: "La prueba termina en {{count}} día",
    ending_many: "La prueba termina en {{count}} de días",
    ending_other: "La prueba termina en {{count}} días",
    endingText: "Acceso hasta el {{date}}. Pásate al {{pro}} para mantener el acceso sin cortes.",
    active: "Acceso de prueba activo",
    fullAccess: "Acceso completo. Sin cobros automáticos: tu prueba simplemente termina, salvo que te pases a Pro.",
    daysLeft_one:
      "Te queda {{count}} día. Sin cobros automáticos: tu prueba simplemente termina, salvo que te pases a Pro.",
    daysLeft_many:
      "Te quedan {{count}} de días. Sin cobros automáticos: tu prueba simplemente termina, salvo que te pases a Pro.",
    daysLeft_other:
      "Te quedan {{count}} días. Sin cobros automáticos: tu prueba simplemente termina, salvo que te pases a Pro.",
    upgrade: "Mejorar",
    upgradeToPro: "Pásate a Pro",
  },
  redirect: {
    description: "Te llevamos a la elección de plan.",
    text: "Abriendo los planes...",
  },
  checkout: {
    title: "Pago",
    description: "Confirma el pago de tu plan.",
    signIn: "Inicia sesión para terminar el pago.",
    loading: "Cargando el pago",
    notFound: "Pago no encontrado",
    backToPlans: "Volver a los planes",
    alreadyPaid: "Ya pagado",
    paid: "Este pago ya se ha realizado.",
    seeSubscription: "Ver tu suscripción",
    closed: "Pago cerrado",
    closedText: "Este pago ya no está abierto. No se ha cobrado nada.",
    test: "Pago de prueba",
    monthly: "Se cobra cada mes hasta que canceles.",
    oneTime: "Pago único, sin cargos recurrentes.",
    code: "Código {{code}}: {{name}} ({{description}})",
    credit: "Tu crédito por referidos",
    total: "Total",
    dueToday: "A pagar hoy",
    dueThenMonthly: "A pagar hoy, luego cada mes",
    testNotice: "Este servidor usa el pago de prueba integrado: no hace falta tarjeta y no se mueve dinero.",
    processing: "Procesando...",
    pay: "Pagar {{amount}}",
    cancel: "Cancelar",
  },
  success: {
    title: "Suscripción",
    description: "Tu suscripción tras el pago: plan, estado y hasta cuándo dura tu acceso.",
    processing: "Procesando tu suscripción...",
    signIn: "Inicia sesión para ver tu suscripción.",
    account: "Cuenta",
    status: "Estado",
    accessUntil: "Acceso hasta",
    included: "Lo que incluye",
    nextSteps: "Próximos pasos",
    dashboard: "Ir al panel",
    upgrade: "Pásate a Pro",
    refresh: "Actualizar",
    questions: "¿Dudas sobre tu suscripción?",
    contactSupport: "Contacta con soporte",
    trial: {
      title: "Acceso de prueba activado",
      badge: "Prueba activa",
      status: "Acceso de prueba",
      description_one:
        "Tu prueba de {{count}} día ha empezado. Tienes acceso completo a todas las señales de trading, sin cobros automáticos.",
      description_many:
        "Tu prueba de {{count}} de días ha empezado. Tienes acceso completo a todas las señales de trading, sin cobros automáticos.",
      description_other:
        "Tu prueba de {{count}} días ha empezado. Tienes acceso completo a todas las señales de trading, sin cobros automáticos.",
      upgradeStep: "Pásate al {{pro}} cuando quieras para tener soporte prioritario y estadísticas avanzadas",
    },
    pro: {
      title: "Suscripción Pro activa",
      badge: "Miembro Pro",
      description:
        "Bienvenido al {{pro}}. Tu suscripción se renueva cada mes; cancela cuando quieras desde los ajustes de tu cuenta.",
      billingStep: "Gestiona los pagos y tu suscripción desde los Ajustes de la cuenta",
    },
    pending: {
      title: "Procesando el pago...",
      status: "Procesando",
      description:
        "Aún no hemos recibido la confirmación de tu pago. Suele tardar unos segundos: actualiza esta página en un momento.",
    },
    dashboardStep: "Abre tu panel para ver las posiciones en vivo",
    pushStep: "Activa las notificaciones push para no perderte ninguna señal nueva",
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
  promotion: {
    applied: "Código {{code}} aplicado: {{name}}",
    included: "{{description}}. Los precios de abajo ya lo incluyen.",
    refused: "El código {{code}} no se puede usar",
  },
  discount: {
    once: "{{off}} de descuento en el primer pago",
    repeating_one: "{{off}} de descuento en cada pago durante {{count}} mes",
    repeating_many: "{{off}} de descuento en cada pago durante {{count}} de meses",
    repeating_other: "{{off}} de descuento en cada pago durante {{count}} meses",
  },
  plansPage: {
    yourPlan: "Tu plan",
    ended: "Tu {{plan}} terminó el {{date}}",
    buyAgain: "Vuelve a comprarlo aquí abajo para seguir recibiendo señales.",
    proIsTheWay: "El {{pro}} es la forma de seguir recibiendo señales.",
  },
  planCard: {
    current: "Tu plan",
    currentNote: "Este es tu plan actual.",
    firstMonth: "el primer mes, luego {{price}} al mes",
    forMonths_one: "al mes durante {{count}} mes, luego {{price}} al mes",
    forMonths_many: "al mes durante {{count}} de meses, luego {{price}} al mes",
    forMonths_other: "al mes durante {{count}} meses, luego {{price}} al mes",
    listPrice: "Precio de lista {{price}}",
  },
} satisfies Catalogue;
