import type { Catalogue } from "../../translate.js";

/** The member's own things around the signals: the portfolio, the market insights, the plan and the weekly summaries. */
export default {
  insights: {
    all: "All insights",
    edited: "edited {{time}}",
    empty: "No insights yet. The analyst's market notes appear here.",
    loadFailed: "Could not load the market insights.",
    proOnly: "Pro only",
    title: "Market insights",
    upgrade: "Upgrade to Pro",
    upgradeText: "The analyst's market insights, with their charts, are part of Pro. Upgrade to read them.",
    withChart: "With chart",
  },
  summary: {
    cardLabel: "Your weekly summary",
    headline_one: "{{result}} across {{count}} closed signal, {{wins}} won",
    headline_other: "{{result}} across {{count}} closed signals, {{wins}} won",
    noneClosed: "No signal closed",
    read: "Read your summary",
    weekOf: "Week of {{date}}",
  },
} satisfies Catalogue;
