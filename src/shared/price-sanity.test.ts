import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAR_FROM_ENTRY_PERCENT, farFromEntry, farPlanPrices } from "./price-sanity.js";

describe("farFromEntry", () => {
  it("finds a price more than 20% from the entry, either side", () => {
    expect(farFromEntry(1.085, [{ label: "TP1", price: 10.85 }])).toEqual([
      { label: "TP1", price: 10.85, percentFromEntry: expect.closeTo(900, 6) },
    ]);
    expect(farFromEntry(100, [{ label: "Stop loss", price: 79 }]).map((far) => far.label)).toEqual(["Stop loss"]);
  });

  it("lets a price up to exactly 20% away through", () => {
    expect(
      farFromEntry(100, [
        { label: "TP1", price: 120 },
        { label: "Stop loss", price: 80 },
      ]),
    ).toEqual([]);
    expect(farFromEntry(1.085, [{ label: "TP1", price: 1.1 }])).toEqual([]);
  });

  it("checks nothing without a real entry", () => {
    expect(farFromEntry(Number.NaN, [{ label: "TP1", price: 5 }])).toEqual([]);
    expect(farFromEntry(0, [{ label: "TP1", price: 5 }])).toEqual([]);
  });

  it("flags exactly the prices whose distance exceeds the limit", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.array(fc.double({ min: 0.0001, max: 1e7, noNaN: true }), { maxLength: 6 }),
        (entry, prices) => {
          const far = farFromEntry(
            entry,
            prices.map((price, index) => ({ label: `P${index}`, price })),
          );
          const expected = prices.filter((price) => Math.abs(price - entry) / entry > FAR_FROM_ENTRY_PERCENT / 100);
          expect(far.map((item) => item.price)).toEqual(expected);
          for (const item of far) expect(item.percentFromEntry).toBeGreaterThan(FAR_FROM_ENTRY_PERCENT);
        },
      ),
    );
  });
});

describe("farPlanPrices", () => {
  it("names the zone, the stop and each target as the editors do", () => {
    const far = farPlanPrices({
      entryPrice: 1.085,
      entryZoneLow: 0.108,
      entryZoneHigh: 1.09,
      stopLoss: 1.078,
      targets: [{ price: 1.1 }, { price: 11.2 }],
    });
    expect(far.map((item) => item.label)).toEqual(["Entry zone low", "TP2"]);
  });

  it("finds nothing in a sensible plan", () => {
    expect(farPlanPrices({ entryPrice: 1.085, stopLoss: 1.078, targets: [{ price: 1.09 }, { price: 1.1 }] })).toEqual(
      [],
    );
  });
});
