import { describe, expect, it } from "vitest";
import { recordedPrices } from "./recorded-prices.js";

const at = (day: number, ms = 0) => new Date(Date.UTC(2026, 0, day) + ms).toISOString();
const DAY = (day: number) => Date.UTC(2026, 0, day) / 1000;

describe("recordedPrices", () => {
  it("starts at the entry and follows the target hits and partial closes to the exit", () => {
    const events = [
      { seq: 3, type: "closed", at: at(4), price: 1.1 },
      { seq: 1, type: "opened", at: at(1) },
      { seq: 2, type: "target_hit", at: at(2), price: 1.07 },
      { seq: 4, type: "note", at: at(5) },
    ] as const;
    const closed = { entryPrice: 1.05, currentPrice: 1.2, status: "closed" as const, updatedAt: at(6) };
    expect(recordedPrices(closed, events)).toEqual([
      { time: DAY(1), value: 1.05 },
      { time: DAY(2), value: 1.07 },
      { time: DAY(4), value: 1.1 },
    ]);
  });

  it("moves a corrected exit instead of adding a point, and ends an open position at its current price", () => {
    const closed = { entryPrice: 100, currentPrice: null, status: "closed" as const, updatedAt: at(9) };
    const events = [
      { seq: 1, type: "opened", at: at(1) },
      { seq: 2, type: "closed", at: at(2), price: 110 },
      { seq: 3, type: "close_corrected", at: at(3), to: 105 },
    ] as const;
    expect(recordedPrices(closed, events)).toEqual([
      { time: DAY(1), value: 100 },
      { time: DAY(2), value: 105 },
    ]);
    const open = { entryPrice: 100, currentPrice: 103, status: "active" as const, updatedAt: at(5) };
    expect(recordedPrices(open, [{ seq: 1, type: "opened", at: at(1) }])).toEqual([
      { time: DAY(1), value: 100 },
      { time: DAY(5), value: 103 },
    ]);
  });

  it("keeps the last price within one second, and shows nothing before the position opened", () => {
    const open = { entryPrice: 1, currentPrice: 3, status: "active" as const, updatedAt: at(1, 900) };
    expect(recordedPrices(open, [{ seq: 1, type: "opened", at: at(1, 100) }])).toEqual([{ time: DAY(1), value: 3 }]);
    expect(recordedPrices({ ...open, status: "planning" as const }, [])).toEqual([]);
  });
});
