import type { AssetClass, Direction } from "@shared/positions";

/** An asset class's name on the track record and the free feed, which load the `record` catalogue. */
export const ASSET_CLASS_WORDS: Record<AssetClass, string> = {
  forex: "details:assetClass.forex",
  commodities: "details:assetClass.commodities",
  crypto: "details:assetClass.crypto",
  indices: "details:assetClass.indices",
  stocks: "details:assetClass.stocks",
};

/** A signal's direction on the track record, as the position badges write it. */
export const DIRECTION_WORDS: Record<Direction, string> = {
  long: "details:direction.long",
  short: "details:direction.short",
};
