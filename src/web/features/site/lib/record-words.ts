import type { AssetClass, Direction } from "@shared/positions";

/** An asset class's name on the track record and the free feed, which load the `record` catalogue. */
export const ASSET_CLASS_WORDS: Record<AssetClass, string> = {
  forex: "record:assetClass.forex",
  commodities: "record:assetClass.commodities",
  crypto: "record:assetClass.crypto",
  indices: "record:assetClass.indices",
  stocks: "record:assetClass.stocks",
};

/** A signal's direction on the track record, as the position badges write it. */
export const DIRECTION_WORDS: Record<Direction, string> = {
  long: "record:direction.long",
  short: "record:direction.short",
};
