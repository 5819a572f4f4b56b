import { markPrice, type LiveQuote } from "@shared/live-prices";
import type { Position } from "@shared/positions";
import type { PositionEventType } from "@shared/ws-events";

/**
 * The positions list after a live event (a new position is prepended, an updated one replaces the
 * old, a removed one leaves). An event about a position the list lacks adds it: the member missed its start.
 */
export function applyPositionEvent(list: readonly Position[], type: PositionEventType, position: Position): Position[] {
  if (type === "position_removed") return list.filter((item) => item.id !== position.id);
  const index = list.findIndex((item) => item.id === position.id);
  if (index === -1) return [position, ...list];
  return list.map((item) => (item.id === position.id ? position : item));
}

/**
 * The positions list after a price message (docs/product.md#live-prices): each open position whose instrument moved
 * takes the price it would close at; the list is the same object when nothing changed.
 */
export function applyQuotes(list: Position[], quotes: readonly LiveQuote[]): Position[] {
  let changed = false;
  const next = list.map((position) => {
    if (position.status !== "active") return position;
    for (const quote of quotes) {
      const price = markPrice(position, quote);
      if (price !== null && price !== position.currentPrice) {
        changed = true;
        return { ...position, currentPrice: price };
      }
    }
    return position;
  });
  return changed ? next : list;
}
