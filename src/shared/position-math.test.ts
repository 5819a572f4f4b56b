import { describe, expect, it } from "vitest";
import {
  computePnlPercent,
  maxRiskPercent,
  riskReward,
  riskRewardLabel,
  roundPnl,
  targetReturnPercent,
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
    expect(roundPnl(0.004)).toBe(0);
    expect(Object.is(roundPnl(-0.004), 0)).toBe(true);
    expect(roundPnl(1.005)).toBe(1.01);
    expect(roundPnl(-2.3456)).toBe(-2.35);
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
    expect(riskReward({ ...long, stopLoss: null })).toBeNull();
    expect(riskRewardLabel(2)).toBe("Excellent");
    expect(riskRewardLabel(1.99)).toBe("Good");
    expect(riskRewardLabel(1.5)).toBe("Good");
    expect(riskRewardLabel(1.49)).toBe("Moderate");
    expect(riskRewardLabel(-1)).toBe("Moderate");
  });

  it("rounds risk/reward to the shown two decimals, so a ratio shown as 1.50 is labelled Good", () => {
    const levels = { direction: "long", entryPrice: 1.1, targetPrice: 1.13, stopLoss: 1.08 } as const;
    expect(riskReward(levels)).toBe(1.5);
    expect(riskRewardLabel(riskReward(levels) ?? 0)).toBe("Good");
    const shortLevels = { direction: "short", entryPrice: 1.1, targetPrice: 1.07, stopLoss: 1.12 } as const;
    expect(riskReward(shortLevels)).toBe(1.5);
  });
});
