import type { HistoryEntry, Position } from "./positions.js";

export interface PricePoint {
  /** Unix seconds, strictly ascending. */
  time: number;
  value: number;
}

const toSeconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

/**
 * docs/product.md#charts: the prices the provider recorded, read back from the position's history: the price when it
 * was published (current price, else entry), every current-price change, and the exit when it closed. Several
 * changes within one second keep the last.
 */
export function recordedPrices(position: Pick<Position, "entryPrice">, history: readonly HistoryEntry[]): PricePoint[] {
  const points = new Map<number, number>();
  const ordered = [...history].sort((a, b) => a.version - b.version);
  ordered.forEach((entry, index) => {
    const time = toSeconds(entry.at);
    const current = entry.changes.currentPrice?.after;
    const exit = entry.changes.exitPrice?.after;
    const entryPrice = entry.changes.entryPrice?.after;
    if (index === 0) {
      const first = typeof current === "number" ? current : typeof entryPrice === "number" ? entryPrice : null;
      points.set(time, first ?? position.entryPrice);
    } else if (typeof current === "number") points.set(time, current);
    if (entry.action === "closed" && typeof exit === "number") points.set(time, exit);
  });
  return [...points.entries()].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
}
