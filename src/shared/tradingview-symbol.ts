import {
  commodityNamed,
  compactName,
  cryptoUsdtPair,
  indexNamed,
  type Commodity,
  type StockIndex,
} from "./market-names.js";
import type { AssetClass } from "./positions.js";

const TRADINGVIEW_COMMODITIES: Record<Commodity, string> = {
  gold: "TVC:GOLD",
  silver: "TVC:SILVER",
  wti: "TVC:USOIL",
  brent: "TVC:UKOIL",
  "natural-gas": "TVC:NATURALGAS",
  copper: "COMEX:HG1!",
};

const TRADINGVIEW_INDICES: Record<StockIndex, string> = {
  sp500: "SP:SPX",
  nasdaq100: "NASDAQ:NDX",
  dow: "DJ:DJI",
  dax: "XETR:DAX",
  ftse: "TVC:UKX",
  nikkei: "TVC:NI225",
};

/**
 * Symbol mapping for the TradingView widget. An asset already written as EXCHANGE:SYMBOL is taken
 * as the provider meant it.
 */
export function tradingViewSymbol(asset: string, assetClass: AssetClass): string {
  const trimmed = asset.trim();
  if (/^[A-Za-z0-9_]+:[^\s:]+$/.test(trimmed)) return trimmed.toUpperCase();
  const symbol = compactName(trimmed);
  switch (assetClass) {
    case "forex":
      return `FX:${symbol}`;
    case "crypto":
      return `BINANCE:${cryptoUsdtPair(symbol)}`;
    case "commodities": {
      const commodity = commodityNamed(symbol);
      return commodity ? TRADINGVIEW_COMMODITIES[commodity] : `TVC:${symbol}`;
    }
    case "indices": {
      const index = indexNamed(symbol);
      return index ? TRADINGVIEW_INDICES[index] : `TVC:${symbol}`;
    }
    case "stocks":
      return `NASDAQ:${symbol}`;
  }
}
