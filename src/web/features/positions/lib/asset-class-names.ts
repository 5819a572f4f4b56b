import type { AssetClass } from "@shared/positions";

const NAMES: Record<AssetClass, string> = {
  forex: "Forex",
  commodities: "Commodities",
  crypto: "Crypto",
  indices: "Indices",
  stocks: "Stocks",
};

export const assetClassName = (assetClass: AssetClass): string => NAMES[assetClass];
