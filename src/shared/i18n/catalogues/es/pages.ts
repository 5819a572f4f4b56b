import type { Catalogue } from "../../translate.js";

/** Las páginas públicas más allá de la portada: las secciones inferiores de la página de inicio y los avisos de riesgo predefinidos. */
export default {
  landing: {
    howItWorks: {
      eyebrow: "Cómo funciona",
      title: "Mira cada operación en el momento en que ocurre",
      description:
        "Sin boletines con retraso ni recomendaciones vagas: las mismas posiciones que abre el trader, en un formato con el que puedes actuar.",
      realTime: {
        title: "Posiciones compartidas en tiempo real",
        text: "Cada operación se publica en cuanto se abre: instrumento, dirección, entrada, objetivo, stop loss y nivel de riesgo, junto con el razonamiento que hay detrás.",
      },
      notifications: {
        title: "Notificaciones al instante",
        text: "Una alerta push llega a tu móvil o a tu ordenador en el momento en que una posición se abre, cambia o se cierra, aunque tengas la app cerrada.",
      },
      tracking: {
        title: "Seguimiento de resultados",
        text: "Las posiciones cerradas quedan registradas con su resultado, para que juzgues el historial por ti mismo.",
      },
    },
    example: {
      label: "Posición de ejemplo: long en {{symbol}}",
      kind: "Posición de ejemplo",
      long: "Long",
      risk: "Riesgo moderado",
      entry: "Entrada",
      target: "Objetivo",
      stopLoss: "Stop loss",
      commentary:
        "Compro el retroceso hacia el soporte tras la ruptura. Stop por debajo del último mínimo; cierro la mitad en el objetivo.",
      caption: "Ejemplo solo ilustrativo. No es una señal en vivo ni asesoramiento de inversión.",
    },
    markets: {
      eyebrow: "Mercados",
      title: "Una sola suscripción, todos los grandes mercados",
      description: "Las posiciones se publican allí donde está la oportunidad, en cinco clases de activos.",
      examplesOf: "Ejemplos de {{market}}",
      forex: { name: "Forex", text: "Pares de divisas mayores y menores." },
      commodities: {
        name: "Materias primas",
        text: "Metales y energía.",
        gold: "Oro",
        silver: "Plata",
        oil: "Petróleo crudo",
      },
      crypto: { name: "Cripto", text: "Los activos digitales más líquidos." },
      indices: { name: "Índices", text: "Los principales índices bursátiles." },
      stocks: { name: "Acciones", text: "Grandes empresas cotizadas con mucha liquidez." },
    },
    testimonials: {
      rated: "Valoración: {{stars}} de {{max}}",
      eyebrow: "Testimonios",
      title: "Lo que dicen los miembros",
      description:
        "Ejemplos ilustrativos de lo que valoran los miembros, no citas de miembros reales ni resultados que hayan obtenido.",
      illustrative: "Ejemplo ilustrativo",
      daniel: {
        quote:
          "Trabajo a jornada completa, así que no puedo estar mirando gráficos todo el día. Las alertas me dicen exactamente qué se abrió y por qué, y a partir de ahí decido yo.",
        role: "Trader de forex a tiempo parcial",
      },
      aisha: {
        quote:
          "Cada posición viene con su stop loss y su nivel de riesgo. Solo eso ya cambió cómo dimensiono mis propias operaciones.",
        role: "Miembro, opera materias primas e índices",
      },
      tom: {
        quote:
          "Ver las operaciones cerradas con sus resultados, pérdidas incluidas, es lo que me convenció para quedarme después de la prueba.",
        role: "Miembro Pro",
      },
    },
    pricing: {
      eyebrow: "Precios",
      title: "Planes sencillos, sin sorpresas",
      description:
        "Empieza con un mes de acceso completo por un único pago, o pásate a Pro para tenerlo todo, mes a mes.",
      trialPeriod_one: "pago único · {{count}} día",
      trialPeriod_many: "pago único · {{count}} días",
      trialPeriod_other: "pago único · {{count}} días",
      perMonth: "al mes",
      upgrade: "Pásate a Pro",
      guarantee_one: "Garantía de devolución de {{count}} día en tu primer pago.",
      guarantee_many: "Garantía de devolución de {{count}} días en tu primer pago.",
      guarantee_other: "Garantía de devolución de {{count}} días en tu primer pago.",
      compare: "Comparar planes",
      record_one: "{{count}} señal cerrada, {{winRate}} ganadoras.",
      record_many: "{{count}} señales cerradas, {{winRate}} ganadoras.",
      record_other: "{{count}} señales cerradas, {{winRate}} ganadoras.",
      seeRecord: "Ver el historial completo y verificable",
      seeFree: "Ver señales pasadas gratis",
    },
    faq: {
      eyebrow: "Preguntas frecuentes",
      title: "Preguntas frecuentes",
      membership: {
        question: "¿Qué obtengo como miembro?",
        answer:
          "Cada posición que abre el trader, en el momento en que la abre: el instrumento, la dirección, la entrada, el objetivo, el stop loss, el nivel de riesgo y un breve comentario. También ves las actualizaciones mientras se gestionan las posiciones y el resultado cuando se cierran.",
      },
      speed: {
        question: "¿Con qué rapidez se comparten las posiciones?",
        answer:
          "Los miembros Pro ven una nueva posición en cuanto se publica; en los demás planes llega cuando termina el acceso anticipado de Pro (los planes indican cuánto dura, cuando está activo). Aparece en tu panel en vivo, y se envía una notificación push a cada dispositivo en el que hayas activado las alertas.",
      },
      markets: {
        question: "¿Qué mercados cubren?",
        answer:
          "Forex, materias primas, cripto, índices y acciones: pares de divisas principales como el EUR/USD, el oro y el petróleo, Bitcoin y Ethereum, índices de referencia como el S&P 500 y el DAX, y grandes empresas cotizadas.",
      },
      trial: {
        question: "¿Cómo funciona el Acceso de prueba de {{price}}?",
        answer_one:
          "Pagas {{price}} una sola vez y tienes acceso completo durante {{count}} día. No hay cobros automáticos: cuando termina, el acceso simplemente se acaba, salvo que elijas un plan.",
        answer_many:
          "Pagas {{price}} una sola vez y tienes acceso completo durante {{count}} días. No hay cobros automáticos: cuando terminan, el acceso simplemente se acaba, salvo que elijas un plan.",
        answer_other:
          "Pagas {{price}} una sola vez y tienes acceso completo durante {{count}} días. No hay cobros automáticos: cuando terminan, el acceso simplemente se acaba, salvo que elijas un plan.",
      },
      upgrade: {
        question: "¿Puedo pasar de la prueba a Pro?",
        answer:
          "Sí, cuando quieras. El plan Pro ({{price}} al mes) empieza en cuanto te cambias y sustituye a la prueba.",
      },
      cancel: {
        question: "¿Cómo cancelo el plan Pro?",
        answer:
          "Desde la configuración de tu cuenta, en cualquier momento y sin comisiones. Tu suscripción deja de renovarse y mantienes el acceso hasta el final del mes que ya has pagado.",
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
      advice: {
        question: "¿Esto es asesoramiento de inversión?",
        answer:
          "No. Las posiciones muestran lo que hace el trader y por qué, con fines informativos y educativos. No son recomendaciones personalizadas: tú decides qué operar y cuánto arriesgar, y operar puede hacerte perder dinero.",
      },
    },
  },
  about: {
    title: "Quiénes somos",
    description:
      "Quién está detrás de {{appName}}, qué hacemos y cómo compartimos posiciones de trading en vivo con los miembros.",
    eyebrow: "Sobre {{appName}}",
    heading: "Trading a la vista",
    lead: "Compartimos con los miembros las posiciones en vivo de un trader profesional, en el momento en que ocurren, con el razonamiento y el riesgo explicados.",
    story: {
      title: "Nuestra historia",
      first:
        "{{appName}} nació de una frustración sencilla: la mayoría de las «señales» de trading llegan tarde, vienen sin stop loss y desaparecen discretamente cuando salen mal. Nuestro trader principal llevaba años compartiendo posiciones por mensaje con un pequeño grupo de amigos, y siempre le pedían lo mismo: los niveles exactos, el motivo de la operación y un registro honesto de cómo terminó.",
      second:
        "Así que creamos el servicio que nosotros mismos queríamos usar. Cada posición se publica en el momento en que se abre, cada actualización y cada cierre quedan registrados, y los miembros reciben una alerta en el móvil en lugar de mirar un chat todo el día.",
    },
    whatWeDo: "Qué hacemos",
    values: {
      transparency: {
        title: "Transparencia total",
        text: "Cada posición se publica con su entrada, objetivo, stop loss y razonamiento, y queda registrada después de cerrarse, pérdidas incluidas.",
      },
      delivery: {
        title: "Entrega en tiempo real",
        text: "Las posiciones llegan a los miembros Pro en el momento en que se abren, y a los de Acceso de prueba tras el breve retraso que indica la página de planes, en el panel y como alerta push, no horas después en un boletín.",
      },
      risk: {
        title: "El riesgo primero",
        text: "Ninguna posición sale sin stop loss ni nivel de riesgo, para que siempre sepas qué está en juego antes de actuar.",
      },
      education: {
        title: "Formación incluida",
        text: "Un breve comentario explica el planteamiento de cada operación, para que aprendas el razonamiento en vez de copiar a ciegas.",
      },
      phone: {
        title: "Pensado para tu móvil",
        text: "Instala la app en tu pantalla de inicio y sigue los mercados desde cualquier lugar, con alertas que llegan aunque esté cerrada.",
      },
      results: {
        title: "Resultados que rinden cuentas",
        text: "Las posiciones cerradas conservan su resultado y su historial, así que el historial es algo que puedes comprobar, no algo que debas creer sin más.",
      },
    },
    team: {
      title: "El equipo",
      marcus: {
        role: "Trader principal",
        bio: "Opera forex, índices y materias primas, y publica cada posición que ves, con el razonamiento que hay detrás.",
      },
      elena: {
        role: "Análisis y riesgo",
        bio: "Revisa cada planteamiento antes de publicarlo y fija el nivel de riesgo y la colocación del stop que lo acompañan.",
      },
      sam: {
        role: "Atención a miembros",
        bio: "Responde a las preguntas de los miembros sobre el servicio, su plan y su cuenta, normalmente en un día hábil.",
      },
    },
    philosophy: {
      title: "Nuestra filosofía",
      text: "Operar bien consiste sobre todo en gestionar el riesgo, no en predecir el futuro. Preferimos perdernos un movimiento antes que abrir una posición sin un nivel de invalidación claro, y preferimos mostrar una operación perdedora antes que esconderla. Los miembros deben entender cada posición lo bastante bien como para decidir por sí mismos si les conviene.",
    },
    disclaimer: {
      title: "No es asesoramiento de inversión",
      text: "{{appName}} comparte las posiciones de un trader con fines informativos y educativos. Nada de lo que aparece en este sitio es asesoramiento de inversión ni una recomendación adaptada a tus circunstancias. Operar conlleva un riesgo alto de pérdida: opera solo con dinero que te puedas permitir perder y considera buscar asesoramiento financiero independiente.",
    },
  },
  riskWarning: {
    hypothetical: {
      title: "Resultados hipotéticos",
      text: "Los resultados hipotéticos o simulados tienen ciertas limitaciones. A diferencia de un historial de rendimiento real, los resultados simulados no representan operaciones reales. Como las operaciones no se han ejecutado, los resultados pueden haber compensado de más o de menos el efecto, si lo hubiera, de ciertos factores del mercado, como la falta de liquidez, el deslizamiento y las comisiones. Además, se calculan conociendo de antemano lo que ocurrió después. No se afirma que ninguna cuenta vaya a obtener, ni que probablemente obtenga, beneficios o pérdidas similares a los mostrados.",
    },
    uk: {
      long: "Operar con CFD, forex y criptomonedas conlleva un riesgo alto y podrías perder todo tu dinero. El apalancamiento hace que las pérdidas sean mayores y más rápidas, así que opera solo con dinero que te puedas permitir perder. Nuestras señales son información general, no asesoramiento personalizado: no tienen en cuenta tus circunstancias. Los rendimientos pasados no son un indicador fiable de resultados futuros.",
      short:
        "Riesgo alto: podrías perder todo tu dinero. Los rendimientos pasados no son un indicador fiable de resultados futuros.",
    },
    eu: {
      long: "Los CFD, el forex y los criptoactivos son instrumentos complejos y conllevan un riesgo elevado de perder dinero rápidamente debido al apalancamiento. Debes considerar si entiendes cómo funcionan y si puedes permitirte asumir el riesgo elevado de perder tu dinero. Los criptoactivos están en gran medida sin regular y podrías perder todo el dinero que inviertas. Las señales son información general que no tiene en cuenta tus circunstancias. Los rendimientos pasados no son un indicador fiable de resultados futuros.",
      short:
        "Riesgo elevado de perder dinero rápidamente debido al apalancamiento. Los rendimientos pasados no son un indicador fiable de resultados futuros.",
    },
    us: {
      long: "Operar con futuros, forex y criptoactivos implica un riesgo sustancial de pérdida y no es adecuado para todos los inversores. Podrías perder todo tu dinero y, con apalancamiento, más que tu depósito inicial; solo se debe operar con capital de riesgo. Las señales son información general y educativa, no asesoramiento de inversión personalizado. Los resultados pasados no son necesariamente indicativos de resultados futuros.",
      short:
        "Operar implica un riesgo sustancial de pérdida. Los resultados pasados no son necesariamente indicativos de resultados futuros.",
    },
  },
} satisfies Catalogue;
