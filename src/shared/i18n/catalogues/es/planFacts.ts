import type { Catalogue } from "../../translate.js";

/** Los planes comparados y las preguntas sobre ellos: se cargan cuando la página de planes ya responde. */
export default {
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
} satisfies Catalogue;
