import type { AssetClass } from "./positions.js";

/** Commodities by the names and tickers providers use for them (gold, oil, silver). */
const COMMODITIES: Record<string, string> = {
  GOLD: "TVC:GOLD",
  XAU: "TVC:GOLD",
  XAUUSD: "TVC:GOLD",
  SILVER: "TVC:SILVER",
  XAG: "TVC:SILVER",
  XAGUSD: "TVC:SILVER",
  OIL: "TVC:USOIL",
  USOIL: "TVC:USOIL",
  WTI: "TVC:USOIL",
  CRUDE: "TVC:USOIL",
  CRUDEOIL: "TVC:USOIL",
  BRENT: "TVC:UKOIL",
  UKOIL: "TVC:UKOIL",
  NATGAS: "TVC:NATURALGAS",
  NATURALGAS: "TVC:NATURALGAS",
  COPPER: "COMEX:HG1!",
};

/** docs/product.md#markets: index names and CFD aliases to TradingView's index symbols. */
const INDICES: Record<string, string> = {
  SPX: "SP:SPX",
  SP500: "SP:SPX",
  US500: "SP:SPX",
  NDX: "NASDAQ:NDX",
  NAS100: "NASDAQ:NDX",
  US100: "NASDAQ:NDX",
  NASDAQ100: "NASDAQ:NDX",
  DJI: "DJ:DJI",
  DOW: "DJ:DJI",
  US30: "DJ:DJI",
  DAX: "XETR:DAX",
  GER40: "XETR:DAX",
  DE40: "XETR:DAX",
  FTSE: "TVC:UKX",
  UK100: "TVC:UKX",
  NIKKEI: "TVC:NI225",
  JP225: "TVC:NI225",
};

/** "eur/usd", "BTC-USD", " xau usd " -> "EURUSD", "BTCUSD", "XAUUSD". */
function compact(asset: string): string {
  return asset.toUpperCase().replace(/[^A-Z0-9.!]/g, "");
}

/** Crypto trades against USDT on Binance: BTC, BTCUSD and BTC/USDT all become BINANCE:BTCUSDT. */
function cryptoPair(symbol: string): string {
  if (symbol.endsWith("USDT")) return symbol;
  if (symbol.endsWith("USD")) return `${symbol.slice(0, -3)}USDT`;
  return `${symbol}USDT`;
}

/**
 * Symbol mapping for the TradingView widget. An asset already written as EXCHANGE:SYMBOL is taken
 * as the provider meant it.
 */
export function tradingViewSymbol(asset: string, assetClass: AssetClass): string {
  const trimmed = asset.trim();
  if (/^[A-Za-z0-9_]+:[^\s:]+$/.test(trimmed)) return trimmed.toUpperCase();
  const symbol = compact(trimmed);
  switch (assetClass) {
    case "forex":
      return `FX:${symbol}`;
    case "crypto":
      return `BINANCE:${cryptoPair(symbol)}`;
    case "commodities":
      return COMMODITIES[symbol] ?? `TVC:${symbol}`;
    case "indices":
      return INDICES[symbol] ?? `TVC:${symbol}`;
    case "stocks":
      return `NASDAQ:${symbol}`;
  }
}
