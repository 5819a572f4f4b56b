import { describe, expect, it } from "vitest";
import { computePerformance, computeStats, performanceSchema, tallyResults, type ClosedTrade } from "./performance.js";

let n = 0;
function trade(pnl: number, closedAt: string, assetClass: ClosedTrade["assetClass"] = "forex"): ClosedTrade {
  n += 1;
  return { id: `id-${String(n).padStart(3, "0")}`, asset: `A${n}`, assetClass, pnl, closedAt };
}

describe("tallyResults", () => {
  it("counts nothing, and a 0% win rate, with no trade", () => {
    expect(tallyResults([])).toEqual({ trades: 0, wins: 0, losses: 0, winRate: 0, totalPercent: 0 });
  });

  it("counts wins above 0 and losses below it; a break-even trade is neither, yet counts in the whole", () => {
    expect(tallyResults([1.5, -0.5, 0, 2.25, -1, 0.01, -0.01])).toEqual({
      trades: 7,
      wins: 3,
      losses: 3,
      winRate: 43,
      totalPercent: 2.25,
    });
  });

  it("rounds the win rate to a whole percent, half up, and the total to 2 decimals", () => {
    expect(tallyResults([1, 1, -1, -1, -1, -1, -1, -1]).winRate).toBe(25);
    expect(tallyResults([1, -1, -1, -1, -1, -1, -1, -1]).winRate).toBe(13);
    expect(tallyResults([1, 1, -1]).winRate).toBe(67);
    expect(tallyResults([1, -1, -1]).winRate).toBe(33);
    expect(tallyResults([0.1, 0.2]).totalPercent).toBe(0.3);
    expect(tallyResults([0.005, 0.001]).totalPercent).toBe(0.01);
    expect(tallyResults([-0.001]).totalPercent).toBe(0);
    expect(Object.is(tallyResults([-0.001]).totalPercent, -0)).toBe(false);
  });

  it("gives every win a 100% rate and no win a 0% one", () => {
    expect(tallyResults([3, 0.01]).winRate).toBe(100);
    expect(tallyResults([0, -3]).winRate).toBe(0);
  });
});

describe("performance", () => {
  it("has zero counts, a 0% win rate and no curve when nothing is closed", () => {
    expect(computeStats([])).toEqual({
      closed: 0,
      winners: 0,
      losers: 0,
      winRate: 0,
      averagePnl: null,
      totalPnl: 0,
      bestPnl: null,
      worstPnl: null,
      profitFactor: null,
      maxDrawdown: 0,
      curve: [],
    });
    expect(computePerformance([])).toEqual({ overall: computeStats([]), byAssetClass: [] });
  });

  it("orders the curve by close time and measures the deepest fall from a peak", () => {
    const trades = [
      trade(-1, "2026-01-05T00:00:00.000Z"),
      trade(4, "2026-01-01T00:00:00.000Z"),
      trade(-2, "2026-01-03T00:00:00.000Z"),
      trade(3, "2026-01-06T00:00:00.000Z"),
      trade(1, "2026-01-02T00:00:00.000Z"),
    ];
    const stats = computeStats(trades);
    expect(stats.curve.map((point) => point.cumulativePnl)).toEqual([4, 5, 3, 2, 5]);
    expect(stats.maxDrawdown).toBe(3);
    expect(stats).toMatchObject({
      closed: 5,
      winners: 3,
      losers: 2,
      winRate: 60,
      averagePnl: 1,
      totalPnl: 5,
      bestPnl: 4,
      worstPnl: -2,
      profitFactor: 2.67,
    });
  });

  it("counts a drawdown from the start when the first trades lose", () => {
    const stats = computeStats([trade(-2, "2026-01-01T00:00:00.000Z"), trade(-1.5, "2026-01-02T00:00:00.000Z")]);
    expect(stats.maxDrawdown).toBe(3.5);
    expect(stats.profitFactor).toBe(0);
    expect(stats.winRate).toBe(0);
  });

  it("counts a break-even trade as neither won nor lost, yet in the win rate's whole", () => {
    const stats = computeStats([
      trade(0, "2026-01-01T00:00:00.000Z"),
      trade(-1, "2026-01-02T00:00:00.000Z"),
      trade(2, "2026-01-02T00:00:00.000Z"),
    ]);
    expect(stats).toMatchObject({ closed: 3, winners: 1, losers: 1, winRate: 33, totalPnl: 1, profitFactor: 2 });
    expect(stats.curve).toHaveLength(3);
  });

  it("breaks close-time ties by id so the curve is stable", () => {
    const at = "2026-01-01T00:00:00.000Z";
    const [a, b, c, d] = [trade(1, at), trade(2, at), trade(-3, at), trade(4, at)];
    for (const order of [
      [d, c, b, a],
      [b, d, a, c],
      [a, b, c, d],
      [c, a, d, b],
    ]) {
      expect(computeStats(order).curve.map((point) => point.positionId)).toEqual([a.id, b.id, c.id, d.id]);
    }
  });

  it("splits by asset class in the fixed class order, leaving out classes with nothing closed", () => {
    const result = computePerformance([
      trade(2, "2026-01-01T00:00:00.000Z", "stocks"),
      trade(-1, "2026-01-02T00:00:00.000Z", "crypto"),
      trade(3, "2026-01-03T00:00:00.000Z", "crypto"),
    ]);
    expect(result.byAssetClass.map((entry) => [entry.assetClass, entry.closed, entry.totalPnl])).toEqual([
      ["crypto", 2, 2],
      ["stocks", 1, 2],
    ]);
    expect(result.overall.totalPnl).toBe(4);
  });
});

describe("performance as the API answers it", () => {
  it("passes its schema whole, every figure and curve point kept", () => {
    const performance = computePerformance([
      trade(1.5, "2026-10-01T12:00:00.000Z"),
      trade(-0.5, "2026-10-02T12:00:00.000Z", "crypto"),
    ]);
    expect(performanceSchema.parse(performance)).toEqual(performance);
  });
});
