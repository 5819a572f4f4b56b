import { describe, expect, it } from "vitest";
import { DEFAULT_TRACKING } from "@shared/price-tracking";
import type { Position } from "@shared/positions";
import { applyPositionEvent, applyQuotes } from "./position-list-events";

const position = (id: string, asset: string, status: Position["status"] = "active"): Position => ({
  id,
  asset,
  assetClass: "forex",
  direction: "long",
  entryPrice: 1.1,
  currentPrice: null,
  tracking: DEFAULT_TRACKING,
  trackingPausedSince: null,
  targetPrice: null,
  stopLoss: null,
  exitPrice: null,
  commentary: null,
  riskLevel: "moderate",
  status,
  pnl: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  publishedAt: "2026-11-21T10:00:00.000Z",
  closedAt: null,
  targets: [],
  entryZoneLow: null,
  entryZoneHigh: null,
  initialStopLoss: null,
  openShare: 100,
  realizedShare: 0,
  results: { percent: null, pips: null, r: null },
  outcome: null,
  outcomeReason: null,
});

describe("applyPositionEvent", () => {
  const list = [position("b", "GBPUSD"), position("a", "EURUSD")];

  it("prepends a new position", () => {
    const added = position("c", "XAUUSD");
    expect(applyPositionEvent(list, "position_added", added).map((p) => p.id)).toEqual(["c", "b", "a"]);
  });

  it("never lists a position twice when its announcement arrives again", () => {
    expect(applyPositionEvent(list, "position_added", position("a", "EURUSD")).map((p) => p.id)).toEqual(["b", "a"]);
  });

  it("replaces an updated position where it stands", () => {
    const closed = position("a", "EURUSD", "closed");
    const result = applyPositionEvent(list, "position_status_changed", closed);
    expect(result.map((p) => [p.id, p.status])).toEqual([
      ["b", "active"],
      ["a", "closed"],
    ]);
  });

  it("adds an updated position the list did not have", () => {
    expect(applyPositionEvent(list, "position_updated", position("d", "BTCUSDT")).map((p) => p.id)).toEqual([
      "d",
      "b",
      "a",
    ]);
  });

  it("drops a removed position", () => {
    expect(applyPositionEvent(list, "position_removed", position("b", "GBPUSD")).map((p) => p.id)).toEqual(["a"]);
  });

  it("moves open positions of a quoted instrument to the price they would close at, and leaves the rest", () => {
    const quote = { asset: "EURUSD", assetClass: "forex", bid: 1.2, ask: 1.21, last: null, at: "t" } as const;
    const short = { ...position("s", "EURUSD"), direction: "short" as const };
    const closed = position("c", "EURUSD", "closed");
    const moved = applyQuotes([...list, short, closed], [quote]);
    expect(moved.map((p) => [p.id, p.currentPrice])).toEqual([
      ["b", null],
      ["a", 1.2],
      ["s", 1.21],
      ["c", null],
    ]);
    expect(applyQuotes(list, [{ ...quote, asset: "USDJPY" }])).toBe(list);
  });
});
