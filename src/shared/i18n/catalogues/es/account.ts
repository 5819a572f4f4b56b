import type { Catalogue } from "../../translate.js";

export default {
  page: {
    title: "Ajustes de la cuenta",
    signIn: "Iniciar sesión",
    signInFor: "Inicia sesión para gestionar tu cuenta.",
    meta: "Tu plan y su vencimiento, pagos y facturación, notificaciones, tu correo, contraseña, dispositivos y datos.",
  },
  language: {
    title: "Idioma",
    description: "El idioma de la app, sus menús y sus mensajes. Te acompaña en cada dispositivo donde inicies sesión.",
  },
  plan: {
    title: "Suscripción",
    plan: "Plan",
    status: "Estado",
    trial: "Acceso de prueba",
    pro: "Plan Pro",
    standard: "Estándar (otorgado por un administrador)",
    none: "Sin plan",
    noExpiry: "Sin vencimiento",
    accessEnds: "El acceso termina",
    renewsOn: "Se renueva el",
    expires: "Vence",
    inactive: "Inactivo",
    expired: "Vencido",
    endsAtPeriodEnd: "Termina al final del periodo",
    active: "Activo",
    paymentFailed:
      "Falló el pago de tu última renovación. Conservas el acceso hasta que termine el periodo pagado; actualiza tu tarjeta para continuar.",
    choose: "Elegir un plan",
    upgrade: "Pasarme a Pro",
    manageBilling: "Gestionar la facturación",
    cancelled: "Tu Plan Pro está cancelado y no se renovará. Conservas el acceso hasta el {{date}}.",
  },
  cancelPro: {
    trigger: "Cancelar Pro",
    title: "¿Cancelar el Plan Pro?",
    description:
      "Tu suscripción no se renovará. Conservas el acceso completo hasta el {{date}}; no se te cobra nada más.",
    descriptionNoDate:
      "Tu suscripción no se renovará. Conservas el acceso completo hasta el final del periodo pagado; no se te cobra nada más.",
    keep: "Mantener Pro",
    confirm: "Cancelar la suscripción",
  },
  payments: {
    title: "Historial de pagos",
    none: "Todavía no hay pagos.",
    loading: "Cargando los pagos",
  },
  moneyBack: {
    title: "Garantía de devolución",
    description_one:
      "¿No es lo que esperabas? En el plazo de {{count}} día desde tu primer pago puedes recuperarlo íntegro, hasta el {{date}}. Tu acceso termina en el acto y no se te cobra nada más. Una vez por miembro.",
    description_many:
      "¿No es lo que esperabas? En el plazo de {{count}} de días desde tu primer pago puedes recuperarlo íntegro, hasta el {{date}}. Tu acceso termina en el acto y no se te cobra nada más. Una vez por miembro.",
    description_other:
      "¿No es lo que esperabas? En el plazo de {{count}} días desde tu primer pago puedes recuperarlo íntegro, hasta el {{date}}. Tu acceso termina en el acto y no se te cobra nada más. Una vez por miembro.",
    used: "Usaste la garantía de devolución: se te reembolsaron {{amount}} y tu acceso terminó.",
    trigger: "Reembolsar mi primer pago ({{amount}})…",
    dialogTitle: "¿Reembolsar {{amount}} y terminar tu acceso?",
    dialogDescription:
      "Tu plan termina ahora, sin más cobros, y sales de las salas de la comunidad. La garantía se puede usar una sola vez; confirma con tu contraseña.",
    keep: "Mantener mi plan",
    confirm: "Reembolsar {{amount}}",
    refunded: "Reembolso de {{amount}} hecho. Tu acceso ha terminado.",
    failed: "No se pudo reembolsar tu pago",
  },
  prefs: {
    title: "Notificaciones",
    description: "Lo que te llega por push y por correo. El feed de notificaciones de la app siempre lo muestra todo.",
    descriptionWithTelegram:
      "Lo que te llega por push, por correo y por Telegram. El feed de notificaciones de la app siempre lo muestra todo.",
    loadFailed: "No se pudieron cargar tus preferencias de notificación.",
    saved: "Preferencias de notificación guardadas",
    saveFailed: "No se pudieron guardar las preferencias de notificación",
    telegramUnlinked:
      "Para recibir mensajes en Telegram tienes que vincular tu cuenta de Telegram en la sección de la sala de Telegram, más abajo. Hasta entonces no se envía nada allí.",
    whatAbout: "Sobre qué",
    whichMarkets: "Qué mercados",
    kinds: {
      newSignal: "Nuevas señales",
      newSignalDetail: "Se publica una posición",
      updates: "Objetivos y stops",
      updatesDetail: "Se alcanza un objetivo, se mueve un stop o un objetivo, se corrige una posición",
      close: "Cierres",
      closeDetail: "Una posición se cierra (también por stop), se cierra en parte o se cancela",
      insight: "Análisis",
      insightDetail: "Las notas del analista sobre una posición",
      account: "Cuenta y facturación",
      accountDetail: "Inicios de sesión, pagos y tu dirección: siempre se envían",
    },
    markets: {
      forex: "Forex",
      commodities: "Materias primas",
      crypto: "Cripto",
      indices: "Índices",
      stocks: "Acciones",
    },
    channels: {
      push: "Push",
      email: "Correo",
      telegram: "Telegram",
    },
    cell: "{{channel}}: {{name}}",
    alwaysSent: "{{channel}}: {{name}} (siempre se envía)",
    quiet: "Horas de silencio",
    quietDescription:
      "Solo los cierres, incluidos los stops tocados, llegan por push, correo o Telegram; el resto llega en un resumen cuando terminan.",
    from: "Desde",
    until: "Hasta",
    zone: "Zona horaria",
    zoneHint: "Las horas de silencio y todas las fechas de la app la siguen. Este navegador está en {{zone}}.",
    heads: "Huellas del historial por correo",
    headsDescription:
      "La huella del historial cada vez que se publica una. Guarda estos correos: con ellos cualquiera puede comprobar después que no se editó ninguna operación publicada.",
    weekly: "Resumen semanal por correo",
    weeklyDescription:
      "Cada lunes por la mañana: las señales y resultados de la semana pasada, y los de tu propia cartera. Siempre está en la app, en Resúmenes semanales.",
    save: "Guardar preferencias",
  },
  delivery: {
    title: "No podemos enviarte correos",
    bounce: "Los mensajes a esta dirección rebotaron: {{email}}.",
    complaint: "Un mensaje a esta dirección se marcó como spam: {{email}}.",
    rejected: "Su servidor de correo rechaza nuestros mensajes: {{email}}.",
    explain:
      "Hasta que se solucione solo le enviamos mensajes de inicio de sesión y seguridad, así que no te llegan recibos, recordatorios ni señales. Cambia la dirección abajo, o arregla el buzón y confírmalo con un enlace nuevo.",
    send: "Enviar un enlace de confirmación",
  },
  email: {
    title: "Correo electrónico",
    verified: "Verificado",
    notVerified: "Sin verificar",
    pending_one:
      "Pendiente de confirmar: {{email}}. Abre el enlace que enviamos a esa dirección en menos de {{count}} hora para empezar a usarla.",
    pending_many:
      "Pendiente de confirmar: {{email}}. Abre el enlace que enviamos a esa dirección en menos de {{count}} de horas para empezar a usarla.",
    pending_other:
      "Pendiente de confirmar: {{email}}. Abre el enlace que enviamos a esa dirección en menos de {{count}} horas para empezar a usarla.",
    new: "Nuevo correo",
    change: "Cambiar el correo",
    failed: "No se pudo cambiar el correo",
  },
  password: {
    title: "Cambiar la contraseña",
    description: "Al cambiarla se cierra tu sesión en todos los demás dispositivos.",
    current: "Contraseña actual",
    new: "Nueva contraseña",
    yours: "Tu contraseña",
    change: "Cambiar la contraseña",
    failed: "No se pudo cambiar la contraseña",
  },
  devices: {
    title: "Dispositivos con sesión iniciada",
    description: "¿Ves un dispositivo que no reconoces? Cierra su sesión y cambia tu contraseña.",
    loadFailed: "No se pudieron cargar tus dispositivos.",
    unknown: "Navegador desconocido",
    current: "Este dispositivo",
    lastUsed: "último uso: {{date}}",
    signOut: "Cerrar sesión",
    signOutNamed: "Cerrar la sesión de {{device}}, último uso: {{date}}",
    signOutOthers: "Cerrar sesión en los demás dispositivos",
  },
  export: {
    download: "Descargar mis datos",
    description:
      "Una copia de lo que guardamos sobre ti: perfil, acceso, pagos, posiciones seguidas, dispositivos y notificaciones, en un archivo JSON. Está disponible durante 24 horas.",
    ready: "Lista el {{date}}. Disponible hasta el {{until}}.",
    csv: "Pagos en CSV",
    loadFailed: "No se pudieron cargar tus exportaciones de datos.",
    preparing: "Preparando… Tarda unos segundos; puedes salir de esta página.",
    prepare: "Preparar mis datos",
    prepareNew: "Preparar una copia nueva",
  },
  delete: {
    title: "Eliminar mi cuenta",
    description:
      "Al eliminar tu cuenta se cancela en el acto cualquier suscripción activa, se cierra tu sesión en todas partes y se borran tus datos. Los registros de pago se conservan por contabilidad, sin tu nombre ni tu correo. No se puede deshacer.",
    trigger: "Eliminar mi cuenta…",
    dialogTitle: "¿Eliminar tu cuenta?",
    dialogDescription:
      "Tu suscripción termina ahora sin más cobros, y se borran tu perfil, tus seguimientos, dispositivos y notificaciones. Si quieres una copia, descarga antes tus datos.",
    keep: "Mantener mi cuenta",
    failed: "No se pudo eliminar tu cuenta",
    done: "Tu cuenta ha sido eliminada.",
    adminsCannot:
      "Los administradores no pueden eliminar su propia cuenta. Otro administrador puede hacerlo cuando sea la cuenta de un miembro.",
  },
} satisfies Catalogue;
