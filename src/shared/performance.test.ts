import { describe, expect, it } from "vitest";
import { computePerformance, computeStats, performanceSchema, type ClosedTrade } from "./performance.js";

let n = 0;
function trade(pnl: number | null, closedAt: string, assetClass: ClosedTrade["assetClass"] = "forex"): ClosedTrade {
  n += 1;
  return { id: `id-${String(n).padStart(3, "0")}`, asset: `A${n}`, assetClass, pnl, closedAt };
}

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

  it("treats ties at 0 and unknown results as closed but not won, and keeps them off the curve", () => {
    const stats = computeStats([
      trade(0, "2026-01-01T00:00:00.000Z"),
      trade(null, "2026-01-02T00:00:00.000Z"),
      trade(2, "2026-01-02T00:00:00.000Z"),
    ]);
    expect(stats).toMatchObject({ closed: 3, winners: 1, losers: 2, winRate: 33, averagePnl: 1, profitFactor: null });
    expect(stats.curve).toHaveLength(2);
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
