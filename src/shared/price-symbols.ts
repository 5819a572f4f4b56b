import {
  commodityNamed,
  compactName,
  cryptoUsdtPair,
  indexNamed,
  type Commodity,
  type StockIndex,
} from "./market-names.js";
import type { AssetClass } from "./positions.js";

/** The live price providers (docs/prices.md), each with its own names for markets. */
export const PRICE_PROVIDERS = ["binance", "finnhub"] as const;
export type PriceProvider = (typeof PRICE_PROVIDERS)[number];

/** Finnhub streams OANDA's quotes for metals, energy and index CFDs, listed among its forex symbols. */
const FINNHUB_COMMODITIES: Record<Commodity, string> = {
  gold: "OANDA:XAU_USD",
  silver: "OANDA:XAG_USD",
  wti: "OANDA:WTICO_USD",
  brent: "OANDA:BCO_USD",
  "natural-gas": "OANDA:NATGAS_USD",
  copper: "OANDA:XCU_USD",
};

const FINNHUB_INDICES: Record<StockIndex, string> = {
  sp500: "OANDA:SPX500_USD",
  nasdaq100: "OANDA:NAS100_USD",
  dow: "OANDA:US30_USD",
  dax: "OANDA:DE30_EUR",
  ftse: "OANDA:UK100_GBP",
  nikkei: "OANDA:JP225_USD",
};

const CURRENCY_PAIR = /^[A-Z]{6}$/;
const CRYPTO_NAME = /^[A-Z0-9]{2,20}$/;
const STOCK_TICKER = /^[A-Z][A-Z0-9.]{0,9}$/;

interface NamedAsset {
  /** The exchange an admin wrote before a colon (`BINANCE:ETHBTC`), upper case, or "". */
  exchange: string;
  symbol: string;
}

function named(asset: string): NamedAsset {
  const trimmed = asset.trim();
  const colon = trimmed.indexOf(":");
  if (colon < 0) return { exchange: "", symbol: compactName(trimmed) };
  return { exchange: trimmed.slice(0, colon).trim().toUpperCase(), symbol: compactName(trimmed.slice(colon + 1)) };
}

/** Binance spot symbol (`BTCUSDT`): crypto only, quoted in USDT unless written as `BINANCE:<pair>`. */
export function binanceSymbol(asset: string, assetClass: AssetClass): string | null {
  if (assetClass !== "crypto") return null;
  const { exchange, symbol } = named(asset);
  if (!CRYPTO_NAME.test(symbol)) return null;
  return exchange === "BINANCE" ? symbol : cryptoUsdtPair(symbol);
}

/**
 * Finnhub symbol: OANDA's for forex, metals, energy and indices (`OANDA:EUR_USD`), the US ticker for stocks
 * (`AAPL`), Binance's pair for crypto (`BINANCE:BTCUSDT`).
 */
export function finnhubSymbol(asset: string, assetClass: AssetClass): string | null {
  const { symbol } = named(asset);
  switch (assetClass) {
    case "forex":
      return CURRENCY_PAIR.test(symbol) ? `OANDA:${symbol.slice(0, 3)}_${symbol.slice(3)}` : null;
    case "commodities": {
      const commodity = commodityNamed(symbol);
      return commodity ? FINNHUB_COMMODITIES[commodity] : null;
    }
    case "indices": {
      const index = indexNamed(symbol);
      return index ? FINNHUB_INDICES[index] : null;
    }
    case "stocks":
      return STOCK_TICKER.test(symbol) ? symbol : null;
    case "crypto": {
      const pair = binanceSymbol(asset, assetClass);
      return pair ? `BINANCE:${pair}` : null;
    }
  }
}

/** The provider's symbol for an instrument, or null when the provider does not cover it. */
export function providerSymbol(provider: PriceProvider, asset: string, assetClass: AssetClass): string | null {
  return provider === "binance" ? binanceSymbol(asset, assetClass) : finnhubSymbol(asset, assetClass);
}
