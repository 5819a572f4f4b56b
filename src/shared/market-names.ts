/**
 * The names admins give instruments, reduced to one market each, so every mapping to a provider's symbol
 * (TradingView's chart, the live price sources) reads the same aliases.
 */

export type Commodity = "gold" | "silver" | "wti" | "brent" | "natural-gas" | "copper";

/** Commodities by the names and tickers providers use for them (gold, oil, silver). */
const COMMODITY_NAMES: Record<string, Commodity> = {
  GOLD: "gold",
  XAU: "gold",
  XAUUSD: "gold",
  SILVER: "silver",
  XAG: "silver",
  XAGUSD: "silver",
  OIL: "wti",
  USOIL: "wti",
  WTI: "wti",
  CRUDE: "wti",
  CRUDEOIL: "wti",
  BRENT: "brent",
  UKOIL: "brent",
  NATGAS: "natural-gas",
  NATURALGAS: "natural-gas",
  COPPER: "copper",
};

export type StockIndex = "sp500" | "nasdaq100" | "dow" | "dax" | "ftse" | "nikkei";

/** docs/product.md#markets: index names and CFD aliases. */
const INDEX_NAMES: Record<string, StockIndex> = {
  SPX: "sp500",
  SP500: "sp500",
  US500: "sp500",
  NDX: "nasdaq100",
  NAS100: "nasdaq100",
  US100: "nasdaq100",
  NASDAQ100: "nasdaq100",
  DJI: "dow",
  DOW: "dow",
  US30: "dow",
  DAX: "dax",
  GER40: "dax",
  DE40: "dax",
  FTSE: "ftse",
  UK100: "ftse",
  NIKKEI: "nikkei",
  JP225: "nikkei",
};

/** "eur/usd", "BTC-USD", " xau usd " -> "EURUSD", "BTCUSD", "XAUUSD". */
export function compactName(asset: string): string {
  return asset.toUpperCase().replace(/[^A-Z0-9.!]/g, "");
}

/** The commodity a compacted name stands for, or undefined. */
export function commodityNamed(symbol: string): Commodity | undefined {
  return Object.hasOwn(COMMODITY_NAMES, symbol) ? COMMODITY_NAMES[symbol] : undefined;
}

/** The index a compacted name stands for, or undefined. */
export function indexNamed(symbol: string): StockIndex | undefined {
  return Object.hasOwn(INDEX_NAMES, symbol) ? INDEX_NAMES[symbol] : undefined;
}

/** Crypto trades against USDT on Binance: BTC, BTCUSD and BTCUSDT all become BTCUSDT. */
export function cryptoUsdtPair(symbol: string): string {
  if (symbol.endsWith("USDT")) return symbol;
  if (symbol.endsWith("USD")) return `${symbol.slice(0, -3)}USDT`;
  return `${symbol}USDT`;
}

/** Every market category the signals cover (each asset class), as the site names them in one line. */
export const MARKET_CATEGORIES = "Forex, commodities, crypto, indices and stocks";
