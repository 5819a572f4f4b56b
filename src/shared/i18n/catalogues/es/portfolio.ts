import type { Catalogue } from "../../translate.js";

/** The member's own things around the signals: the portfolio, the market insights, the plan and the weekly summaries. */
export default {
  insights: {
    all: "Todos los análisis",
    edited: "editado el {{time}}",
    empty: "Aún no hay análisis. Aquí aparecerán las notas de mercado del analista.",
    loadFailed: "No se pudieron cargar los análisis de mercado.",
    proOnly: "Solo Pro",
    title: "Análisis de mercado",
    upgrade: "Pásate a Pro",
    upgradeText: "Los análisis de mercado del analista, con sus gráficos, son parte de Pro. Pásate a Pro para leerlos.",
    withChart: "Con gráfico",
  },
  summary: {
    cardLabel: "Tu resumen semanal",
    headline_one: "{{result}} en {{count}} señal cerrada, {{wins}} ganadoras",
    headline_many: "{{result}} en {{count}} señales cerradas, {{wins}} ganadoras",
    headline_other: "{{result}} en {{count}} señales cerradas, {{wins}} ganadoras",
    noneClosed: "No se cerró ninguna señal",
    read: "Leer tu resumen",
    weekOf: "Semana del {{date}}",
  },
} satisfies Catalogue;
