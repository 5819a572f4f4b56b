import type { Catalogue } from "../../translate.js";

/** The member's own things around the signals: the portfolio, the market insights, the plan and the weekly summaries. */
export default {
  insights: {
    all: "Todas as análises",
    edited: "editado em {{time}}",
    empty: "Ainda não há análises. As notas de mercado do analista aparecem aqui.",
    loadFailed: "Não foi possível carregar as análises de mercado.",
    proOnly: "Só Pro",
    title: "Análises de mercado",
    upgrade: "Mude para o Pro",
    upgradeText: "As análises de mercado do analista, com gráficos, fazem parte do Pro. Mude para o Pro para lê-las.",
    withChart: "Com gráfico",
  },
  summary: {
    cardLabel: "Seu resumo semanal",
    headline_one: "{{result}} em {{count}} sinal fechado, {{wins}} vencedores",
    headline_many: "{{result}} em {{count}} sinais fechados, {{wins}} vencedores",
    headline_other: "{{result}} em {{count}} sinais fechados, {{wins}} vencedores",
    noneClosed: "Nenhum sinal fechado",
    read: "Ler seu resumo",
    weekOf: "Semana de {{date}}",
  },
} satisfies Catalogue;
