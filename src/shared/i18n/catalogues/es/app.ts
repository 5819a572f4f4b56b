import type { Catalogue } from "../../translate.js";

export default {
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
  language: {
    saveFailed:
      "No se pudo guardar el idioma en tu cuenta: este dispositivo ya lo muestra, pero tus otros dispositivos todavía no. Vuelve a intentarlo en un momento.",
  },
} satisfies Catalogue;
