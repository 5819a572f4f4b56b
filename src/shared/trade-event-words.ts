import { formatPnl, formatPriceTo, formatR } from "./format.js";
import type { Language } from "./i18n/languages.js";

/*
 * A trade event's words as catalogue keys (docs/decisions/0037-languages.md): the key of its sentence in the
 * `positions` catalogue and what fills it, made once from the event (`tradeEventWords` in trade-messages.ts) and
 * worded in each reader's language: the feed, the toasts, pushes, Telegram messages, emails and room posts. No zod
 * here, so that a public page says them too (docs/decisions/0018-lean-public-entry.md); their stored form is read
 * with trade-event-words-schema.ts.
 */

/**
 * A number of an event's words, kept a number so that each reader's language writes it (format.ts: Intl in the
 * language, Latin digits): a price at the precision of its instrument, a move in percent with its sign, a trade's
 * result in percent and, when it had an initial stop, in R.
 */
export type TradeNumber =
  | { kind: "price"; value: number; decimals: number }
  | { kind: "pnl"; value: number }
  | { kind: "result"; percent: number; r: number | null };

/**
 * What a trade event says, as a key of the `positions` catalogue ("positions:tradeEvent.targetHit") and its values:
 * instrument names and the admin's words as written, a target's number and a share, and the prices and results as
 * `TradeNumber`s (words stored before these were have them as English text, said as it is); `texts` fill
 * placeholders with a text of the catalogue themselves, the direction ("positions:badge.long"). In the feed, the live
 * events and the position's history beside the English `message`.
 */
export interface TradeEventWords {
  key: string;
  values: Record<string, string | number | TradeNumber>;
  texts?: Record<string, string>;
}

/** A text by its whole key in the reader's language: the web's `t`, or the server's `serverTranslator`. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A number of the words in `language`: "1,08500", "+0,59 %", "+1,20 %, +1,8R" in Spanish. */
export function sayTradeNumber(number: TradeNumber, language: Language): string {
  switch (number.kind) {
    case "price":
      return formatPriceTo(number.value, number.decimals, language);
    case "pnl":
      return formatPnl(number.value, language);
    case "result": {
      const percent = formatPnl(number.percent, language);
      return number.r === null ? percent : `${percent}, ${formatR(number.r, language)}`;
    }
  }
}

/**
 * The event's sentence in `language`, the language of `t`: "EUR/USD: TP1 alcanzado en 1,08500 (+0,59 %, 50%
 * cerrado)".
 */
export function sayTradeEvent(t: Translate, language: Language, words: TradeEventWords): string {
  const values = Object.fromEntries(
    Object.entries(words.values).map(([name, value]) => [
      name,
      typeof value === "object" ? sayTradeNumber(value, language) : value,
    ]),
  );
  const texts = Object.fromEntries(Object.entries(words.texts ?? {}).map(([name, key]) => [name, t(key)]));
  return t(words.key, { ...values, ...texts });
}
