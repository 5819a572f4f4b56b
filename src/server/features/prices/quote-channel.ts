import type { LiveQuote } from "../../../shared/live-prices.js";

/**
 * The tracker's conflated quotes on their way to this instance's live connections. Each instance tracks prices
 * itself, so quotes never cross the event bus: a member hears them from the instance they are connected to, once.
 */
export interface QuoteChannel {
  publish(quotes: LiveQuote[]): void;
  subscribe(listener: (quotes: LiveQuote[]) => void): () => void;
}

export function createQuoteChannel(): QuoteChannel {
  const listeners = new Set<(quotes: LiveQuote[]) => void>();
  return {
    publish(quotes) {
      for (const listener of listeners) listener(quotes);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
