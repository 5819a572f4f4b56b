import { describe, expect, it } from "vitest";
import {
  closedSize,
  closePart,
  closeTakenTradeSchema,
  equityCurve,
  eventHeadline,
  followedClose,
  moneyAt,
  needsRate,
  openMoneyAt,
  openSize,
  percentOfAccount,
  personalUpdateWords,
  PORTFOLIO_MESSAGES,
  realisedMoney,
  resultBetween,
  sizeUnitOf,
  takeTradeSchema,
  takenPartSchema,
  takenResults,
  takenTradeEditSchema,
  takenTradeParamsSchema,
  unitsPerSize,
  type TakenPart,
  type TakenTrade,
} from "./portfolio.js";
import englishPortfolio from "./i18n/catalogues/en/portfolio.js";
import { translate, type TranslateValues } from "./i18n/translate.js";
import { sayPortfolioUpdate } from "./portfolio-update-words.js";
import type { TradeEventData } from "./trade-lifecycle.js";

const AT = "2026-11-21T12:00:00.000Z";

function trade(overrides: Partial<TakenTrade> = {}): TakenTrade {
  return {
    assetClass: "forex",
    asset: "EUR/USD",
    direction: "long",
    entryPrice: 1.08,
    size: 0.5,
    quotePerUsd: null,
    accountSize: null,
    parts: [],
    ...overrides,
  };
}
const part = (size: number, price: number, at = AT, by: TakenPart["by"] = "member"): TakenPart => ({
  size,
  price,
  at,
  by,
});

describe("sizes per asset class", () => {
  it("counts what the position-size calculator counts", () => {
    expect(sizeUnitOf("forex", "EUR/USD")).toBe("lots");
    expect(sizeUnitOf("commodities", "XAU/USD")).toBe("lots");
    expect(sizeUnitOf("commodities", "Cocoa")).toBe("units");
    expect(sizeUnitOf("crypto", "BTC/USDT")).toBe("units");
    expect(sizeUnitOf("indices", "US500")).toBe("USD per point");
    expect(sizeUnitOf("stocks", "AAPL")).toBe("shares");
  });

  it("holds 100,000 units in a forex lot, a commodity's lot in its own unit, one of anything else", () => {
    expect(unitsPerSize("forex", "EUR/USD")).toBe(100_000);
    expect(unitsPerSize("commodities", "XAU/USD")).toBe(100);
    expect(unitsPerSize("commodities", "WTI")).toBe(1_000);
    expect(unitsPerSize("commodities", "Cocoa")).toBe(1);
    expect(unitsPerSize("crypto", "BTC/USDT")).toBe(1);
    expect(unitsPerSize("indices", "US500")).toBe(1);
    expect(unitsPerSize("stocks", "AAPL")).toBe(1);
    // Barrick Gold's ticker is a commodity's name, yet a share is a share.
    expect(unitsPerSize("stocks", "GOLD")).toBe(1);
    expect(unitsPerSize("crypto", "XAU")).toBe(1);
  });
});

describe("moneyAt", () => {
  it("makes $10 a pip on a standard lot of a dollar-quoted pair, long or short", () => {
    expect(moneyAt(trade({ size: 1 }), 1, 1.081)).toBeCloseTo(100, 8);
    expect(moneyAt(trade({ size: 1 }), 1, 1.079)).toBeCloseTo(-100, 8);
    expect(moneyAt(trade({ size: 1, direction: "short" }), 1, 1.079)).toBeCloseTo(100, 8);
    expect(moneyAt(trade(), 0.25, 1.09)).toBeCloseTo(250, 8);
  });

  it("converts a dollar-based pair at the closing price, and a cross at the member's rate", () => {
    // 1 lot USD/JPY, 100 pips up at 152.00: 100,000 × 1 yen / 152 ≈ $657.89.
    expect(moneyAt(trade({ asset: "USD/JPY", entryPrice: 151, size: 1 }), 1, 152)).toBeCloseTo(657.894736, 5);
    const cross = trade({ asset: "EUR/GBP", entryPrice: 0.85, size: 1 });
    expect(moneyAt(cross, 1, 0.851)).toBeNull();
    expect(needsRate(cross)).toBe(true);
    expect(moneyAt({ ...cross, quotePerUsd: 0.8 }, 1, 0.851)).toBeCloseTo(125, 6);
    expect(needsRate({ ...cross, quotePerUsd: 0.8 })).toBe(false);
    expect(needsRate(trade())).toBe(false);
    expect(needsRate({ ...cross, assetClass: "crypto" })).toBe(false);
  });

  it("counts commodity lots, coins, dollars per index point and shares", () => {
    const gold = trade({ assetClass: "commodities", asset: "XAU/USD", entryPrice: 2300 });
    expect(moneyAt(gold, 0.1, 2310)).toBeCloseTo(100, 8);
    const coin = trade({ assetClass: "crypto", asset: "BTC/USDT", entryPrice: 60_000 });
    expect(moneyAt(coin, 0.5, 61_000)).toBeCloseTo(500, 8);
    const index = trade({ assetClass: "indices", asset: "US500", entryPrice: 5000, direction: "short" });
    expect(moneyAt(index, 2, 4990)).toBeCloseTo(20, 8);
    const shares = trade({ assetClass: "stocks", asset: "AAPL", entryPrice: 200 });
    expect(moneyAt(shares, 10, 195)).toBeCloseTo(-50, 8);
  });

  it("converts through a rate only for forex: another class's pair-like name counts its price in dollars", () => {
    const coinPair = trade({ assetClass: "crypto", asset: "ETH/BTC", entryPrice: 0.05 });
    expect(moneyAt(coinPair, 10, 0.051)).toBeCloseTo(0.01, 8);
    expect(needsRate(coinPair)).toBe(false);
  });
});

describe("open and closed sizes, realised and open money", () => {
  it("subtracts what was closed, never below zero, to eight decimals", () => {
    const taken = trade({ size: 0.3, parts: [part(0.1, 1.09), part(0.2, 1.1)] });
    expect(closedSize(taken)).toBe(0.3);
    expect(openSize(taken)).toBe(0);
    expect(openSize(trade({ size: 0.3, parts: [part(0.1, 1.09)] }))).toBe(0.2);
    expect(openSize(trade({ size: 0.3, parts: [part(0.5, 1.09)] }))).toBe(0);
  });

  it("adds the money of every closed part, to the cent", () => {
    expect(realisedMoney(trade({ parts: [part(0.25, 1.09), part(0.25, 1.07)] }))).toBe(0);
    expect(realisedMoney(trade({ parts: [part(0.25, 1.09), part(0.25, 1.1)] }))).toBe(750);
    expect(realisedMoney(trade({ parts: [] }))).toBe(0);
    expect(realisedMoney(trade({ asset: "EUR/GBP", parts: [part(0.1, 1.09)] }))).toBeNull();
    expect(realisedMoney(trade({ size: 1, parts: [part(1, 1.0800123)] }))).toBe(1.23);
  });

  it("values the open size at a price, and nothing without one", () => {
    const taken = trade({ parts: [part(0.25, 1.09)] });
    expect(openMoneyAt(taken, 1.085)).toBe(125);
    expect(openMoneyAt(taken, null)).toBeNull();
    expect(openMoneyAt(trade({ asset: "EUR/GBP" }), 1.09)).toBeNull();
  });

  it("reads money as a percent of the account, when there is one", () => {
    expect(percentOfAccount(250, 10_000)).toBe(2.5);
    expect(percentOfAccount(-33.333, 1000)).toBe(-3.33);
    expect(percentOfAccount(250, null)).toBeNull();
    expect(percentOfAccount(null, 10_000)).toBeNull();
    expect(percentOfAccount(250, 0)).toBeNull();
    expect(percentOfAccount(250, -1000)).toBeNull();
  });
});

describe("takenResults", () => {
  it("weights each part's move by its share of the size, from the member's entry and the signal's stop", () => {
    const taken = trade({ parts: [part(0.25, 1.09), part(0.25, 1.1)] });
    expect(takenResults(taken, 1.07)).toEqual({ percent: 1.39, r: 1.5 });
    expect(takenResults({ ...taken, direction: "short", parts: [part(0.5, 1.07)] }, 1.09)).toEqual({
      percent: 0.93,
      r: 1,
    });
  });

  it("has no R without a stop and no result before a close", () => {
    expect(takenResults(trade({ parts: [part(0.5, 1.09)] }), null)).toEqual({ percent: 0.93, r: null });
    expect(takenResults(trade({ parts: [part(0.5, 1.09)] }), 1.08)).toEqual({ percent: 0.93, r: null });
    expect(takenResults(trade(), 1.07)).toEqual({ percent: null, r: null });
  });
});

describe("closePart", () => {
  it("closes what is asked, or all that is open", () => {
    const some = closePart(trade(), { price: 1.09, size: 0.2, at: AT, by: "member" });
    expect(some).toEqual({ ok: true, part: part(0.2, 1.09), parts: [part(0.2, 1.09)] });
    const rest = closePart(trade({ parts: [part(0.2, 1.09)] }), { price: 1.1, at: AT, by: "signal" });
    expect(rest).toEqual({
      ok: true,
      part: part(0.3, 1.1, AT, "signal"),
      parts: [part(0.2, 1.09), part(0.3, 1.1, AT, "signal")],
    });
  });

  it("refuses more than is open, and anything on a closed trade", () => {
    expect(closePart(trade(), { price: 1.09, size: 0.51, at: AT, by: "member" })).toEqual({
      ok: false,
      reason: "sizeOverOpen",
    });
    expect(closePart(trade(), { price: 1.09, size: 0.5, at: AT, by: "member" }).ok).toBe(true);
    expect(closePart(trade({ parts: [part(0.5, 1.09)] }), { price: 1.09, at: AT, by: "member" })).toEqual({
      ok: false,
      reason: "closed",
    });
  });
});

describe("followedClose", () => {
  const hit = (share: number, price = 1.09) => ({ type: "target_hit" as const, target: 1, price, share });

  it("closes the proportion of the open size the signal closed of its open share", () => {
    expect(followedClose(trade(), hit(50), 100)).toEqual({ size: 0.25, price: 1.09 });
    expect(followedClose(trade({ parts: [part(0.25, 1.09)] }), hit(25, 1.1), 50)).toEqual({ size: 0.125, price: 1.1 });
    expect(followedClose(trade(), { type: "partial_close", share: 30, price: 1.085 }, 100)).toEqual({
      size: 0.15,
      price: 1.085,
    });
  });

  it("closes all that is open when the signal finishes", () => {
    const half = trade({ parts: [part(0.25, 1.09)] });
    expect(followedClose(half, hit(50, 1.1), 50)).toEqual({ size: 0.25, price: 1.1 });
    expect(followedClose(half, { type: "closed", price: 1.07, share: 10, reason: "stop" }, 50)).toEqual({
      size: 0.25,
      price: 1.07,
    });
  });

  it("closes nothing for events that close nothing, a close without a price, or a closed trade", () => {
    expect(followedClose(trade(), hit(0), 100)).toBeNull();
    expect(followedClose(trade(), { type: "stop_moved", from: 1.07, to: 1.08, reason: "break_even" }, 100)).toBeNull();
    expect(followedClose(trade(), { type: "closed", price: null, share: 100, reason: "manual" }, 100)).toBeNull();
    expect(followedClose(trade({ parts: [part(0.5, 1.09)] }), hit(50), 100)).toBeNull();
    expect(followedClose(trade(), hit(50), 0)).toBeNull();
    expect(followedClose(trade(), { type: "closed", price: 1.07, share: 0, reason: "manual" }, 50)).toBeNull();
    expect(followedClose(trade(), { type: "voided", reason: "error", price: 1.07 }, 100)).toBeNull();
  });

  it("closes the whole open size when a target takes all the signal still had", () => {
    const third = trade({ size: 0.3, parts: [part(0.2, 1.09)] });
    expect(followedClose(third, hit(30, 1.1), 30)).toEqual({ size: 0.1, price: 1.1 });
  });
});

describe("a member's update in their numbers", () => {
  /** The words in English, as the stored line and an English reader have them. */
  const english = (key: string, values?: TranslateValues) =>
    translate("en", { portfolio: englishPortfolio }, key, values);
  const headline = (event: TradeEventData, signalClosed: boolean) => {
    const words = eventHeadline(event, signalClosed);
    return words && english(words.key, words.values);
  };

  it("names the event as members know it", () => {
    expect(headline({ type: "target_hit", target: 1, price: 1.09, share: 50 }, false)).toBe("TP1 hit");
    expect(headline({ type: "target_hit", target: 2, price: 1.1, share: 50 }, true)).toBe("TP2 hit, trade closed");
    expect(headline({ type: "partial_close", share: 30, price: 1.085 }, false)).toBe("30% closed");
    expect(headline({ type: "stop_moved", from: 1.07, to: 1.08, reason: "break_even" }, false)).toBe(
      "stop moved to break-even",
    );
    expect(headline({ type: "stop_moved", from: 1.07, to: 1.075, reason: "trailing" }, false)).toBe("stop moved");
    expect(headline({ type: "closed", price: 1.07, share: 100, reason: "stop" }, true)).toBe("stopped out");
    expect(headline({ type: "closed", price: 1.09, share: 100, reason: "manual" }, true)).toBe("closed");
    expect(headline({ type: "cancelled", reason: null }, true)).toBe("cancelled");
    expect(headline({ type: "voided", reason: "error" }, true)).toBe("voided");
    expect(headline({ type: "note", text: "Holding" }, false)).toBeNull();
    expect(headline({ type: "target_changed", target: 1, from: 1.09, to: 1.095 }, false)).toBeNull();
  });

  it("says what the member made on the size it concerned, the money and size kept as numbers", () => {
    const base = {
      asset: "EUR/USD",
      headline: { key: "portfolio:update.headline.targetHit", values: { target: 1 } },
      sizeUnit: "lots",
    } as const;
    const said = (args: Parameters<typeof personalUpdateWords>[0]) =>
      sayPortfolioUpdate(english, "en", personalUpdateWords(args));
    expect(personalUpdateWords({ ...base, money: 118, size: 0.5, followed: true })).toEqual({
      key: "portfolio:update.followed",
      asset: "EUR/USD",
      headline: base.headline,
      money: 118,
      size: 0.5,
      sizeUnit: "lots",
    });
    expect(said({ ...base, money: 118, size: 0.5, followed: true })).toBe(
      "EUR/USD TP1 hit: +$118.00 on your 0.50 lots",
    );
    expect(said({ ...base, money: -42.5, size: 1, followed: false })).toBe(
      "EUR/USD TP1 hit: -$42.50 open on your 1.00 lot",
    );
    const stopMoved = { key: "portfolio:update.headline.stopMoved" } as const;
    expect(said({ ...base, headline: stopMoved, money: null, size: 1, followed: false })).toBe(
      "EUR/USD stop moved on your 1.00 lot",
    );
    expect(said({ ...base, headline: stopMoved, money: null, size: 0.25, followed: true })).toBe(
      "EUR/USD stop moved on your 0.25 lots",
    );
    expect(said({ ...base, money: 0, size: 1, followed: true })).toBe("EUR/USD TP1 hit: $0.00 on your 1.00 lot");
  });
});

describe("equityCurve and resultBetween", () => {
  it("runs the realised total over the closes in time order", () => {
    expect(
      equityCurve([
        { at: "2026-11-22T00:00:00.000Z", money: -50 },
        { at: "2026-11-21T00:00:00.000Z", money: 100.005 },
        { at: "2026-11-23T00:00:00.000Z", money: 20 },
      ]),
    ).toEqual([
      { at: "2026-11-21T00:00:00.000Z", money: 100.01 },
      { at: "2026-11-22T00:00:00.000Z", money: 50.01 },
      { at: "2026-11-23T00:00:00.000Z", money: 70.01 },
    ]);
    expect(equityCurve([])).toEqual([]);
  });

  it("counts the closes from the window's start up to its end, and the trades they belong to", () => {
    const first = trade({
      accountSize: 10_000,
      parts: [part(0.25, 1.09, "2026-11-20T23:59:59.999Z"), part(0.25, 1.1, "2026-11-21T00:00:00.000Z")],
    });
    const second = trade({ accountSize: null, parts: [part(0.5, 1.07, "2026-11-27T23:59:59.999Z")] });
    const later = trade({ parts: [part(0.5, 1.1, "2026-11-28T00:00:00.000Z")] });
    const unknown = trade({ asset: "EUR/GBP", parts: [part(0.5, 1.1, "2026-11-22T00:00:00.000Z")] });
    expect(
      resultBetween([first, second, later, unknown], "2026-11-21T00:00:00.000Z", "2026-11-28T00:00:00.000Z"),
    ).toEqual({
      money: 0,
      percent: 5,
      trades: 2,
    });
    const third = trade({ accountSize: 5_000, parts: [part(0.5, 1.085, "2026-11-22T00:00:00.000Z")] });
    expect(resultBetween([first, third], "2026-11-21T00:00:00.000Z", "2026-11-28T00:00:00.000Z").percent).toBe(10);
    expect(resultBetween([second], "2026-11-21T00:00:00.000Z", "2026-11-28T00:00:00.000Z")).toEqual({
      money: -500,
      percent: null,
      trades: 1,
    });
    expect(resultBetween([], "2026-11-21T00:00:00.000Z", "2026-11-28T00:00:00.000Z")).toEqual({
      money: 0,
      percent: null,
      trades: 0,
    });
  });
});

describe("the member's input", () => {
  it("takes a signal with a size, the entry and following being optional", () => {
    expect(takeTradeSchema.parse({ positionId: "p1", size: 0.5 })).toEqual({ positionId: "p1", size: 0.5 });
    const refused = takeTradeSchema.safeParse({ positionId: "p1", size: 0 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(PORTFOLIO_MESSAGES.sizeInvalid);
    expect(takeTradeSchema.safeParse({ positionId: "p1", size: 1e10 }).success).toBe(false);
    expect(takeTradeSchema.safeParse({ positionId: "", size: 1 }).success).toBe(false);
    expect(takeTradeSchema.safeParse({ positionId: "p1", size: 1, extra: 1 }).success).toBe(false);
    expect(takeTradeSchema.safeParse({ positionId: "p1", size: 1, riskPercent: 0.001 }).error?.issues[0]?.message).toBe(
      PORTFOLIO_MESSAGES.riskInvalid,
    );
    expect(takeTradeSchema.safeParse({ positionId: "p1", size: 1, riskPercent: 101 }).success).toBe(false);
    expect(takeTradeSchema.safeParse({ positionId: "p1", size: 1, riskPercent: 100, accountSize: 1e12 }).success).toBe(
      true,
    );
    expect(takeTradeSchema.safeParse({ positionId: "p1", size: 1, accountSize: 1e13 }).error?.issues[0]?.message).toBe(
      PORTFOLIO_MESSAGES.accountInvalid,
    );
    expect(takeTradeSchema.safeParse({ positionId: "p1", size: 1, quotePerUsd: 0 }).error?.issues[0]?.message).toBe(
      PORTFOLIO_MESSAGES.rateInvalid,
    );
  });

  it("edits with the entry and following said, and closes at a price", () => {
    expect(takenTradeEditSchema.safeParse({ size: 1, followSignal: true }).success).toBe(false);
    expect(takenTradeEditSchema.parse({ entryPrice: 1.08, size: 1, followSignal: true, accountSize: null })).toEqual({
      entryPrice: 1.08,
      size: 1,
      followSignal: true,
      accountSize: null,
    });
    expect(closeTakenTradeSchema.safeParse({ size: 1 }).success).toBe(false);
    expect(closeTakenTradeSchema.parse({ price: 1.09 })).toEqual({ price: 1.09 });
  });

  const messageOf = (input: unknown) => takeTradeSchema.safeParse(input).error?.issues[0]?.message;

  it("says what is wrong with a value that is not a number, or not true or false", () => {
    const taken = { positionId: "p1", size: 1 };
    expect(messageOf({ positionId: "p1", size: "1" })).toBe(PORTFOLIO_MESSAGES.sizeInvalid);
    expect(messageOf({ positionId: "p1" })).toBe(PORTFOLIO_MESSAGES.sizeInvalid);
    expect(messageOf({ ...taken, accountSize: "10000" })).toBe(PORTFOLIO_MESSAGES.accountInvalid);
    expect(messageOf({ ...taken, riskPercent: "1" })).toBe(PORTFOLIO_MESSAGES.riskInvalid);
    expect(messageOf({ ...taken, quotePerUsd: "0.8" })).toBe(PORTFOLIO_MESSAGES.rateInvalid);
    expect(messageOf({ ...taken, followSignal: "yes" })).toBe("Follow the signal must be true or false");
    expect(takenTradeEditSchema.safeParse({ entryPrice: 1.08, size: 1 }).error?.issues[0]?.message).toBe(
      "Follow the signal must be true or false",
    );
  });

  it("asks to choose a signal when the signal is missing, empty or not an id", () => {
    for (const positionId of [undefined, 5, "", "p".repeat(65)]) {
      expect(messageOf({ positionId, size: 1 })).toBe("Choose a signal");
    }
    expect(takeTradeSchema.parse({ positionId: "p".repeat(64), size: 1 }).positionId).toBe("p".repeat(64));
  });

  it("takes every field a member may give, and a rate up to 1e9", () => {
    const full = {
      positionId: "p1",
      entryPrice: 1.08,
      size: 0.5,
      accountSize: 10_000,
      riskPercent: 1,
      quotePerUsd: 0.8,
      followSignal: false,
    };
    expect(takeTradeSchema.parse(full)).toEqual(full);
    expect(takeTradeSchema.parse({ ...full, quotePerUsd: 1e9 }).quotePerUsd).toBe(1e9);
    expect(messageOf({ ...full, quotePerUsd: 1e9 + 1 })).toBe(PORTFOLIO_MESSAGES.rateInvalid);
    const { positionId: _positionId, ...edit } = full;
    expect(takenTradeEditSchema.parse(edit)).toEqual(edit);
  });

  it("names a trade by an id of 1 to 64 characters", () => {
    expect(takenTradeParamsSchema.parse({ id: "t1" })).toEqual({ id: "t1" });
    expect(takenTradeParamsSchema.parse({ id: "t".repeat(64) })).toEqual({ id: "t".repeat(64) });
    expect(takenTradeParamsSchema.safeParse({ id: "" }).success).toBe(false);
    expect(takenTradeParamsSchema.safeParse({ id: "t".repeat(65) }).success).toBe(false);
  });

  it("answers each closed part with its size, price, time and who closed it", () => {
    const closed = part(0.25, 1.09, AT, "signal");
    expect(takenPartSchema.parse(closed)).toEqual(closed);
    expect(takenPartSchema.safeParse({ ...closed, by: "admin" }).success).toBe(false);
  });
});
