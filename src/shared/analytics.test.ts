import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  analyticsQuerySchema,
  analyticsSchema,
  analyticsTradesOf,
  computeAnalytics,
  groupFigures,
  holdFigures,
  monthOf,
  streaksOf,
  type AnalyticsTrade,
} from "./analytics.js";
import type { TrackRecordSignal } from "./track-record.js";

const HOUR = 3_600_000;
let n = 0;
function trade(percent: number, fields: Partial<AnalyticsTrade> = {}): AnalyticsTrade {
  n += 1;
  return {
    id: `id-${String(n).padStart(4, "0")}`,
    asset: "EUR/USD",
    assetClass: "forex",
    direction: "long",
    riskLevel: "moderate",
    openedAt: "2026-01-01T00:00:00.000Z",
    closedAt: `2026-01-${String(1 + (n % 28)).padStart(2, "0")}T12:00:00.000Z`,
    percent,
    r: percent,
    ...fields,
  };
}
const at = (day: number, hour = 12) =>
  new Date(Date.UTC(2026, 0, 1) + (day - 1) * 24 * HOUR + hour * HOUR).toISOString();

const NO_FIGURES = {
  trades: 0,
  wins: 0,
  losses: 0,
  winRate: 0,
  totalPercent: 0,
  totalR: null,
  expectancyR: null,
  expectancyPercent: null,
  withoutR: 0,
};

describe("computeAnalytics with nothing closed", () => {
  it("answers zero counts, empty series, no streak and no holding times", () => {
    expect(computeAnalytics([], "UTC")).toEqual({
      timeZone: "UTC",
      summary: { ...NO_FIGURES, maxDrawdownPercent: 0 },
      curve: [],
      monthly: [],
      streaks: { longestWin: 0, longestLoss: 0, current: null },
      holding: { all: null, winners: null, losers: null },
      byDirection: [
        { direction: "long", ...NO_FIGURES },
        { direction: "short", ...NO_FIGURES },
      ],
      byAssetClass: [],
      byInstrument: [],
      byRiskLevel: [],
    });
  });
});

describe("groupFigures", () => {
  it("counts wins above 0 and losses below 0; a break-even trade is neither", () => {
    const figures = groupFigures([trade(2), trade(-1), trade(0), trade(3)]);
    expect(figures).toMatchObject({ trades: 4, wins: 2, losses: 1, winRate: 50 });
  });

  it("rounds the win rate to a whole percent", () => {
    expect(groupFigures([trade(1), trade(-1), trade(-1)]).winRate).toBe(33);
    expect(groupFigures([trade(1), trade(1), trade(-1)]).winRate).toBe(67);
  });

  it("takes expectancy in R over the trades with R only, and in percent over all of them", () => {
    const figures = groupFigures([trade(2, { r: 1 }), trade(-1, { r: -0.5 }), trade(4, { r: null })]);
    expect(figures).toMatchObject({
      totalPercent: 5,
      totalR: 0.5,
      expectancyR: 0.25,
      expectancyPercent: 1.67,
      withoutR: 1,
    });
  });

  it("has no R figures when no trade has a stop", () => {
    expect(groupFigures([trade(1, { r: null }), trade(-2, { r: null })])).toMatchObject({
      totalR: null,
      expectancyR: null,
      expectancyPercent: -0.5,
      withoutR: 2,
    });
  });

  it("rounds totals to 2 decimals and never answers -0", () => {
    const figures = groupFigures([trade(0.1, { r: 0.1 }), trade(0.2, { r: 0.2 }), trade(-0.3, { r: -0.3 })]);
    expect(Object.is(figures.totalPercent, 0)).toBe(true);
    expect(Object.is(figures.totalR, 0)).toBe(true);
    expect(groupFigures([trade(1.005, { r: 1.006 })])).toMatchObject({ totalPercent: 1, totalR: 1.01 });
  });
});

describe("holdFigures", () => {
  it("is null with no trades", () => {
    expect(holdFigures([])).toBeNull();
  });

  it("takes the middle hold of an odd count and the mean of the two middle ones of an even count", () => {
    const held = (hours: number) =>
      trade(1, { openedAt: at(1, 0), closedAt: new Date(Date.parse(at(1, 0)) + hours * HOUR).toISOString() });
    expect(holdFigures([held(5), held(1), held(3)])).toEqual({ trades: 3, averageMs: 3 * HOUR, medianMs: 3 * HOUR });
    expect(holdFigures([held(8), held(1), held(3), held(2)])).toEqual({
      trades: 4,
      averageMs: 3.5 * HOUR,
      medianMs: 2.5 * HOUR,
    });
    expect(holdFigures([held(4)])).toEqual({ trades: 1, averageMs: 4 * HOUR, medianMs: 4 * HOUR });
  });

  it("rounds to whole milliseconds and counts a close stamped before its publication as no time", () => {
    const first = trade(1, { openedAt: "2026-01-01T00:00:00.000Z", closedAt: "2026-01-01T00:00:00.001Z" });
    const second = trade(1, { openedAt: "2026-01-01T00:00:00.000Z", closedAt: "2026-01-01T00:00:00.002Z" });
    const early = trade(1, { openedAt: "2026-01-02T00:00:00.000Z", closedAt: "2026-01-01T00:00:00.000Z" });
    expect(holdFigures([first, second])).toEqual({ trades: 2, averageMs: 2, medianMs: 2 });
    expect(holdFigures([early])).toEqual({ trades: 1, averageMs: 0, medianMs: 0 });
    expect(holdFigures([early, first, second])).toEqual({ trades: 3, averageMs: 1, medianMs: 1 });
  });
});

describe("streaksOf", () => {
  const kinds = (pattern: string) => [...pattern].map((mark) => trade(mark === "W" ? 1 : mark === "L" ? -1 : 0));

  it("finds the longest runs of wins and of losses and the current run", () => {
    expect(streaksOf(kinds("WWLLLWWWL"))).toEqual({
      longestWin: 3,
      longestLoss: 3,
      current: { kind: "loss", length: 1 },
    });
    expect(streaksOf(kinds("LWWWW"))).toEqual({ longestWin: 4, longestLoss: 1, current: { kind: "win", length: 4 } });
  });

  it("ends a run at a break-even trade, leaving no current run after one", () => {
    expect(streaksOf(kinds("WW0W"))).toEqual({ longestWin: 2, longestLoss: 0, current: { kind: "win", length: 1 } });
    expect(streaksOf(kinds("LL0"))).toEqual({ longestWin: 0, longestLoss: 2, current: null });
    expect(streaksOf(kinds("0"))).toEqual({ longestWin: 0, longestLoss: 0, current: null });
  });
});

describe("monthOf", () => {
  it("is the calendar month on the clock of the zone", () => {
    expect(monthOf("2026-01-31T23:30:00.000Z", "UTC")).toBe("2026-01");
    expect(monthOf("2026-01-31T23:30:00.000Z", "Asia/Tokyo")).toBe("2026-02");
    expect(monthOf("2026-03-01T03:00:00.000Z", "America/New_York")).toBe("2026-02");
    expect(monthOf("2026-11-15T12:00:00.000Z", "UTC")).toBe("2026-11");
  });
});

describe("computeAnalytics", () => {
  it("orders the curve by close time (then id), with running totals and the fall from the running peak", () => {
    const trades = [
      trade(-1, { closedAt: at(5), r: -1 }),
      trade(4, { closedAt: at(1), r: 2 }),
      trade(-2, { closedAt: at(3), r: null }),
      trade(3, { closedAt: at(6), r: 1.5 }),
      trade(1, { closedAt: at(2), r: 0.5 }),
    ];
    const analytics = computeAnalytics(trades, "UTC");
    expect(analytics.curve.map((point) => [point.cumulativePercent, point.cumulativeR, point.drawdownPercent])).toEqual(
      [
        [4, 2, 0],
        [5, 2.5, 0],
        [3, 2.5, -2],
        [2, 1.5, -3],
        [5, 3, 0],
      ],
    );
    expect(analytics.curve[2]).toMatchObject({ positionId: trades[2]?.id, asset: "EUR/USD", percent: -2, r: null });
    expect(analytics.summary).toMatchObject({ trades: 5, maxDrawdownPercent: 3, totalPercent: 5, totalR: 3 });
  });

  it("orders trades closed at the same moment by id, whatever order they come in", () => {
    const tied = [trade(1, { id: "b", closedAt: at(1) }), trade(2, { id: "a", closedAt: at(1) })];
    expect(computeAnalytics(tied, "UTC").curve.map((point) => point.positionId)).toEqual(["a", "b"]);
    expect(computeAnalytics([...tied].reverse(), "UTC").curve.map((point) => point.positionId)).toEqual(["a", "b"]);
  });

  it("measures a fall from the start as a drawdown, the start counting as 0", () => {
    const analytics = computeAnalytics([trade(-2, { closedAt: at(1) }), trade(-1, { closedAt: at(2) })], "UTC");
    expect(analytics.curve.map((point) => point.drawdownPercent)).toEqual([-2, -3]);
    expect(analytics.summary.maxDrawdownPercent).toBe(3);
  });

  it("sums each calendar month of the zone, oldest first", () => {
    const march = trade(2, { closedAt: "2026-03-10T10:00:00.000Z", r: 1 });
    const lateJanuary = trade(-1, { closedAt: "2026-01-31T23:30:00.000Z", r: -1 });
    const january = trade(3, { closedAt: "2026-01-05T10:00:00.000Z", r: null });
    const trades = [march, lateJanuary, january];
    expect(computeAnalytics(trades, "UTC").monthly).toEqual([
      { month: "2026-01", ...groupFigures([lateJanuary, january]) },
      { month: "2026-03", ...groupFigures([march]) },
    ]);
    expect(computeAnalytics(trades, "Asia/Tokyo").monthly.map((month) => [month.month, month.totalPercent])).toEqual([
      ["2026-01", 3],
      ["2026-02", -1],
      ["2026-03", 2],
    ]);
    expect(computeAnalytics(trades, "Asia/Tokyo").timeZone).toBe("Asia/Tokyo");
  });

  it("keeps months in calendar order where the clock goes back across the start of a month", () => {
    // St. John's left summer time at 00:01 on 1 November 2009, back to 23:01 on 31 October.
    const november = trade(1, { closedAt: "2009-11-01T02:30:30.000Z" });
    const october = trade(-2, { closedAt: "2009-11-01T02:45:00.000Z" });
    expect(
      computeAnalytics([november, october], "America/St_Johns").monthly.map((month) => [
        month.month,
        month.totalPercent,
      ]),
    ).toEqual([
      ["2009-10", -2],
      ["2009-11", 1],
    ]);
  });

  it("splits long from short, always both", () => {
    const analytics = computeAnalytics([trade(2, { direction: "short" }), trade(-1, { direction: "short" })], "UTC");
    expect(analytics.byDirection).toEqual([
      { direction: "long", ...NO_FIGURES },
      { direction: "short", ...groupFigures([trade(2), trade(-1)]) },
    ]);
  });

  it("lists the asset classes with a trade in their fixed order", () => {
    const trades = [
      trade(1, { assetClass: "stocks" }),
      trade(2, { assetClass: "crypto" }),
      trade(-1, { assetClass: "stocks" }),
    ];
    const byClass = computeAnalytics(trades, "UTC").byAssetClass;
    expect(byClass.map((row) => [row.assetClass, row.trades, row.totalPercent])).toEqual([
      ["crypto", 1, 2],
      ["stocks", 2, 0],
    ]);
  });

  it("lists instruments most traded first, then by name", () => {
    const trades = [
      trade(1, { asset: "XAU/USD" }),
      trade(1, { asset: "BTC/USD" }),
      trade(1, { asset: "GBP/USD" }),
      trade(-1, { asset: "GBP/USD" }),
      trade(1, { asset: "AUD/USD" }),
    ];
    const expected = [
      ["GBP/USD", 2, 1],
      ["AUD/USD", 1, 1],
      ["BTC/USD", 1, 1],
      ["XAU/USD", 1, 1],
    ];
    const rows = (list: AnalyticsTrade[]) =>
      computeAnalytics(list, "UTC").byInstrument.map((row) => [row.asset, row.trades, row.wins]);
    expect(rows(trades)).toEqual(expected);
    const sameCloseTime = trades.map((one) => ({ ...one, closedAt: at(1) }));
    expect(rows(sameCloseTime)).toEqual(expected);
    expect(rows([...sameCloseTime].reverse())).toEqual(expected);
  });

  it("lists risk levels low to high, then the trades published without one", () => {
    const trades = [
      trade(1, { riskLevel: null }),
      trade(2, { riskLevel: "high" }),
      trade(-1, { riskLevel: "low" }),
      trade(3, { riskLevel: "high" }),
    ];
    expect(
      computeAnalytics(trades, "UTC").byRiskLevel.map((row) => [row.riskLevel, row.trades, row.totalPercent]),
    ).toEqual([
      ["low", 1, -1],
      ["high", 2, 5],
      [null, 1, 1],
    ]);
  });

  it("splits holding times into winners and losers, leaving break-even trades in the whole only", () => {
    const trades = [
      trade(1, { openedAt: at(1, 0), closedAt: at(1, 2) }),
      trade(-1, { openedAt: at(1, 0), closedAt: at(1, 6) }),
      trade(0, { openedAt: at(1, 0), closedAt: at(1, 10) }),
    ];
    expect(computeAnalytics(trades, "UTC").holding).toEqual({
      all: { trades: 3, averageMs: 6 * HOUR, medianMs: 6 * HOUR },
      winners: { trades: 1, averageMs: 2 * HOUR, medianMs: 2 * HOUR },
      losers: { trades: 1, averageMs: 6 * HOUR, medianMs: 6 * HOUR },
    });
  });

  it("reads streaks in close order, whatever order the trades come in", () => {
    const trades = [trade(-1, { closedAt: at(3) }), trade(1, { closedAt: at(1) }), trade(1, { closedAt: at(2) })];
    expect(computeAnalytics(trades, "UTC").streaks).toEqual({
      longestWin: 2,
      longestLoss: 1,
      current: { kind: "loss", length: 1 },
    });
  });
});

describe("computeAnalytics properties", () => {
  const arbitraryTrade = fc.record({
    id: fc.uuid(),
    asset: fc.constantFrom("EUR/USD", "BTC/USD", "AAPL"),
    assetClass: fc.constantFrom("forex", "crypto", "stocks" as const),
    direction: fc.constantFrom("long", "short" as const),
    riskLevel: fc.constantFrom("low", "moderate", "high", null),
    openedAt: fc.constant("2025-01-01T00:00:00.000Z"),
    closedAt: fc
      .integer({ min: Date.UTC(2025, 0, 2), max: Date.UTC(2027, 0, 1) })
      .map((ms) => new Date(ms).toISOString()),
    percent: fc.integer({ min: -500, max: 500 }).map((cents) => cents / 100),
    r: fc.option(fc.integer({ min: -300, max: 300 }).map((cents) => cents / 100)),
  }) as fc.Arbitrary<AnalyticsTrade>;
  const trades = fc.array(arbitraryTrade, { maxLength: 40 });

  it("splits every trade into exactly one month, direction, class, instrument and risk level", () => {
    fc.assert(
      fc.property(trades, fc.constantFrom("UTC", "Asia/Tokyo", "America/New_York"), (list, zone) => {
        const analytics = computeAnalytics(list, zone);
        const count = (rows: readonly { trades: number }[]) => rows.reduce((total, row) => total + row.trades, 0);
        for (const rows of [
          analytics.monthly,
          analytics.byDirection,
          analytics.byAssetClass,
          analytics.byInstrument,
          analytics.byRiskLevel,
        ]) {
          expect(count(rows)).toBe(list.length);
        }
        expect(analytics.curve).toHaveLength(list.length);
      }),
    );
  });

  it("keeps the drawdown at or below 0, its deepest point the max drawdown", () => {
    fc.assert(
      fc.property(trades, (list) => {
        const analytics = computeAnalytics(list, "UTC");
        const deepest = Math.min(0, ...analytics.curve.map((point) => point.drawdownPercent));
        for (const point of analytics.curve) expect(point.drawdownPercent).toBeLessThanOrEqual(0);
        expect(Math.abs(deepest - -analytics.summary.maxDrawdownPercent)).toBeLessThanOrEqual(0.011);
        expect(analytics.curve.at(-1)?.cumulativePercent ?? 0).toBeCloseTo(analytics.summary.totalPercent, 1);
      }),
    );
  });

  it("answers the same whatever order the trades come in, with streaks no longer than the wins or losses", () => {
    fc.assert(
      fc.property(trades, (list) => {
        const analytics = computeAnalytics(list, "UTC");
        expect(computeAnalytics([...list].reverse(), "UTC")).toEqual(analytics);
        expect(analytics.streaks.longestWin).toBeLessThanOrEqual(analytics.summary.wins);
        expect(analytics.streaks.longestLoss).toBeLessThanOrEqual(analytics.summary.losses);
        expect(analytics.summary.wins + analytics.summary.losses).toBeLessThanOrEqual(analytics.summary.trades);
      }),
    );
  });
});

describe("the analytics API's schemas", () => {
  it("answers every figure through the response schema, none dropped", () => {
    const trades = [
      trade(2, { closedAt: at(1), riskLevel: "low", direction: "short", openedAt: at(1, 0) }),
      trade(-1, { closedAt: at(2), riskLevel: null, assetClass: "crypto", asset: "BTC/USD", openedAt: at(1, 0) }),
      trade(3, { closedAt: at(40), r: null, openedAt: at(1, 0) }),
      trade(1, { closedAt: at(41), openedAt: at(1, 0) }),
    ];
    const winning = computeAnalytics(trades, "Europe/London");
    expect(winning.streaks.current).toEqual({ kind: "win", length: 2 });
    expect(analyticsSchema.parse(winning)).toEqual(winning);
    const losing = computeAnalytics([...trades, trade(-1, { closedAt: at(42), openedAt: at(1, 0) })], "UTC");
    expect(losing.streaks.current).toEqual({ kind: "loss", length: 1 });
    expect(analyticsSchema.parse(losing)).toEqual(losing);
  });

  it("reads months in UTC unless the member names a zone of their own", () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ timeZone: "UTC" });
    expect(analyticsQuerySchema.parse({ timeZone: "Europe/London" })).toEqual({ timeZone: "Europe/London" });
    expect(analyticsQuerySchema.safeParse({ timeZone: "+01:00" }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ timeZone: "UTC", page: "2" }).success).toBe(false);
  });
});

describe("analyticsTradesOf", () => {
  const signal = (fields: Partial<TrackRecordSignal>): TrackRecordSignal => ({
    id: "p1",
    recordNumber: 1,
    asset: "GBP/USD",
    assetClass: "forex",
    direction: "short",
    outcome: "final_target",
    outcomeReason: null,
    publishedAt: "2026-02-01T08:00:00.000Z",
    closedAt: "2026-02-02T08:00:00.000Z",
    percent: 1.5,
    r: 2,
    exitPrice: 1.25,
    voidedOpen: null,
    events: [],
    ...fields,
  });

  it("keeps every counted signal with its risk level, and leaves out a cancelled one", () => {
    const levels = new Map([["p1", "high" as const]]);
    const counted = analyticsTradesOf(
      [signal({}), signal({ id: "p2", percent: null, r: null, outcome: "cancelled" }), signal({ id: "p3", r: null })],
      (id) => levels.get(id) ?? null,
    );
    expect(counted).toEqual([
      {
        id: "p1",
        asset: "GBP/USD",
        assetClass: "forex",
        direction: "short",
        riskLevel: "high",
        openedAt: "2026-02-01T08:00:00.000Z",
        closedAt: "2026-02-02T08:00:00.000Z",
        percent: 1.5,
        r: 2,
      },
      expect.objectContaining({ id: "p3", riskLevel: null, r: null }),
    ]);
  });
});
