import { describe, expect, it } from "vitest";
import {
  computePnlPercent,
  maxRiskPercent,
  priceLevelWarnings,
  riskReward,
  riskRewardLabel,
  targetReturnPercent,
  winRate,
} from "./position-math.js";

const long = { direction: "long", entryPrice: 100, targetPrice: 110, stopLoss: 95 } as const;
const short = { direction: "short", entryPrice: 100, targetPrice: 90, stopLoss: 105 } as const;

describe("position math", () => {
  it("computes P&L percent for long and short, rounded to two decimals", () => {
    expect(computePnlPercent("long", 100, 112.5)).toBe(12.5);
    expect(computePnlPercent("long", 1.0724, 1.0824)).toBe(0.93);
    expect(computePnlPercent("short", 100, 112.5)).toBe(-12.5);
    expect(computePnlPercent("short", 2000, 1950)).toBe(2.5);
    expect(Object.is(computePnlPercent("short", 100, 100), 0)).toBe(true);
  });

  it("measures target return and max risk in the position's direction", () => {
    expect(targetReturnPercent(long)).toBeCloseTo(10);
    expect(maxRiskPercent(long)).toBeCloseTo(5);
    expect(targetReturnPercent(short)).toBeCloseTo(10);
    expect(maxRiskPercent(short)).toBeCloseTo(5);
    expect(targetReturnPercent({ ...long, targetPrice: 90 })).toBeCloseTo(-10);
    expect(targetReturnPercent({ ...long, targetPrice: null })).toBeNull();
    expect(maxRiskPercent({ ...short, stopLoss: undefined })).toBeNull();
  });

  it("divides return by risk and labels it Excellent, Good or Moderate", () => {
    expect(riskReward(long)).toBeCloseTo(2);
    expect(riskReward(short)).toBeCloseTo(2);
    expect(riskReward({ ...long, stopLoss: 100 })).toBeNull();
    expect(riskReward({ ...long, targetPrice: null })).toBeNull();
    expect(riskRewardLabel(2)).toBe("Excellent");
    expect(riskRewardLabel(1.99)).toBe("Good");
    expect(riskRewardLabel(1.5)).toBe("Good");
    expect(riskRewardLabel(1.49)).toBe("Moderate");
    expect(riskRewardLabel(-1)).toBe("Moderate");
  });

  it("warns, direction aware, when target or stop sit on the wrong side of the entry", () => {
    expect(priceLevelWarnings(long)).toEqual([]);
    expect(priceLevelWarnings(short)).toEqual([]);
    expect(priceLevelWarnings({ ...long, targetPrice: 90, stopLoss: 105 })).toHaveLength(2);
    expect(priceLevelWarnings({ ...short, targetPrice: 110 })).toEqual([
      "For a short position the target is usually below the entry price.",
    ]);
    expect(priceLevelWarnings({ direction: "long", entryPrice: 1 })).toEqual([]);
  });

  it("counts closed positions with P&L above 0 as wins, rounded, and 0% when none closed", () => {
    expect(winRate([])).toBe(0);
    expect(winRate([{ status: "active", pnl: null }])).toBe(0);
    const closed = (pnl: number | null) => ({ status: "closed" as const, pnl });
    expect(winRate([closed(1), closed(-1), closed(2)])).toBe(67);
    // A tie at 0 and an unknown result are not wins.
    expect(winRate([closed(0), closed(null), closed(3), { status: "active", pnl: 9 }])).toBe(33);
    expect(winRate([closed(1), closed(-1)])).toBe(50);
  });
});
