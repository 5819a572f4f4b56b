import type { Catalogue } from "../../translate.js";

/** The member's own things around the signals: the portfolio, the market insights, the plan and the weekly summaries. */
export default {
  insights: {
    all: "Все обзоры",
    edited: "изменено {{time}}",
    empty: "Обзоров пока нет. Здесь появятся заметки аналитика о рынке.",
    loadFailed: "Не удалось загрузить обзоры рынка.",
    proOnly: "Только Pro",
    title: "Обзоры рынка",
    upgrade: "Перейти на Pro",
    upgradeText: "Обзоры рынка от аналитика с графиками входят в Pro. Перейдите на Pro, чтобы их читать.",
    withChart: "С графиком",
  },
  summary: {
    cardLabel: "Ваш недельный отчёт",
    headline_one: "{{result}} по {{count}} закрытому сигналу, прибыльных: {{wins}}",
    headline_few: "{{result}} по {{count}} закрытым сигналам, прибыльных: {{wins}}",
    headline_many: "{{result}} по {{count}} закрытым сигналам, прибыльных: {{wins}}",
    headline_other: "{{result}} по {{count}} закрытого сигнала, прибыльных: {{wins}}",
    noneClosed: "Ни один сигнал не закрыт",
    read: "Открыть отчёт",
    weekOf: "Неделя с {{date}}",
  },
} satisfies Catalogue;
