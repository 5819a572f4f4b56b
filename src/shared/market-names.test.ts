import { describe, expect, it } from "vitest";
import { MARKET_CATEGORIES } from "./market-names.js";
import { ASSET_CLASSES } from "./positions.js";

describe("MARKET_CATEGORIES", () => {
  it("names every asset class a signal can be in, stocks included", () => {
    for (const assetClass of ASSET_CLASSES) expect(MARKET_CATEGORIES.toLowerCase()).toContain(assetClass);
  });
});
