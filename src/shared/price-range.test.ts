import { describe, expect, it } from "vitest";
import {
  allFinite,
  finiteOrNull,
  instrumentPriceMin,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_RANGE_MESSAGES,
  priceRangeIssue,
} from "./price-range.js";
import { positionInputSchema } from "./positions.js";
import { tradeEventInputSchema } from "./trade-lifecycle.js";

const eurUsd = { assetClass: "forex", asset: "EUR/USD" } as const;

describe("instrumentPriceMin", () => {
  it("is one unit of the last decimal the instrument is shown with", () => {
    expect(instrumentPriceMin(eurUsd)).toBe(0.00001);
    expect(instrumentPriceMin({ assetClass: "forex", asset: "USD/JPY" })).toBe(0.001);
    expect(instrumentPriceMin({ assetClass: "commodities", asset: "XAG/USD" })).toBe(0.001);
    expect(instrumentPriceMin({ assetClass: "commodities", asset: "XAU/USD" })).toBe(0.01);
    expect(instrumentPriceMin({ assetClass: "stocks", asset: "AAPL" })).toBe(0.01);
    expect(instrumentPriceMin({ assetClass: "indices", asset: "SPX" })).toBe(0.01);
  });

  it("is a satoshi for a crypto, shown by significant digits however small", () => {
    expect(PRICE_MIN).toBe(1e-8);
    expect(instrumentPriceMin({ assetClass: "crypto", asset: "SHIB" })).toBe(1e-8);
  });
});

describe("priceRangeIssue", () => {
  it("accepts the bounds themselves and what lies between", () => {
    expect(priceRangeIssue(0.00001, eurUsd)).toBeNull();
    expect(priceRangeIssue(1.0724, eurUsd)).toBeNull();
    expect(priceRangeIssue(PRICE_MAX, eurUsd)).toBeNull();
  });

  it("names the instrument's smallest price below it, and refuses one past the largest", () => {
    expect(priceRangeIssue(0.000009, eurUsd)).toBe("A price of this instrument is at least 0.00001");
    expect(priceRangeIssue(1e-320, { assetClass: "crypto", asset: "BTC" })).toBe(
      "A price of this instrument is at least 0.00000001",
    );
    expect(priceRangeIssue(0.009, { assetClass: "stocks", asset: "AAPL" })).toBe(
      "A price of this instrument is at least 0.01",
    );
    expect(priceRangeIssue(PRICE_MAX * 1.000001, eurUsd)).toBe(PRICE_RANGE_MESSAGES.tooLarge);
    expect(PRICE_RANGE_MESSAGES.tooLarge).toBe("Price is too large");
  });
});

describe("finite figures", () => {
  it("reads a figure that is not finite as unknown", () => {
    expect(finiteOrNull(0.93)).toBe(0.93);
    expect(finiteOrNull(0)).toBe(0);
    expect(finiteOrNull(null)).toBeNull();
    expect(finiteOrNull(Infinity)).toBeNull();
    expect(finiteOrNull(-Infinity)).toBeNull();
    expect(finiteOrNull(Number.NaN)).toBeNull();
  });

  it("holds figures finite only when every known one is", () => {
    expect(allFinite([])).toBe(true);
    expect(allFinite([1, null, -2.5])).toBe(true);
    expect(allFinite([1, Infinity])).toBe(false);
    expect(allFinite([Number.NaN, 1])).toBe(false);
  });
});

describe("the price schemas", () => {
  const plan = { asset: "EUR/USD", assetClass: "forex", direction: "long", entryPrice: 1.0724, status: "active" };
  const issues = (input: object) =>
    positionInputSchema
      .safeParse({ ...plan, ...input })
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("refuse every plan price below the instrument's smallest, each under its field", () => {
    const low = "A price of this instrument is at least 0.00001";
    expect(issues({})).toBeUndefined();
    expect(issues({ entryPrice: 0.000001, entryZoneLow: 0.0000005, entryZoneHigh: 0.000002 })).toEqual(
      expect.arrayContaining([
        ["entryPrice", low],
        ["entryZoneLow", low],
        ["entryZoneHigh", low],
      ]),
    );
    expect(issues({ currentPrice: 0.000001 })).toEqual([["currentPrice", low]]);
    expect(issues({ stopLoss: 0.000001 })).toEqual([["stopLoss", low]]);
    expect(issues({ status: "closed", exitPrice: 0.000001 })).toEqual([["exitPrice", low]]);
    expect(issues({ targetPrice: 1.08, targets: undefined })).toBeUndefined();
    expect(
      issues({ entryPrice: 0.00002, stopLoss: 0.00001, targets: [{ price: 0.00003, share: 100 }] }),
    ).toBeUndefined();
    expect(issues({ direction: "short", targets: [{ price: 0.000001, share: 100 }] })).toEqual([["targets", low]]);
  });

  it("refuse a price below any instrument's smallest before the instrument is known", () => {
    const message = tradeEventInputSchema.safeParse({ type: "closed", reason: "manual", price: 1e-320 }).error
      ?.issues[0]?.message;
    expect(message).toBe("A price of this instrument is at least 0.00000001");
    expect(tradeEventInputSchema.safeParse({ type: "closed", reason: "manual", price: 1e-8 }).success).toBe(true);
    expect(
      positionInputSchema.safeParse({ ...plan, assetClass: "crypto", asset: "SHIB", entryPrice: 1e-8 }).success,
    ).toBe(true);
  });
});
