/**
 * docs/product.md#live-prices: the quotes members receive live, at most one message a second, and how a card turns a
 * quote into its current price and floating result.
 */
import { z } from "zod";
import { ASSET_CLASSES, type Position } from "./positions.js";
import { partResults, roundResult } from "./trade-results.js";

/** The most price messages a member receives in a second: every changed instrument rides in one. */
export const PRICE_MESSAGE_INTERVAL_MS = 1000;

export const liveQuoteSchema = z.object({
  asset: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  bid: z.number().nullable(),
  ask: z.number().nullable(),
  last: z.number().nullable(),
  /** The market's time of the quote, ISO-8601. */
  at: z.string(),
});
export type LiveQuote = z.infer<typeof liveQuoteSchema>;

export const pricesMessageSchema = z.object({
  type: z.literal("prices"),
  data: z.object({ quotes: z.array(liveQuoteSchema) }),
});
export type PricesMessage = z.infer<typeof pricesMessageSchema>;

type Priced = Pick<Position, "asset" | "assetClass" | "direction">;

/** The price a position would close at now: a long at the bid, a short at the ask, else the last trade. */
export function markPrice(position: Priced, quote: LiveQuote): number | null {
  if (quote.asset !== position.asset || quote.assetClass !== position.assetClass) return null;
  return (position.direction === "long" ? quote.bid : quote.ask) ?? quote.last;
}

/**
 * docs/product.md#results: the open share's result if it closed at `price`, in percent of the whole position (2
 * decimals) and R (2 decimals; null without an initial stop). Null while nothing is open or no price is known.
 */
export function floatingResults(
  position: Pick<
    Position,
    "asset" | "assetClass" | "direction" | "entryPrice" | "initialStopLoss" | "openShare" | "status"
  >,
  price: number | null,
): { percent: number; r: number | null } | null {
  if (price === null || position.status !== "active" || position.openShare <= 0) return null;
  const part = partResults(position, { share: position.openShare, price });
  return { percent: roundResult(part.percent, 2), r: part.r === null ? null : roundResult(part.r, 2) };
}
