import { describe, expect, it } from "vitest";
import { floatingResults, markPrice, type LiveQuote } from "./live-prices.js";

const quote: LiveQuote = { asset: "EUR/USD", assetClass: "forex", bid: 1.085, ask: 1.0852, last: null, at: "t" };
const long = {
  asset: "EUR/USD",
  assetClass: "forex",
  direction: "long",
  entryPrice: 1.08,
  initialStopLoss: 1.075,
  openShare: 50,
  status: "active",
} as const;

describe("live prices", () => {
  it("values a long at the bid, a short at the ask, the last trade without a quote, and another instrument not at all", () => {
    expect(markPrice(long, quote)).toBe(1.085);
    expect(markPrice({ ...long, direction: "short" }, quote)).toBe(1.0852);
    expect(markPrice(long, { ...quote, bid: null, last: 1.0849 })).toBe(1.0849);
    expect(markPrice({ ...long, asset: "GBP/USD" }, quote)).toBeNull();
  });

  it("gives the open share's floating result in percent of the position and R", () => {
    // Half the position open, 50 pips up with 50 pips of risk: +0.23% of the whole and +0.5R.
    expect(floatingResults(long, 1.085)).toEqual({ percent: 0.23, r: 0.5 });
    expect(floatingResults({ ...long, direction: "short", openShare: 100 }, 1.085)).toEqual({ percent: -0.46, r: -1 });
    expect(floatingResults({ ...long, initialStopLoss: null }, 1.085)?.r).toBeNull();
    expect(floatingResults({ ...long, status: "closed" }, 1.085)).toBeNull();
    expect(floatingResults(long, null)).toBeNull();
  });
});
