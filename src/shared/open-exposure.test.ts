import { describe, expect, it } from "vitest";
import { openExposure, type OpenSignal } from "./open-exposure.js";
import type { TimedTradeEvent } from "./trade-lifecycle.js";

const EURUSD = { asset: "EUR/USD", assetClass: "forex" as const, direction: "long" as const };
const at = (day: number) => `2026-10-${String(day).padStart(2, "0")}T12:00:00.000Z`;
const opened = (stopLoss: number | null): TimedTradeEvent => ({
  type: "opened",
  at: at(1),
  plan: { entryPrice: 1.1, entryZoneLow: null, entryZoneHigh: null, stopLoss, targets: [] },
});
const long = (mark: number | null, stopLoss: number | null = 1.09, more: TimedTradeEvent[] = []): OpenSignal => ({
  instrument: EURUSD,
  events: [opened(stopLoss), ...more],
  mark,
});

describe("the open signals marked now", () => {
  it("counts an open loss into the drawdown that closed results alone would hide", () => {
    // Closed: +2, then +1 (peak 3). Open at 1.089 against an entry of 1.1: -1%; its stop at 1.09 is already passed.
    const exposure = openExposure([long(1.089)], [2, 1]);
    expect(exposure).toEqual({ signals: 1, unmarked: 0, resultPercent: -1, riskPercent: 0.09, maxDrawdown: 1 });
  });

  it("adds what every stop would take from here, and the drawdown of the curve with the open result", () => {
    // Marked at 1.105 (+0.45%): a stop at 1.09 would turn it to -0.91%, so -1.36 from here.
    const exposure = openExposure([long(1.105), long(1.1)], [1, -3]);
    expect(exposure).toMatchObject({ signals: 2, resultPercent: 0.45, riskPercent: -2.27 });
    // 1, -2 (drawdown 3 from the peak of 1), then -1.55: still 3.
    expect(exposure.maxDrawdown).toBe(3);
    // Open at 1.08, -1.82%: the curve falls to -3.82, 4.82 below its peak.
    expect(openExposure([long(1.08)], [1, -3]).maxDrawdown).toBe(4.82);
  });

  it("marks only the open share of a signal partly closed, its closed part at its price", () => {
    const half: TimedTradeEvent = { type: "partial_close", share: 50, price: 1.12, at: at(2) };
    // Half closed at +1.82%, half open at 1.1: +0.91 in all; its stop would leave +0.45, 0.46 less.
    expect(openExposure([long(1.1, 1.09, [half])], [])).toEqual({
      signals: 1,
      unmarked: 0,
      resultPercent: 0.91,
      riskPercent: -0.46,
      maxDrawdown: 0,
    });
  });

  it("leaves a signal without a price out of the sums and says so, and has no risk figure with a stop missing", () => {
    expect(openExposure([long(null), long(1.1, null)], [])).toEqual({
      signals: 2,
      unmarked: 1,
      resultPercent: 0,
      riskPercent: null,
      maxDrawdown: 0,
    });
    expect(openExposure([long(1.1, null), long(1.1)], []).riskPercent).toBeNull();
  });

  it("answers nothing open as the closed drawdown alone", () => {
    expect(openExposure([], [5, -2, -2, 4, -6])).toEqual({
      signals: 0,
      unmarked: 0,
      resultPercent: 0,
      riskPercent: 0,
      maxDrawdown: 6,
    });
  });
});
