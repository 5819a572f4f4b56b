import type { LiveQuote } from "../../../shared/live-prices.js";

/**
 * The tracker's conflated quotes on their way to this instance's live connections. Each instance tracks prices
 * itself, so quotes never cross the event bus: a member hears them from the instance they are connected to, once.
 */
export interface QuoteChannel {
  publish(batch: QuoteBatch): void;
  subscribe(listener: (batch: QuoteBatch) => void): () => void;
}

/**
 * A second's quotes: all of them for early access; `released`, those of instruments a released position holds, for
 * everyone else, so a member without early access does not learn from the prices that an entry was made
 * (docs/product.md#early-access).
 */
export interface QuoteBatch {
  quotes: LiveQuote[];
  released: LiveQuote[];
}

export function createQuoteChannel(): QuoteChannel {
  const listeners = new Set<(batch: QuoteBatch) => void>();
  return {
    publish(batch) {
      for (const listener of listeners) listener(batch);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
