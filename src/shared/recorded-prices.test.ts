import { describe, expect, it } from "vitest";
import type { TradeEventData, TradeEventEntry } from "./trade-lifecycle.js";
import { recordedPrices } from "./recorded-prices.js";

const entry = (seq: number, at: string, data: TradeEventData): TradeEventEntry => ({
  ...data,
  id: `e${seq}`,
  seq,
  at,
  actorName: null,
  message: "",
});
const plan = { entryPrice: 1.05, entryZoneLow: null, entryZoneHigh: null, stopLoss: 1.04, targets: [] };

describe("recordedPrices", () => {
  it("starts at the entry and follows each price a part was closed at, a corrected exit replacing the close's", () => {
    const events = [
      entry(3, "2026-01-03T00:00:00.000Z", { type: "closed", price: 1.1, share: 50, reason: "manual" }),
      entry(1, "2026-01-01T00:00:00.000Z", { type: "opened", plan }),
      entry(2, "2026-01-02T00:00:00.000Z", { type: "target_hit", target: 1, price: 1.07, share: 50 }),
      entry(4, "2026-01-04T00:00:00.000Z", { type: "note", text: "n" }),
      entry(5, "2026-01-05T00:00:00.000Z", { type: "close_corrected", from: 1.1, to: 1.09 }),
    ];
    expect(recordedPrices(events)).toEqual([
      { time: 1767225600, value: 1.05 },
      { time: 1767312000, value: 1.07 },
      { time: 1767398400, value: 1.09 },
    ]);
  });

  it("keeps the last price of events within one second", () => {
    const events = [
      entry(1, "2026-01-01T00:00:00.100Z", { type: "opened", plan }),
      entry(2, "2026-01-01T00:00:00.900Z", { type: "partial_close", share: 20, price: 1.06 }),
    ];
    expect(recordedPrices(events)).toEqual([{ time: 1767225600, value: 1.06 }]);
  });
});
