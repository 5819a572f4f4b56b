import { describe, expect, it } from "vitest";
import type { Position } from "./positions.js";
import { isStillOpen, releaseNotice } from "./release-notice.js";

type Released = Parameters<typeof releaseNotice>[0];

/** NVDA LONG at 120.00, stop 116.00, two targets, untouched. */
const nvda = (changes: Partial<Released> = {}): Released => ({
  asset: "NVDA",
  assetClass: "stocks",
  direction: "long",
  entryPrice: 120,
  status: "active",
  outcome: null,
  outcomeReason: null,
  results: { percent: null, pips: null, r: null },
  targets: [
    { number: 1, price: 124, share: 50, state: "open", hitAt: null, hitPrice: null },
    { number: 2, price: 130, share: 50, state: "open", hitAt: null, hitPrice: null },
  ],
  stopLoss: 116,
  initialStopLoss: 116,
  realizedShare: 0,
  ...changes,
});
const hit = (target: Released["targets"][number]) => ({ ...target, state: "hit" as const, hitPrice: target.price });

describe("releaseNotice", () => {
  it("announces an untouched position as the new signal it is", () => {
    expect(releaseNotice(nvda())).toBe("New signal: NVDA LONG at 120.00");
    expect(releaseNotice(nvda({ direction: "short", stopLoss: null, initialStopLoss: null }))).toBe(
      "New signal: NVDA SHORT at 120.00",
    );
  });

  it("tells a trade that closed before the release by its result, never as a new signal", () => {
    const closed = nvda({ status: "closed", outcome: "final_target", results: { percent: 3.33, pips: null, r: 1 } });
    expect(releaseNotice(closed)).toBe("NVDA LONG closed before it reached you: +3.33%");
    const stopped = nvda({ status: "closed", outcome: "stop", results: { percent: -3.33, pips: null, r: -1 } });
    expect(releaseNotice(stopped)).toBe("NVDA LONG closed before it reached you: -3.33%");
    expect(releaseNotice(nvda({ status: "closed", outcome: "manual" }))).toBe("NVDA LONG closed before it reached you");
  });

  it("tells a cancelled or voided trade as such", () => {
    expect(releaseNotice(nvda({ status: "closed", outcome: "cancelled" }))).toBe(
      "NVDA LONG cancelled before it reached you, never filled",
    );
    expect(releaseNotice(nvda({ status: "closed", outcome: "voided", outcomeReason: "Wrong ticker" }))).toBe(
      "NVDA LONG voided before it reached you: Wrong ticker",
    );
    expect(releaseNotice(nvda({ status: "closed", outcome: "voided" }))).toBe("NVDA LONG voided before it reached you");
  });

  it("names what changed on a position still open: targets hit, the share closed, the stop moved", () => {
    const [tp1, tp2] = nvda().targets as [Released["targets"][number], Released["targets"][number]];
    expect(releaseNotice(nvda({ targets: [hit(tp1), tp2], realizedShare: 50, stopLoss: 120 }))).toBe(
      "New signal: NVDA LONG at 120.00, since then TP1 hit, 50% closed, stop moved to break-even",
    );
    expect(releaseNotice(nvda({ stopLoss: 118.5 }))).toBe(
      "New signal: NVDA LONG at 120.00, since then stop moved to 118.50",
    );
    expect(releaseNotice(nvda({ targets: [tp1, hit(tp2)] }))).toBe(
      "New signal: NVDA LONG at 120.00, since then TP2 hit",
    );
    expect(releaseNotice(nvda({ stopLoss: null }))).toBe("New signal: NVDA LONG at 120.00");
  });

  it("writes prices at the instrument's precision", () => {
    const eurusd = nvda({
      asset: "EUR/USD",
      assetClass: "forex",
      entryPrice: 1.08,
      stopLoss: 1.075,
      initialStopLoss: 1.07,
    });
    expect(releaseNotice(eurusd)).toBe("New signal: EUR/USD LONG at 1.08000, since then stop moved to 1.07500");
  });
});

describe("isStillOpen", () => {
  it("is true until the position is closed", () => {
    expect(isStillOpen({ status: "active" } satisfies Pick<Position, "status">)).toBe(true);
    expect(isStillOpen({ status: "closed" })).toBe(false);
  });
});
