import { describe, expect, it } from "vitest";
import { ASSET_CLASSES, assetClassName, defaultNewPositionStatus, positionInputSchema } from "./positions.js";

const valid = { asset: " EUR/USD ", assetClass: "forex", direction: "long", entryPrice: 1.0724, status: "active" };

describe("positionInputSchema", () => {
  it("trims the asset and leaves empty optional text absent", () => {
    const parsed = positionInputSchema.parse({ ...valid, commentary: "   " });
    expect(parsed).toEqual({
      asset: "EUR/USD",
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.0724,
      status: "active",
    });
    expect("commentary" in parsed && parsed.commentary !== undefined).toBe(false);
  });

  it("says what is wrong in the editor's words", () => {
    const messages = (body: unknown) => positionInputSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages({ ...valid, asset: "  " })).toEqual(["Asset is required"]);
    expect(messages({ ...valid, entryPrice: "1.2" })).toEqual(["Valid entry price is required"]);
    expect(messages({ ...valid, entryPrice: -1 })).toEqual(["Prices must be positive numbers"]);
    expect(messages({ ...valid, status: "closed", pnl: "x" })).toEqual([
      "P&L is worked out from the trade's events and cannot be typed",
    ]);
    expect(messages({ ...valid, exitPrice: 1.1 })).toEqual(["An exit price is only for a closed position"]);
  });

  it("refuses unknown fields and unknown enum values", () => {
    expect(positionInputSchema.safeParse({ ...valid, id: "x" }).success).toBe(false);
    expect(positionInputSchema.safeParse({ ...valid, assetClass: "bonds" }).success).toBe(false);
    expect(positionInputSchema.safeParse({ ...valid, assetClass: "indices", riskLevel: "extreme" }).success).toBe(
      false,
    );
  });
});

describe("defaultNewPositionStatus", () => {
  it("starts a new position as a draft unless auto-publish is on", () => {
    expect(defaultNewPositionStatus(false)).toBe("planning");
    expect(defaultNewPositionStatus(true)).toBe("active");
  });
});

describe("assetClassName", () => {
  it("names every asset class once, capitalised", () => {
    const names = ASSET_CLASSES.map(assetClassName);
    expect(names).toEqual(["Forex", "Commodities", "Crypto", "Indices", "Stocks"]);
  });
});
