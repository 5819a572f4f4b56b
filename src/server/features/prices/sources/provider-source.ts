import type { PriceProvider } from "../../../../shared/price-symbols.js";
import { requirePriceProviders, type PriceProvidersConfig } from "../../../config.js";
import type { Clock } from "../../../lib/clock.js";
import type { Logger } from "../../../lib/logger.js";
import type { PriceSource } from "../price-source.js";
import { createBinanceSource } from "./binance-source.js";
import { createCompositeSource } from "./composite-source.js";
import { createFinnhubSource } from "./finnhub-source.js";

export interface ProviderSourceDeps {
  clock: Clock;
  log: Logger;
}

function createProvider(provider: PriceProvider, config: PriceProvidersConfig, deps: ProviderSourceDeps): PriceSource {
  const log = deps.log.child({ priceProvider: provider });
  switch (provider) {
    case "binance":
      return createBinanceSource({ url: config.binance.url, clock: deps.clock, log });
    case "finnhub":
      requirePriceProviders([provider], config);
      return createFinnhubSource({ url: config.finnhub.url, apiKey: config.finnhub.apiKey ?? "", log });
  }
}

/**
 * The price source for a PRICE_FEED naming providers (`binance`, `finnhub`, `binance,finnhub`): one provider's
 * adapter, or several combined, each instrument going to the first that covers it. Throws a ConfigError naming the
 * variable when a provider cannot run as configured (finnhub without FINNHUB_API_KEY).
 */
export function createProviderSource(
  providers: readonly PriceProvider[],
  config: PriceProvidersConfig,
  deps: ProviderSourceDeps,
): PriceSource {
  requirePriceProviders(providers, config);
  const sources = providers.map((provider) => createProvider(provider, config, deps));
  const [only] = sources;
  return only && sources.length === 1 ? only : createCompositeSource(sources, deps.log);
}
