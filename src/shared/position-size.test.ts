import { describe, expect, it } from "vitest";
import {
  COMMODITY_LOTS,
  FOREX_LOT_UNITS,
  SIZING_MESSAGES,
  forexCurrencies,
  needsQuoteRate,
  pipSize,
  positionSize,
  quotePerUsdOf,
  formatSizeNumber,
  sizingFormSchema,
  typedNumber,
  type SizingInput,
} from "./position-size.js";

const account = { accountSize: 10_000, riskPercent: 1 };
const sizeOf = (input: Omit<SizingInput, "accountSize" | "riskPercent"> & Partial<SizingInput>) =>
  positionSize({ ...account, ...input });

describe("forex", () => {
  it("sizes a dollar-quoted pair in lots from the stop in pips", () => {
    // $100 at risk over 50 pips: $2 a pip, 0.2 lot (a standard lot moves $10 a pip).
    expect(sizeOf({ assetClass: "forex", asset: "EUR/USD", entry: 1.085, stop: 1.08 })).toEqual({
      ok: true,
      riskAmount: 100,
      size: 0.2,
      sizeUnit: "lots",
      units: 20_000,
      unitName: "EUR",
      lossAtStop: expect.closeTo(100, 6),
      stopDistance: expect.closeTo(50, 6),
      stopDistanceUnit: "pips",
    });
  });

  it("converts through the pair's own price when the dollar is the base, with yen pips", () => {
    // 50 pips of USD/JPY at 150: each unit loses 0.5 JPY = $0.00333; $100 buys 30,000 units, 0.3 lot.
    const sized = sizeOf({ assetClass: "forex", asset: "USDJPY", entry: 150, stop: 150.5 });
    expect(sized).toMatchObject({ ok: true, size: 0.3, units: 30_000, unitName: "USD", stopDistanceUnit: "pips" });
    if (sized.ok) {
      expect(sized.stopDistance).toBeCloseTo(50, 6);
      expect(sized.lossAtStop).toBeCloseTo(100, 6);
    }
  });

  it("asks for the rate of a cross, then uses it", () => {
    const cross = { assetClass: "forex" as const, asset: "EUR/GBP", entry: 0.86, stop: 0.855 };
    expect(sizeOf(cross)).toEqual({ ok: false, reason: "needs-rate" });
    expect(sizeOf({ ...cross, quotePerUsd: 0 })).toEqual({ ok: false, reason: "needs-rate" });
    // 50 pips cost 0.005 GBP a unit, $0.00625 at 0.8 GBP a dollar: $100 buys 16,000 units, 0.16 lot.
    expect(sizeOf({ ...cross, quotePerUsd: 0.8 })).toMatchObject({ ok: true, size: 0.16, units: 16_000 });
  });

  it("rounds down to a hundredth of a lot, never past the chosen risk", () => {
    // 30 pips: $3.333 a pip would be 0.3333 lot; 0.33 is ordered and loses $99.
    const sized = sizeOf({ assetClass: "forex", asset: "EUR/USD", entry: 1.1, stop: 1.097 });
    expect(sized).toMatchObject({ ok: true, size: 0.33, units: 33_000 });
    if (sized.ok) expect(sized.lossAtStop).toBeCloseTo(99, 6);
  });

  it("knows pips, currencies and when a rate is needed", () => {
    expect(pipSize("EUR/USD")).toBe(0.0001);
    expect(pipSize("gbpjpy")).toBe(0.01);
    expect(forexCurrencies("eur/usd")).toEqual({ base: "EUR", quote: "USD" });
    expect(forexCurrencies("EURUSDT")).toBeNull();
    expect(forexCurrencies("EUR")).toBeNull();
    expect(quotePerUsdOf("EUR/USD", 1.08)).toBe(1);
    expect(quotePerUsdOf("USD/CHF", 0.9)).toBe(0.9);
    expect(quotePerUsdOf("EUR/CHF", 0.95)).toBeNull();
    expect(quotePerUsdOf("EUR/CHF", 0.95, 0.9)).toBe(0.9);
    expect(quotePerUsdOf("EUR/CHF", 0.95, null)).toBeNull();
    expect(quotePerUsdOf("EUR/CHF", 0.95, -1)).toBeNull();
    expect(needsQuoteRate("forex", "EUR/CHF")).toBe(true);
    expect(needsQuoteRate("forex", "USD/CHF")).toBe(false);
    expect(needsQuoteRate("stocks", "EUR/CHF")).toBe(false);
  });

  it("uses a standard lot of 100,000 units", () => {
    expect(FOREX_LOT_UNITS).toBe(100_000);
  });
});

describe("other asset classes", () => {
  it("sizes gold in lots of 100 oz", () => {
    // $100 over a $10 stop: 10 oz, 0.1 lot.
    expect(sizeOf({ assetClass: "commodities", asset: "XAU/USD", entry: 2350, stop: 2340 })).toMatchObject({
      ok: true,
      size: 0.1,
      sizeUnit: "lots",
      units: 10,
      unitName: "oz",
      stopDistanceUnit: "price",
    });
    expect(COMMODITY_LOTS.gold.units).toBe(100);
  });

  it("sizes oil in lots of 1,000 barrels, and a commodity it does not know in units", () => {
    expect(sizeOf({ assetClass: "commodities", asset: "WTI", entry: 80, stop: 79 })).toMatchObject({
      size: 0.1,
      units: 100,
      unitName: "barrels",
    });
    expect(sizeOf({ assetClass: "commodities", asset: "COCOA", entry: 80, stop: 79 })).toMatchObject({
      ok: true,
      size: 100,
      sizeUnit: "units",
      units: null,
    });
  });

  it("sizes crypto in coins to four significant digits, rounded down", () => {
    // $100 over a $1,500 stop: 0.0666… BTC, ordered as 0.06666.
    const sized = sizeOf({ assetClass: "crypto", asset: "BTC", entry: 61_500, stop: 60_000 });
    expect(sized).toMatchObject({ ok: true, size: 0.06666, sizeUnit: "units", units: null });
    if (sized.ok) expect(sized.lossAtStop).toBeLessThanOrEqual(100);
  });

  it("sizes an index in dollars per point and a stock in whole shares", () => {
    expect(sizeOf({ assetClass: "indices", asset: "US500", entry: 5000, stop: 4960 })).toMatchObject({
      size: 2.5,
      sizeUnit: "USD per point",
    });
    expect(sizeOf({ assetClass: "stocks", asset: "AAPL", entry: 190, stop: 187 })).toMatchObject({
      size: 33,
      sizeUnit: "shares",
      lossAtStop: 99,
    });
    // Exactly at a whole share, it is not rounded down a share.
    expect(sizeOf({ assetClass: "stocks", asset: "AAPL", entry: 190, stop: 189.9 })).toMatchObject({ size: 1000 });
  });

  it("works on a short as on a long: the distance counts, not its side", () => {
    const long = sizeOf({ assetClass: "stocks", asset: "MSFT", entry: 400, stop: 390 });
    const short = sizeOf({ assetClass: "stocks", asset: "MSFT", entry: 390, stop: 400 });
    expect(short).toEqual(long);
  });
});

describe("refusals", () => {
  const stock = { assetClass: "stocks" as const, asset: "AAPL", entry: 190, stop: 187 };

  it("needs a stop", () => {
    expect(sizeOf({ ...stock, stop: Number.NaN })).toEqual({ ok: false, reason: "no-stop" });
    expect(sizeOf({ ...stock, stop: Number.POSITIVE_INFINITY })).toEqual({ ok: false, reason: "no-stop" });
  });

  it("says a stop at the entry (break-even) risks nothing, rather than that there is no stop", () => {
    expect(sizeOf({ ...stock, stop: 190 })).toEqual({ ok: false, reason: "stop-at-entry" });
    expect(sizeOf({ assetClass: "forex", asset: "EUR/USD", entry: 1.085, stop: 1.085 })).toEqual({
      ok: false,
      reason: "stop-at-entry",
    });
    expect(SIZING_MESSAGES["stop-at-entry"]).toBe(
      "The stop is at the entry (break-even): the trade risks nothing to the stop, so no size can be worked out from your risk.",
    );
  });

  it("needs an account above 0 and up to a trillion", () => {
    for (const accountSize of [0, -1, Number.NaN, 1e12 + 1]) {
      expect(sizeOf({ ...stock, accountSize })).toEqual({ ok: false, reason: "bad-account" });
    }
    expect(sizeOf({ ...stock, accountSize: 1e12 })).toMatchObject({ ok: true });
  });

  it("needs a risk between 0.01 % and 100 %", () => {
    for (const riskPercent of [0, 0.009, 100.01, Number.NaN]) {
      expect(sizeOf({ ...stock, riskPercent })).toEqual({ ok: false, reason: "bad-risk" });
    }
    expect(sizeOf({ ...stock, riskPercent: 0.01, accountSize: 1e6 })).toMatchObject({ ok: true, size: 33 });
    expect(sizeOf({ ...stock, riskPercent: 100 })).toMatchObject({ ok: true, size: 3333 });
  });

  it("says when the risk buys less than the smallest size", () => {
    expect(sizeOf({ ...stock, accountSize: 100 })).toEqual({ ok: false, reason: "too-small" });
    expect(sizeOf({ assetClass: "forex", asset: "EUR/USD", entry: 1.1, stop: 1.0, accountSize: 100 })).toEqual({
      ok: false,
      reason: "too-small",
    });
    expect(SIZING_MESSAGES["too-small"]).toMatch(/smallest size/);
  });
});

describe("the calculator's boxes", () => {
  it("read numbers as people type them", () => {
    expect(typedNumber("10,000")).toBe(10_000);
    expect(typedNumber(" 1.5 ")).toBe(1.5);
    expect(typedNumber("1 000_000")).toBe(1_000_000);
    expect(typedNumber("")).toBeNaN();
    expect(typedNumber("abc")).toBeNaN();
  });

  it("show a size's number to its unit's precision", () => {
    expect(formatSizeNumber(0.2, "lots")).toBe("0.20");
    expect(formatSizeNumber(1, "lots")).toBe("1.00");
    expect(formatSizeNumber(33, "shares")).toBe("33");
    expect(formatSizeNumber(1234.5, "shares")).toBe("1,235");
    expect(formatSizeNumber(0.06666, "units")).toBe("0.06666");
    expect(formatSizeNumber(2.5, "USD per point")).toBe("2.50");
  });

  it("write a size's number as the reader's language does, in Latin digits in Arabic too", () => {
    expect(formatSizeNumber(0.25, "lots", "es")).toBe("0,25");
    expect(formatSizeNumber(1, "lots", "ru")).toBe("1,00");
    expect(formatSizeNumber(0.25, "lots", "ar")).toBe("0.25");
    expect(formatSizeNumber(1234.5, "shares", "pt-BR")).toBe("1.235");
    expect(formatSizeNumber(0.06666, "units", "tr")).toBe("0,06666");
    expect(formatSizeNumber(0.2, "lots")).toBe("0.20");
  });
});

describe("what every size loses at the stop", () => {
  it.each([
    ["commodities", "XAG/USD", 30, 29.5, { size: 0.04, units: 200, unitName: "oz", lossAtStop: 100 }],
    ["commodities", "BRENT", 85, 84, { size: 0.1, units: 100, unitName: "barrels", lossAtStop: 100 }],
    ["commodities", "NATGAS", 3, 2.9, { size: 0.1, units: 1000, unitName: "MMBtu", lossAtStop: 100 }],
    ["commodities", "COPPER", 4.5, 4.4, { size: 0.04, units: 1000, unitName: "lb", lossAtStop: 100 }],
    ["commodities", "COCOA", 80, 78, { size: 50, sizeUnit: "units", units: null, lossAtStop: 100 }],
    ["crypto", "ETH", 3000, 2900, { size: 1, sizeUnit: "units", lossAtStop: 100 }],
    ["indices", "DAX", 18_000, 17_950, { size: 2, sizeUnit: "USD per point", lossAtStop: 100 }],
    ["stocks", "NVDA", 120, 118, { size: 50, sizeUnit: "shares", lossAtStop: 100 }],
  ] as const)("%s %s", (assetClass, asset, entry, stop, expected) => {
    const sized = sizeOf({ assetClass, asset, entry, stop });
    expect(sized).toMatchObject({ ok: true, riskAmount: 100, stopDistanceUnit: "price" });
    if (!sized.ok) return;
    const { lossAtStop, ...rest } = expected;
    expect(sized).toMatchObject(rest);
    expect(sized.lossAtStop).toBeCloseTo(lossAtStop, 6);
    expect(sized.stopDistance).toBeCloseTo(Math.abs(entry - stop), 9);
  });

  it("names the units of a forex symbol it cannot split into two currencies", () => {
    expect(sizeOf({ assetClass: "forex", asset: "EUR/USD X1", entry: 1.1, stop: 1.09 })).toMatchObject({
      ok: true,
      unitName: "units",
    });
  });

  it("has a message for every refusal", () => {
    expect(SIZING_MESSAGES).toEqual({
      "no-stop": expect.stringContaining("no stop loss"),
      "stop-at-entry": expect.stringContaining("risks nothing"),
      "bad-account": expect.stringContaining("account size"),
      "bad-risk": expect.stringContaining("between 0.01 and 100"),
      "needs-rate": expect.stringContaining("1 USD buys"),
      "too-small": expect.stringContaining("smallest size"),
    });
  });

  it("keeps the boxes short", () => {
    expect(
      sizingFormSchema.safeParse({
        accountSize: "1".repeat(20),
        riskPercent: "1".repeat(10),
        quotePerUsd: "1".repeat(20),
      }).success,
    ).toBe(true);
    expect(sizingFormSchema.safeParse({ accountSize: "1".repeat(21), riskPercent: "1", quotePerUsd: "" }).success).toBe(
      false,
    );
    expect(sizingFormSchema.safeParse({ accountSize: "1", riskPercent: "1".repeat(11), quotePerUsd: "" }).success).toBe(
      false,
    );
    expect(
      sizingFormSchema.safeParse({ accountSize: "1", riskPercent: "1", quotePerUsd: "1".repeat(21) }).success,
    ).toBe(false);
  });

  it("writes a size of 1 to its unit's precision", () => {
    expect(formatSizeNumber(1, "USD per point")).toBe("1.00");
    expect(formatSizeNumber(1, "units")).toBe("1");
  });
});
