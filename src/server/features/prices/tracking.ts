import type { Config } from "../../config.js";
import type { Logger } from "../../lib/logger.js";
import type { PositionsDeps } from "../positions/position-changes.js";
import { createPriceSource } from "./create-price-source.js";
import { createPriceTracker, type PriceTracker } from "./price-tracker.js";
import type { QuoteChannel } from "./quote-channel.js";
import { ReplaySource } from "./sources/replay-source.js";

/** The tracker PRICE_FEED asks for, or null with `manual` (docs/prices.md). */
export function createTracker(args: {
  config: Config;
  positions: PositionsDeps;
  quotes: QuoteChannel;
  log: Logger;
  onPaused(asset: string, since: string): Promise<void>;
}): PriceTracker | null {
  const source = createPriceSource(args.config.prices.feed, {
    clock: args.positions.clock,
    log: args.log,
    providers: args.config.priceProviders,
  });
  if (!source) return null;
  const tracker = createPriceTracker({
    positions: args.positions,
    source,
    quietAfterMs: args.config.prices.quietAfterMs,
    log: args.log,
    onQuotes: (batch) => args.quotes.publish(batch),
    onPaused: args.onPaused,
    pump: source instanceof ReplaySource ? () => source.pump() : undefined,
  });
  args.quotes.takeFrom(() => tracker.takeQuotes());
  return tracker;
}
