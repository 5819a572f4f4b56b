import type { Position } from "@shared/positions";
import { countedTrade, type CountedTrade } from "@shared/track-record";
import type { TimedTradeEvent } from "@shared/trade-lifecycle";
import { usePositionHistory } from "@/features/positions/api/get-position-history";

/**
 * What a position counts as in the track record (docs/product.md#track-record), from its history by the record's own
 * rule (`countedTrade`); `then` adds an event not yet reported, to tell what it would count as. Undefined while the
 * history loads or when it failed; null when it does not count.
 */
export function useCountedTrade(position: Position, then?: TimedTradeEvent): CountedTrade | null | undefined {
  const history = usePositionHistory(position.id);
  if (!history.data) return undefined;
  const instrument = { asset: position.asset, assetClass: position.assetClass, direction: position.direction };
  const events: TimedTradeEvent[] = then ? [...history.data, then] : history.data;
  // A history without its opening (a draft's) counts as nothing.
  return events[0]?.type === "opened" ? countedTrade(instrument, events) : null;
}
