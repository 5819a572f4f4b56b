import type { LiveQuote } from "../../../shared/live-prices.js";

/**
 * The tracker's conflated quotes on their way to this instance's live connections. Each instance tracks prices
 * itself, so quotes never cross the event bus: a member hears them from the instance they are connected to, once.
 */
export interface QuoteChannel {
  publish(batch: QuoteBatch): void;
  subscribe(listener: (batch: QuoteBatch) => void): () => void;
  /**
   * The quotes changed since the tracker's last batch, taken now rather than at its next (null: none, or no
   * tracker): a member whose second is up gets the prices of that moment.
   */
  take(): QuoteBatch | null;
  /** How the tracker answers `take`. */
  takeFrom(take: () => QuoteBatch | null): void;
}

/**
 * The quotes changed since the last batch: all of them for early access; `released`, those of instruments a released
 * position holds, for everyone else, so a member without early access does not learn from the prices that an entry
 * was made (docs/product.md#early-access).
 */
export interface QuoteBatch {
  quotes: LiveQuote[];
  released: LiveQuote[];
}

export function createQuoteChannel(): QuoteChannel {
  const listeners = new Set<(batch: QuoteBatch) => void>();
  let taken: () => QuoteBatch | null = () => null;
  return {
    take: () => taken(),
    takeFrom(take) {
      taken = take;
    },
    publish(batch) {
      for (const listener of listeners) listener(batch);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
