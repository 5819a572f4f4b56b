import type { Catalogue } from "../../translate.js";

export default {
  subscriptionRequired: {
    title: "Necesitas una suscripción",
    body: "{{firstName}}, tu cuenta no tiene ningún plan activo. Elige uno para ver las posiciones en vivo, los comentarios y las alertas.",
    getTrial: "Obtener el Acceso de prueba - {{price}}",
    getPro: "Obtener el Plan Pro - {{price}}",
    terms_one:
      "Acceso de prueba: {{count}} día, un solo pago, sin cobros automáticos. Plan Pro: mensual, cancela cuando quieras.",
    terms_many:
      "Acceso de prueba: {{count}} de días, un solo pago, sin cobros automáticos. Plan Pro: mensual, cancela cuando quieras.",
    terms_other:
      "Acceso de prueba: {{count}} días, un solo pago, sin cobros automáticos. Plan Pro: mensual, cancela cuando quieras.",
    compare: "Comparar planes",
  },
  verifyEmail: {
    label: "Verifica tu correo",
    title: "Verifica tu dirección de correo electrónico.",
    titleShort: "Verifica tu correo.",
    sentTo: "Abre el enlace que enviamos a {{email}}.",
    sent: "Enlace nuevo enviado",
    resend: "Reenviar el enlace",
    resendShort: "Reenviar",
  },
  plan: {
    badge: "Plan {{plan}}",
  },
  menu: {
    logout: "Cerrar sesión",
    accountFor: "Menú de la cuenta de {{name}}",
  },
  header: {
    dashboard: "{{appName}}: panel",
  },
  nav: {
    dashboard: "Panel",
    adminPanel: "Panel de administración",
    accountSettings: "Ajustes de la cuenta",
    support: "Soporte",
    analytics: "Estadísticas",
    marketInsights: "Análisis de mercado",
    portfolio: "Cartera",
    weeklySummaries: "Resúmenes semanales",
    subscription: "Suscripción",
    myPlan: "Mi plan",
    admin: "Admin",
    account: "Cuenta",
  },
  controls: {
    retry: "Reintentar",
    close: "Cerrar",
    loading: "Cargando",
    showPassword: "Mostrar contraseña",
    hidePassword: "Ocultar contraseña",
    swipe_one: "Desliza hacia un lado para ver {{count}} columna",
    swipe_many: "Desliza hacia un lado para ver las {{count}} de columnas",
    swipe_other: "Desliza hacia un lado para ver las {{count}} columnas",
  },
  session: {
    checking: "Comprobando tu sesión",
  },
  language: {
    saveFailed:
      "No se pudo guardar el idioma en tu cuenta: este dispositivo ya lo muestra, pero tus otros dispositivos todavía no. Vuelve a intentarlo en un momento.",
  },
  failure: {
    generic: "Algo salió mal. Inténtalo de nuevo.",
  },
  errorPages: {
    home: "Volver al inicio",
    notFound: {
      title: "Página no encontrada",
      description: "No hay ninguna página en esta dirección.",
      heading: "404: página no encontrada",
      text: "No hay ninguna página en esta dirección. Puede que el enlace esté desactualizado o que la dirección tenga un error.",
    },
    notLoaded: {
      title: "La página no se cargó",
      description: "No se pudo descargar una parte de esta página.",
      heading: "Esta página no se cargó",
      online: "No se pudo descargar una parte. Pulsa Reintentar para volver a cargarla.",
      offline:
        "No tienes conexión y esta parte de la app todavía no está guardada en este dispositivo. Reinténtalo cuando vuelvas a tener conexión.",
    },
    failed: {
      title: "Error",
      description: "No se pudo mostrar esta página.",
      heading: "Error inesperado de la aplicación",
    },
  },
} satisfies Catalogue;
