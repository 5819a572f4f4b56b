/*
 * A trade event's words as catalogue keys (docs/decisions/0037-languages.md): the key of its sentence in the
 * `positions` catalogue and what fills it, made once from the event (`tradeEventWords` in trade-messages.ts) and
 * worded in each reader's language: the feed, the toasts, pushes, Telegram messages, emails and room posts. No zod
 * here, so that a public page says them too (docs/decisions/0018-lean-public-entry.md); their stored form is read
 * with trade-event-words-schema.ts.
 */

/**
 * What a trade event says, as a key of the `positions` catalogue ("positions:tradeEvent.targetHit") and its values:
 * instrument names, prices and results, written the same in every language (Latin digits); `texts` fill placeholders
 * with a text of the catalogue themselves, the direction ("positions:badge.long"). In the feed, the live events and
 * the position's history beside the English `message`.
 */
export interface TradeEventWords {
  key: string;
  values: Record<string, string | number>;
  texts?: Record<string, string>;
}

/** A text by its whole key in the reader's language: the web's `t`, or the server's `serverTranslator`. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The event's sentence in the language of `t`: "EUR/USD TP1 alcanzado en 1.08500 (+0.59%, 50% cerrado)". */
export function sayTradeEvent(t: Translate, words: TradeEventWords): string {
  const texts = Object.fromEntries(Object.entries(words.texts ?? {}).map(([name, key]) => [name, t(key)]));
  return t(words.key, { ...words.values, ...texts });
}
