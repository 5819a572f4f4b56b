import type { TradeEventEntry } from "./trade-lifecycle.js";

export interface PricePoint {
  /** Unix seconds, strictly ascending. */
  time: number;
  value: number;
}

const toSeconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

/**
 * docs/product.md#charts: the prices the provider recorded, read back from the position's events: the entry when it
 * was published, then each price a part of it was closed at (a target hit, a partial close, the close; a corrected
 * exit replaces the close's). Several within one second keep the last.
 */
export function recordedPrices(events: readonly TradeEventEntry[]): PricePoint[] {
  const points = new Map<number, number>();
  let closedAt: number | null = null;
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    const time = toSeconds(event.at);
    if (event.type === "opened") points.set(time, event.plan.entryPrice);
    else if (event.type === "target_hit" || event.type === "partial_close") points.set(time, event.price);
    else if (event.type === "closed" && event.price !== null) {
      points.set(time, event.price);
      closedAt = time;
    } else if (event.type === "close_corrected" && closedAt !== null) points.set(closedAt, event.to);
  }
  return [...points.entries()].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
}
