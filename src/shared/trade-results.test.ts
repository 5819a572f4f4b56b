import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Instrument } from "./format.js";
import { averageExit, partResults, pipSize, realizedResults, roundResult, type ResultBasis } from "./trade-results.js";

const EURUSD: Instrument = { assetClass: "forex", asset: "EUR/USD" };
const USDJPY: Instrument = { assetClass: "forex", asset: "USDJPY" };
const XAUUSD: Instrument = { assetClass: "commodities", asset: "XAUUSD" };
const XAGUSD: Instrument = { assetClass: "commodities", asset: "XAG/USD" };
const US500: Instrument = { assetClass: "indices", asset: "US500" };
const BTCUSDT: Instrument = { assetClass: "crypto", asset: "BTC/USDT" };
const AAPL: Instrument = { assetClass: "stocks", asset: "AAPL" };

describe("pipSize", () => {
  it("follows the pip table: 0.0001 for pairs, 0.01 for JPY pairs, 0.1 gold, 0.01 silver, none elsewhere", () => {
    expect(pipSize(EURUSD)).toBe(0.0001);
    expect(pipSize(USDJPY)).toBe(0.01);
    expect(pipSize({ assetClass: "forex", asset: "gbpjpy" })).toBe(0.01);
    expect(pipSize(XAUUSD)).toBe(0.1);
    expect(pipSize({ assetClass: "commodities", asset: "Gold" })).toBe(0.1);
    expect(pipSize(XAGUSD)).toBe(0.01);
    expect(pipSize({ assetClass: "commodities", asset: "silver" })).toBe(0.01);
    expect(pipSize({ assetClass: "commodities", asset: "WTI" })).toBeNull();
    expect(pipSize(US500)).toBeNull();
    expect(pipSize(BTCUSDT)).toBeNull();
    expect(pipSize(AAPL)).toBeNull();
    // A stock whose symbol happens to read like a metal or a yen pair has no pips.
    expect(pipSize({ assetClass: "stocks", asset: "XAUJPY" })).toBeNull();
    expect(pipSize({ assetClass: "crypto", asset: "JPYC" })).toBeNull();
  });
});

describe("realizedResults, per instrument", () => {
  const golden: [string, ResultBasis, number, { percent: number; pips: number | null; r: number | null }][] = [
    [
      "EURUSD long to +50 pips",
      { ...EURUSD, direction: "long", entryPrice: 1.08, initialStopLoss: 1.075 },
      1.085,
      { percent: 0.46, pips: 50, r: 1 },
    ],
    [
      "USDJPY short to +125 pips",
      { ...USDJPY, direction: "short", entryPrice: 151.5, initialStopLoss: 152 },
      150.25,
      { percent: 0.83, pips: 125, r: 2.5 },
    ],
    [
      "XAUUSD long to +151 pips",
      { ...XAUUSD, direction: "long", entryPrice: 2330, initialStopLoss: 2320 },
      2345.1,
      { percent: 0.65, pips: 151, r: 1.51 },
    ],
    [
      "US500 long, no pips",
      { ...US500, direction: "long", entryPrice: 5000, initialStopLoss: 4950 },
      5100,
      { percent: 2, pips: null, r: 2 },
    ],
    [
      "BTCUSDT short, no pips",
      { ...BTCUSDT, direction: "short", entryPrice: 60000, initialStopLoss: 62000 },
      57000,
      { percent: 5, pips: null, r: 1.5 },
    ],
    [
      "AAPL long closed at a loss",
      { ...AAPL, direction: "long", entryPrice: 200, initialStopLoss: 190 },
      195,
      { percent: -2.5, pips: null, r: -0.5 },
    ],
  ];
  it.each(golden)("%s", (_name, basis, exit, expected) => {
    expect(realizedResults(basis, [{ share: 100, price: exit }])).toEqual(expected);
  });

  it("weights each part by its share: half at TP1 and half at TP2", () => {
    const basis: ResultBasis = { ...EURUSD, direction: "long", entryPrice: 1.08, initialStopLoss: 1.075 };
    const parts = [
      { share: 50, price: 1.085 },
      { share: 50, price: 1.09 },
    ];
    expect(realizedResults(basis, parts)).toEqual({ percent: 0.69, pips: 75, r: 1.5 });
    // Only the half closed so far counts while the rest is open.
    expect(realizedResults(basis, parts.slice(0, 1))).toEqual({ percent: 0.23, pips: 25, r: 0.5 });
  });

  it("has no R without an initial stop, or with a stop on the entry", () => {
    const basis: ResultBasis = { ...AAPL, direction: "long", entryPrice: 200, initialStopLoss: null };
    expect(realizedResults(basis, [{ share: 100, price: 210 }])).toEqual({ percent: 5, pips: null, r: null });
    expect(realizedResults({ ...basis, initialStopLoss: 200 }, [{ share: 100, price: 210 }]).r).toBeNull();
  });

  it("has no result before a part is closed at a known price", () => {
    const basis: ResultBasis = { ...EURUSD, direction: "long", entryPrice: 1.08, initialStopLoss: 1.07 };
    const none = { percent: null, pips: null, r: null };
    expect(realizedResults(basis, [])).toEqual(none);
    expect(realizedResults(basis, [{ share: 100, price: null }])).toEqual(none);
    // A part of unknown price adds nothing; the others still count.
    expect(
      realizedResults(basis, [
        { share: 50, price: null },
        { share: 50, price: 1.09 },
      ]).pips,
    ).toBe(50);
  });

  it("reads a break-even close as 0, never -0", () => {
    const basis: ResultBasis = { ...EURUSD, direction: "short", entryPrice: 1.08, initialStopLoss: 1.09 };
    const result = realizedResults(basis, [{ share: 100, price: 1.08 }]);
    expect(result).toEqual({ percent: 0, pips: 0, r: 0 });
    expect(Object.is(result.percent, -0) || Object.is(result.pips, -0) || Object.is(result.r, -0)).toBe(false);
  });
});

describe("roundResult", () => {
  it("rounds half away from zero, the same for gains and losses, at the decimals asked", () => {
    expect(roundResult(1.005, 2)).toBe(1.01);
    expect(roundResult(-1.005, 2)).toBe(-1.01);
    expect(roundResult(212.5, 0)).toBe(213);
    expect(roundResult(-212.5, 0)).toBe(-213);
    expect(roundResult(0.04, 1)).toBe(0);
    expect(roundResult(0.05, 1)).toBe(0.1);
    expect(roundResult(1.23456, 3)).toBe(1.235);
    expect(Object.is(roundResult(-0.001, 2), 0)).toBe(true);
  });
});

describe("averageExit", () => {
  it("weights exits by their shares, keeps one exit as it is, and has none without a price", () => {
    expect(averageExit([{ share: 100, price: 1.0851 }])).toBe(1.0851);
    // A tiny crypto price keeps every digit it was closed at: one exit is not averaged (nor rounded).
    expect(averageExit([{ share: 100, price: 0.000000123456789 }])).toBe(0.000000123456789);
    expect(
      averageExit([
        { share: 25, price: 100 },
        { share: 75, price: 200 },
      ]),
    ).toBe(175);
    expect(
      averageExit([
        { share: 50, price: null },
        { share: 50, price: 120 },
      ]),
    ).toBe(120);
    expect(averageExit([])).toBeNull();
    expect(averageExit([{ share: 100, price: null }])).toBeNull();
  });
});

const instrument = fc.constantFrom(EURUSD, USDJPY, XAUUSD, XAGUSD, US500, BTCUSDT, AAPL);
const price = fc.double({ min: 0.01, max: 100_000, noNaN: true, noDefaultInfinity: true });
/** Shares of a position closed in parts: whole percents adding up to 100. */
const shares = fc
  .uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 4 })
  .map((cuts) => [...cuts.sort((a, b) => a - b), 100].map((cut, i, all) => cut - (all[i - 1] ?? 0)));

describe("realized results, for any trade", () => {
  it("reads the same trade long and short as opposites", () => {
    fc.assert(
      fc.property(
        instrument,
        price,
        price,
        fc.array(price, { minLength: 1, maxLength: 5 }),
        shares,
        (on, entry, stop, exits, split) => {
          const parts = split.map((share, i) => ({ share, price: exits[i % exits.length] ?? 1 }));
          const long = realizedResults({ ...on, direction: "long", entryPrice: entry, initialStopLoss: stop }, parts);
          const short = realizedResults({ ...on, direction: "short", entryPrice: entry, initialStopLoss: stop }, parts);
          expect(short.percent).toBe(-(long.percent ?? 0) || 0);
          expect(short.pips).toBe(long.pips === null ? null : -long.pips || 0);
          expect(short.r).toBe(long.r === null ? null : -long.r || 0);
        },
      ),
    );
  });

  it("is the sum over the closed parts, each weighted by its share", () => {
    fc.assert(
      fc.property(
        instrument,
        fc.boolean(),
        price,
        price,
        fc.array(price, { minLength: 1, maxLength: 5 }),
        shares,
        (on, long, entry, stop, exits, split) => {
          const basis: ResultBasis = {
            ...on,
            direction: long ? "long" : "short",
            entryPrice: entry,
            initialStopLoss: stop,
          };
          const parts = split.map((share, i) => ({ share, price: exits[i % exits.length] ?? 1 }));
          const sum = (key: "percent" | "pips" | "r") =>
            parts.reduce((total, part) => total + (partResults(basis, part)[key] ?? 0), 0);
          const result = realizedResults(basis, parts);
          expect(result.percent).toBe(roundResult(sum("percent"), 2));
          expect(result.pips).toBe(pipSize(on) === null ? null : roundResult(sum("pips"), 1));
          expect(result.r).toBe(stop === entry ? null : roundResult(sum("r"), 2));
        },
      ),
    );
  });

  it("measures R from the initial stop: a close on it is -1R, twice the risk in favour +2R", () => {
    fc.assert(
      fc.property(
        instrument,
        fc.boolean(),
        price,
        fc.double({ min: 0.001, max: 0.5, noNaN: true }),
        (on, long, entry, riskFraction) => {
          const risk = entry * riskFraction;
          const stop = long ? entry - risk : entry + risk;
          const basis: ResultBasis = {
            ...on,
            direction: long ? "long" : "short",
            entryPrice: entry,
            initialStopLoss: stop,
          };
          expect(realizedResults(basis, [{ share: 100, price: stop }]).r).toBe(-1);
          const twice = long ? entry + 2 * risk : entry - 2 * risk;
          expect(realizedResults(basis, [{ share: 100, price: twice }]).r).toBe(2);
          expect(realizedResults(basis, [{ share: 50, price: twice }]).r).toBe(1);
        },
      ),
    );
  });
});
