import { formatPrice } from "../../../shared/format.js";
import type { Position } from "../../../shared/positions.js";
import type { TradeEventData } from "../../../shared/trade-lifecycle.js";
import { describeTradeEvent, tradeEventWords } from "../../../shared/trade-messages.js";
import type { TradeInstrument, TradeState } from "../../../shared/trade-state.js";
import type { PositionEvent, PositionEventType } from "../../../shared/ws-events.js";

/** The live event type a trade event is announced as: a new position, a finished one, or any other change. */
function liveTypeOf(event: TradeEventData, after: TradeState): PositionEventType {
  if (event.type === "opened") return "position_added";
  const finishes =
    event.type === "closed" ||
    event.type === "cancelled" ||
    event.type === "voided" ||
    (event.type === "target_hit" && after.status === "closed");
  return finishes ? "position_status_changed" : "position_updated";
}

/**
 * The one announcement of a trade event (docs/product.md#lifecycle), in its own words; drafts have no events, so
 * they announce nothing (docs/product.md#drafts).
 */
export function announceTradeEvent(
  instrument: TradeInstrument,
  event: TradeEventData,
  after: TradeState,
  position: Position,
  timestamp: string,
): PositionEvent {
  return {
    type: liveTypeOf(event, after),
    data: {
      message: describeTradeEvent(instrument, event, after),
      words: tradeEventWords(instrument, event, after),
      timestamp,
      position,
      change: event.type,
    },
  };
}

/** A new current price: the card changes live, and no feed item or push is made (docs/product.md#lifecycle). */
export function announcePrice(position: Position, timestamp: string): PositionEvent {
  const message = `${position.asset} now at ${formatPrice(position.currentPrice, position)}`;
  return { type: "position_price_changed", data: { message, timestamp, position } };
}
