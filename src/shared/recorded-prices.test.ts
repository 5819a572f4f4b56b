import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "./positions.js";
import { recordedPrices } from "./recorded-prices.js";

function entry(version: number, action: HistoryEntry["action"], at: string, changes: HistoryEntry["changes"]) {
  return { id: `h${version}`, version, action, at, actorName: null, changes } satisfies HistoryEntry;
}

describe("recordedPrices", () => {
  it("starts at the published price and follows current-price changes to the exit", () => {
    const history = [
      entry(3, "closed", "2026-01-03T00:00:00.000Z", { exitPrice: { before: null, after: 1.1 } }),
      entry(1, "created", "2026-01-01T00:00:00.000Z", { entryPrice: { before: null, after: 1.05 } }),
      entry(2, "edited", "2026-01-02T00:00:00.000Z", { currentPrice: { before: null, after: 1.07 } }),
    ];
    expect(recordedPrices({ entryPrice: 1.05 }, history)).toEqual([
      { time: 1767225600, value: 1.05 },
      { time: 1767312000, value: 1.07 },
      { time: 1767398400, value: 1.1 },
    ]);
  });

  it("keeps the last price of changes within one second", () => {
    const history = [
      entry(1, "created", "2026-01-01T00:00:00.100Z", { currentPrice: { before: null, after: 2 } }),
      entry(2, "edited", "2026-01-01T00:00:00.900Z", { currentPrice: { before: 2, after: 3 } }),
    ];
    expect(recordedPrices({ entryPrice: 1 }, history)).toEqual([{ time: 1767225600, value: 3 }]);
  });
});
