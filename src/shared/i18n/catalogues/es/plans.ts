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
    badge: "El más popular",
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
  page: {
    backToDashboard: "Volver al panel",
    backToHome: "Volver al inicio",
    choose: "Elige tu plan",
    lead: "Posiciones en vivo con entrada, objetivo, stop loss y comentario, y cada actualización en el momento.",
    loading: "Cargando tu plan",
  },
  card: {
    ribbon: "El más popular",
    oneTime: "pago único",
    perMonth: "al mes",
    processing: "Procesando...",
    get: "Obtener el {{plan}} - {{price}}",
  },
  login: {
    title: "Necesitas iniciar sesión",
    text: "Inicia sesión o crea una cuenta para elegir un plan.",
    login: "Iniciar sesión",
    register: "Crear cuenta",
  },
  checkout: {
    signInRequired: "Inicia sesión para suscribirte a un plan.",
    failed: "No hemos podido procesar tu solicitud. Vuelve a intentarlo.",
  },
} satisfies Catalogue;
