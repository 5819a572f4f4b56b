import type { Catalogue } from "../../translate.js";

export default {
  heldSummary: {
    title_one: "{{count}} novedad mientras no estabas",
    title_many: "{{count}} de novedades mientras no estabas",
    title_other: "{{count}} novedades mientras no estabas",
  },
  signal: {
    long: "LONG",
    short: "SHORT",
    opened: "Nueva señal: {{direction}} de {{asset}} en {{price}}",
    onRecord: "{{line}} · historial n.º {{number}}",
    headline: "{{asset}} {{direction}}",
    entry: "Entrada: {{price}}",
    target: "TP{{number}}: {{price}}",
    stop: "Stop loss: {{price}}",
    risk: "Riesgo: {{level}}",
    riskLevel: { low: "bajo", moderate: "moderado", high: "alto" },
  },
  status: {
    line: "Estado: {{parts}}",
    planning: "Planificada",
    active: "Abierta",
    closed: "Cerrada",
    targetsHit: "{{hits}} de {{total}} objetivos alcanzados",
    closedShare: "{{share}} cerrado",
    result: "resultado {{result}}",
    cancelled: "cancelada",
    voided: "anulada",
  },
  member: {
    open: "Abrir en {{appName}}",
  },
  room: {
    details: "Detalles",
    accessEnded: {
      room: "Tu acceso a la sala de {{appName}} ha terminado: {{reason}}.",
      proRoom: "Tu acceso a la sala Pro de {{appName}} ha terminado: {{reason}}.",
      server: "Tu acceso al servidor de {{appName}} ha terminado: {{reason}}.",
      renew: "Renueva aquí:",
      reason: {
        unlinked: "tu cuenta se eliminó o se desvinculó de {{platform}}",
        inactive: "tu suscripción ya no está activa",
        expired: "tu suscripción venció el {{date}}",
        ended: "tu acceso terminó",
        notPro: "tu plan ya no incluye Pro",
      },
    },
    welcome: {
      room: "Te damos la bienvenida a la sala de {{appName}}. Tu invitación personal (de un solo uso, válida durante una hora):",
      proRoom:
        "Te damos la bienvenida a la sala Pro de {{appName}}. Tu invitación personal (de un solo uso, válida durante una hora):",
      server: "Te damos la bienvenida al servidor de {{appName}}. Tienes el rol {{role}}, que sigue a tu plan.",
    },
    recordHead: {
      title: "Cabeza del historial publicada",
      body: "El {{time}}, la cadena del historial terminaba en el evento {{sequence}}, cuyo hash es:",
      keep: "Guarda este mensaje: cualquiera puede comprobar el historial con él.",
      action: "Abrir el historial",
    },
  },
} satisfies Catalogue;
