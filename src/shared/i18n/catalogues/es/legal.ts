import type { Catalogue } from "../../translate.js";

export default {
  eyebrow: "Legal",
  email: "Correo electrónico:",
  address: "Dirección: {{address}}",
  phone: "Teléfono: {{phone}}",
  updated: "Última actualización: {{date}}",
  translation:
    "Esta es una traducción para tu comodidad. Si difiere de la {{english}}, prevalece la versión en inglés.",
  englishVersion: "versión en inglés",
  terms: {
    title: "Términos del servicio",
    description:
      "Los términos que rigen la membresía de {{appName}}: planes, cobros, reembolsos, uso aceptable y riesgo.",
    intro:
      "Estos términos regulan el uso que haces de {{appName}} («nosotros»), el sitio web y la app con los que compartimos posiciones de trading con los miembros. Al crear una cuenta o comprar un plan los aceptas. Si no estás de acuerdo, no uses el servicio.",
    service: {
      heading: "1. El servicio",
      text: "{{appName}} publica las posiciones de un trader profesional, con niveles de entrada, objetivo y stop loss, nivel de riesgo y comentarios, y avisa a los miembros cuando se abre, modifica o cierra una posición. Para ver las posiciones hace falta un plan activo.",
    },
    advice: {
      heading: "2. No es asesoramiento de inversión",
      text: "Todo lo que publicamos es información general y formación sobre lo que hace un trader. No es asesoramiento de inversión, financiero, legal ni fiscal, y no tiene en cuenta tus objetivos, tu situación financiera ni tus necesidades. Solo tú decides si operar, qué y cuánto. {{risk}}, incluida la pérdida de más de lo que depositas con algunos productos. Los resultados pasados no garantizan resultados futuros.",
      risk: "Operar con forex, materias primas, cripto, índices y acciones conlleva un alto riesgo de pérdida",
    },
    eligibility: {
      heading: "3. Requisitos y tu cuenta",
      text: "Para usar {{appName}} debes tener al menos 18 años. Mantén tu contraseña en secreto y avísanos de inmediato si crees que otra persona ha usado tu cuenta. Cada cuenta es para una sola persona; no está permitido compartir el acceso ni volver a publicar las posiciones.",
    },
    plans: {
      heading: "4. Planes y pago",
      trial_one:
        "{{price}} en un único pago por {{count}} día de acceso completo. No se renueva ni se vuelve a cobrar; cuando termina ese {{count}} día, termina el acceso.",
      trial_many:
        "{{price}} en un único pago por {{count}} de días de acceso completo. No se renueva ni se vuelve a cobrar; cuando terminan esos {{count}} de días, termina el acceso.",
      trial_other:
        "{{price}} en un único pago por {{count}} días de acceso completo. No se renueva ni se vuelve a cobrar; cuando terminan esos {{count}} días, termina el acceso.",
      pro: "{{price}} al mes, cobrados al inicio de cada periodo mensual y renovados automáticamente hasta que canceles.",
      text: "Puedes pasar de {{trial}} a {{pro}} en cualquier momento; {{pro}} empieza de inmediato y sustituye a la prueba. Los pagos los procesa nuestro proveedor de pagos con tarjeta; no guardamos los datos de tu tarjeta. Los precios están en dólares estadounidenses y pueden incluir impuestos cuando corresponda.",
    },
    cancellation: {
      heading: "5. Cancelación",
      text: "Puedes cancelar {{pro}} en cualquier momento desde la configuración de tu cuenta, sin comisiones. Al cancelar se detienen las renovaciones futuras; conservas el acceso hasta el final del periodo que ya pagaste.",
    },
    guarantee: {
      heading: "6. Garantía de devolución",
      rule_one:
        "Si el servicio no es para ti, puedes recuperar íntegramente tu primer pago en un plazo de {{count}} día desde ese pago, siempre que sea tu único pago: pulsa «Reembolsar mi primer pago» en Garantía de devolución, dentro de la configuración de tu cuenta, y confirma con tu contraseña. Tu acceso termina en ese momento y no se te cobra nada más. La garantía se puede usar una vez por miembro; para cualquier pago posterior, escribe a soporte.",
      rule_many:
        "Si el servicio no es para ti, puedes recuperar íntegramente tu primer pago en un plazo de {{count}} de días desde ese pago, siempre que sea tu único pago: pulsa «Reembolsar mi primer pago» en Garantía de devolución, dentro de la configuración de tu cuenta, y confirma con tu contraseña. Tu acceso termina en ese momento y no se te cobra nada más. La garantía se puede usar una vez por miembro; para cualquier pago posterior, escribe a soporte.",
      rule_other:
        "Si el servicio no es para ti, puedes recuperar íntegramente tu primer pago en un plazo de {{count}} días desde ese pago, siempre que sea tu único pago: pulsa «Reembolsar mi primer pago» en Garantía de devolución, dentro de la configuración de tu cuenta, y confirma con tu contraseña. Tu acceso termina en ese momento y no se te cobra nada más. La garantía se puede usar una vez por miembro; para cualquier pago posterior, escribe a soporte.",
      text: "Escribe a {{email}} si algo salió mal. Los reembolsos se devuelven al medio de pago original.",
    },
    use: {
      heading: "7. Uso aceptable",
      text: "No copies, revendas ni redistribuyas públicamente las posiciones o los comentarios, no intentes acceder sin permiso a las cuentas de otros miembros ni a nuestros sistemas, y no uses el servicio infringiendo ninguna ley. Podemos suspender o cerrar las cuentas que lo hagan.",
    },
    property: {
      heading: "8. Propiedad intelectual",
      text: "El servicio, su contenido y su diseño pertenecen a {{appName}} o a sus licenciantes. Tu plan te da un derecho personal e intransferible a ver el contenido para tu propio uso mientras dure tu acceso.",
    },
    liability: {
      heading: "9. Responsabilidad",
      text: "Prestamos el servicio con cuidado, pero «tal cual»: las posiciones pueden retrasarse, cambiar o retirarse, y el servicio puede no estar disponible en ocasiones. En la medida en que la ley lo permita, no respondemos de pérdidas de trading ni de pérdidas indirectas o consecuentes, y nuestra responsabilidad total frente a ti se limita a lo que nos pagaste en los doce meses anteriores a la reclamación. Nada de estos términos limita los derechos que tienes como consumidor y que no pueden limitarse.",
    },
    changes: {
      heading: "10. Cambios en estos términos",
      text: "Podemos actualizar estos términos. Si hacemos un cambio importante, te lo diremos por correo o en la app antes de que entre en vigor; si sigues usando el servicio después, aceptas los nuevos términos.",
    },
    law: {
      heading: "11. Ley aplicable",
      text: "Estos términos se rigen por las leyes de {{jurisdiction}}, y sus tribunales son competentes para cualquier disputa, sin privarte de la protección de las normas imperativas de consumo del lugar donde vives.",
    },
    referrals: {
      heading: "12. Referidos y afiliados",
      attribution_one:
        "Un registro dentro de {{count}} día desde la primera visita a través del enlace de referido de un miembro cuenta para ese miembro: gana el primer enlace seguido, y uno posterior no lo sustituye.",
      attribution_many:
        "Un registro dentro de {{count}} de días desde la primera visita a través del enlace de referido de un miembro cuenta para ese miembro: gana el primer enlace seguido, y uno posterior no lo sustituye.",
      attribution_other:
        "Un registro dentro de los {{count}} días siguientes a la primera visita a través del enlace de referido de un miembro cuenta para ese miembro: gana el primer enlace seguido, y uno posterior no lo sustituye.",
      text: "Cada miembro tiene un enlace de referido. {{attribution}} Referirte a ti mismo (la misma cuenta, dirección o medio de pago) no cuenta. Los afiliados ganan la comisión que fija el proveedor sobre los pagos de los miembros que refieren; la comisión espera a que venza la garantía de devolución y se revierte si el pago se reembolsa o se impugna. {{responsibility}}",
      responsibility:
        "Los afiliados promocionan el servicio a cambio de una comisión. El proveedor responde de las promociones de sus afiliados: un afiliado debe mostrar el aviso que fija el proveedor y no debe prometer resultados ni hacer afirmaciones que el proveedor no haría.",
    },
    contact: {
      heading: "13. Contacto",
      text: "¿Tienes preguntas sobre estos términos? Escríbenos. Nuestra {{privacy}} explica cómo tratamos tus datos.",
      privacy: "Política de privacidad",
    },
  },
  privacy: {
    title: "Política de privacidad",
    description: "Qué datos personales recoge {{appName}}, por qué, con quién se comparten y qué derechos tienes.",
    intro:
      "Esta política explica qué datos personales recoge {{appName}} («nosotros») cuando usas nuestro sitio web y nuestra app, por qué los recogemos y qué opciones y derechos tienes. Solo recogemos lo que necesitamos para prestar el servicio.",
    collect: {
      heading: "1. Datos que recogemos",
      account: "{{name}}: tu nombre y apellidos, tu correo electrónico y una contraseña cifrada de forma segura.",
      accountName: "Datos de la cuenta",
      subscription:
        "{{name}}: tu plan, su estado y su vencimiento, y el registro de tus pagos y reembolsos. Los datos de la tarjeta los gestiona nuestro proveedor de pagos y nunca llegan a nuestros servidores.",
      subscriptionName: "Datos de la suscripción",
      usage:
        "{{name}}: qué posiciones ves o sigues, tu configuración de notificaciones y tu suscripción push, y datos técnicos como tu navegador, tu dispositivo y tu dirección IP, que se guardan en los registros del servidor.",
      usageName: "Datos de uso",
    },
    use: {
      heading: "2. Cómo los usamos",
      text: "Para crear y proteger tu cuenta, darte el acceso de tu plan, enviarte las notificaciones que pides, procesar pagos y reembolsos, responder a las consultas de soporte, evitar abusos y entender, de forma agregada, cómo se usa el servicio para mejorarlo. No vendemos tus datos personales ni los usamos para publicidad de terceros.",
    },
    bases: {
      heading: "3. Bases legales",
      text: "Tratamos tus datos para cumplir nuestro contrato contigo (tu cuenta y tu plan), para cumplir obligaciones legales (por ejemplo, el registro fiscal de los pagos) y por nuestro interés legítimo en mantener el servicio seguro y funcionando bien. Cuando nos basamos en tu consentimiento, como en las notificaciones push, puedes retirarlo en cualquier momento.",
    },
    cookies: {
      heading: "4. Cookies y almacenamiento local",
      text: "Usamos una única cookie esencial para mantener tu sesión iniciada, y el almacenamiento local de tu navegador para preferencias como haber descartado la invitación a instalar la app. No usamos cookies publicitarias ni de seguimiento entre sitios.",
    },
    sharing: {
      heading: "5. Con quién los compartimos",
      text: "Con proveedores que tratan datos por encargo nuestro bajo contrato: nuestro proveedor de pagos, nuestros proveedores de alojamiento y de correo, y los servicios push del fabricante de tu navegador, que entregan las notificaciones en tu dispositivo. Solo comunicamos datos a las autoridades cuando la ley lo exige.",
    },
    retention: {
      heading: "6. Cuánto tiempo los guardamos",
      text: "Los datos de la cuenta se guardan mientras exista tu cuenta. Los registros de pagos, el tiempo que exija la normativa fiscal y contable. Los registros del servidor, durante un periodo limitado por seguridad. Cuando eliminas tu cuenta, borramos o anonimizamos tus datos personales, salvo que la ley nos obligue a conservarlos.",
    },
    security: {
      heading: "7. Seguridad",
      text: "Las contraseñas solo se guardan como hashes unidireccionales robustos, las conexiones van cifradas y el acceso a los datos personales se limita a las personas que lo necesitan para prestar el servicio.",
    },
    rights: {
      heading: "8. Tus derechos",
      text_one:
        "Según dónde vivas, puedes tener derecho a acceder a tus datos, corregirlos, eliminarlos o exportarlos, a oponerte a su tratamiento o limitarlo, y a reclamar ante una autoridad de protección de datos. Escribe a {{email}} y te responderemos en un plazo de {{count}} día.",
      text_many:
        "Según dónde vivas, puedes tener derecho a acceder a tus datos, corregirlos, eliminarlos o exportarlos, a oponerte a su tratamiento o limitarlo, y a reclamar ante una autoridad de protección de datos. Escribe a {{email}} y te responderemos en un plazo de {{count}} de días.",
      text_other:
        "Según dónde vivas, puedes tener derecho a acceder a tus datos, corregirlos, eliminarlos o exportarlos, a oponerte a su tratamiento o limitarlo, y a reclamar ante una autoridad de protección de datos. Escribe a {{email}} y te responderemos en un plazo de {{count}} días.",
    },
    children: {
      heading: "9. Menores",
      text: "{{appName}} no está dirigido a menores de 18 años. No recogemos a sabiendas datos de menores de 18 años; si crees que un menor ha creado una cuenta, escríbenos y la eliminaremos.",
    },
    transfers: {
      heading: "10. Transferencias internacionales",
      text: "Nuestros proveedores pueden tratar datos fuera de tu país. Cuando lo hacen, nos aseguramos de que existan garantías adecuadas, como las cláusulas contractuales tipo. Esta política se rige por las leyes de {{jurisdiction}}.",
    },
    changes: {
      heading: "11. Cambios",
      text: "Publicaremos aquí cualquier cambio de esta política con una nueva fecha, y te avisaremos por correo o en la app cuando el cambio sea importante. Consulta también nuestros {{terms}}.",
      terms: "Términos del servicio",
    },
    contact: { heading: "12. Contacto" },
  },
} satisfies Catalogue;
