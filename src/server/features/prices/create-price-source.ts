import type { PriceFeed, PriceProvidersConfig } from "../../config.js";
import type { Clock } from "../../lib/clock.js";
import type { Logger } from "../../lib/logger.js";
import type { PriceSource } from "./price-source.js";
import { createProviderSource } from "./sources/provider-source.js";
import { ReplaySource } from "./sources/replay-source.js";

/** How often a replay looks at the clock: ticks are due by the clock, this only bounds how late they are heard. */
const REPLAY_POLL_MS = 10;

/**
 * The source PRICE_FEED names, or null for `manual` (no feed: nothing is tracked, admins type prices). Each provider's
 * adapter (features/prices/sources/) is plugged in here under its PRICE_FEED name.
 */
export function createPriceSource(
  feed: PriceFeed,
  deps: { clock: Clock; log: Logger; providers: PriceProvidersConfig },
): PriceSource | null {
  switch (feed.source) {
    case "manual":
      return null;
    case "replay":
      return ReplaySource.fromFile(feed.file, { clock: deps.clock, speed: feed.speed, pollMs: REPLAY_POLL_MS });
    case "providers":
      return createProviderSource(feed.providers, deps.providers, deps);
  }
}
