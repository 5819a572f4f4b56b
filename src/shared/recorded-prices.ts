import type { Position } from "./positions.js";
import type { TradeEventEntry } from "./trade-lifecycle.js";

export interface PricePoint {
  /** Unix seconds, strictly ascending. */
  time: number;
  value: number;
}

const toSeconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

/**
 * docs/product.md#charts: the prices the position's life recorded, from its events (docs/product.md#lifecycle): the
 * entry when it opened, each target hit and partial close, and the exit (as corrected); an open position's current
 * price last, when it was updated. Several prices within one second keep the last.
 */
export function recordedPrices(
  position: Pick<Position, "entryPrice" | "currentPrice" | "status" | "updatedAt">,
  events: readonly Pick<TradeEventEntry, "type" | "at" | "seq">[],
): PricePoint[] {
  const points = new Map<number, number>();
  let exitAt: number | null = null;
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    const time = toSeconds(event.at);
    const price = pricedAt(event as TradeEventEntry, position.entryPrice);
    if (price === null) continue;
    if (event.type === "close_corrected" && exitAt !== null) points.set(exitAt, price);
    else points.set(time, price);
    if (event.type === "closed" || (event.type === "target_hit" && position.status === "closed")) exitAt = time;
  }
  if (position.status === "active" && position.currentPrice !== null && points.size > 0) {
    points.set(Math.max(toSeconds(position.updatedAt), ...points.keys()), position.currentPrice);
  }
  return [...points.entries()].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
}

function pricedAt(event: TradeEventEntry, entryPrice: number): number | null {
  switch (event.type) {
    case "opened":
      return entryPrice;
    case "target_hit":
    case "partial_close":
    case "closed":
      return event.price;
    case "close_corrected":
      return event.to;
    default:
      return null;
  }
}
