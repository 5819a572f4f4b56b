import { formatCount, formatDrawdown, formatR, formatRate, formatRatio } from "./format.js";
import { DEFAULT_LANGUAGE, type Language } from "./i18n/languages.js";
import type { TrackRecordFigures } from "./track-record.js";

/**
 * A figure as shown: its words, its formatted value, the sign that colours it (null: never coloured), and what it
 * rests on where that matters to read it.
 */
export interface HeadlineFigure {
  label: string;
  value: string;
  sign: number | null;
  note?: string;
}

/**
 * The record's headline figures as the page, the embeddable widget and the badge show them: trades, win rate,
 * expectancy in R, profit factor and max drawdown, in that order, their values written as `language` writes numbers
 * (the page's; the widget and the badge are English). The labels and the note are the widget's and the badge's
 * English; the page words them from its catalogue. Apart from the record's schemas, so the public track record page
 * does not load zod (docs/decisions/0018-lean-public-entry.md).
 */
export function headlineFigures(f: TrackRecordFigures, language: Language = DEFAULT_LANGUAGE): HeadlineFigure[] {
  return [
    { label: "Trades", value: formatCount(f.trades, language), sign: null },
    { label: "Win rate", value: formatRate(f.trades === 0 ? null : f.winRate, language), sign: null },
    {
      label: "Expectancy",
      value: formatR(f.expectancyR, language),
      sign: f.expectancyR,
      note: `over ${f.expectancyTrades} ${f.expectancyTrades === 1 ? "trade" : "trades"} with a stop`,
    },
    { label: "Profit factor", value: formatRatio(f.profitFactor, language), sign: null },
    { label: "Max drawdown", value: formatDrawdown(f.maxDrawdown, language), sign: null },
  ];
}
