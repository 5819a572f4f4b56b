import { describe, expect, it } from "vitest";
import type { Position } from "@shared/positions";
import { ALL_POSITIONS, MANAGE_PAGE_SIZE, queryPositions } from "@/features/admin-positions/lib/position-lists";

let day = 0;
function position(asset: string, changes: Partial<Position> = {}): Position {
  day += 1;
  const at = new Date(Date.UTC(2026, 0, day)).toISOString();
  return {
    id: `${asset}-${day}`,
    asset,
    assetClass: "forex",
    status: "active",
    createdAt: at,
    publishedAt: at,
    closedAt: null,
    results: { percent: null, pips: null, r: null },
    ...changes,
  } as Position;
}

const assets = (page: { items: Position[] }) => page.items.map((item) => item.asset);

describe("queryPositions", () => {
  const list = [
    position("EUR/USD"),
    position("XAU/USD", { assetClass: "commodities", status: "closed", results: { percent: 1.2, pips: 0, r: 1 } }),
    position("eur/jpy", { status: "planning", publishedAt: null }),
    position("BTC/USD", { assetClass: "crypto", status: "closed", results: { percent: -0.5, pips: null, r: -1 } }),
  ];

  it("finds an asset by any part of its name, in any case", () => {
    expect(assets(queryPositions(list, { ...ALL_POSITIONS, search: " EUR " }))).toEqual(["eur/jpy", "EUR/USD"]);
  });

  it("filters by status and asset class together", () => {
    expect(assets(queryPositions(list, { ...ALL_POSITIONS, status: "closed" }))).toEqual(["BTC/USD", "XAU/USD"]);
    expect(assets(queryPositions(list, { ...ALL_POSITIONS, status: "closed", assetClass: "crypto" }))).toEqual([
      "BTC/USD",
    ]);
    expect(queryPositions(list, { ...ALL_POSITIONS, assetClass: "stocks" })).toMatchObject({ total: 0, pages: 1 });
  });

  it("sorts by latest activity, by asset, or by result with the unresulted last", () => {
    expect(assets(queryPositions(list, ALL_POSITIONS))).toEqual(["BTC/USD", "eur/jpy", "XAU/USD", "EUR/USD"]);
    expect(assets(queryPositions(list, { ...ALL_POSITIONS, sort: "asset" }))).toEqual([
      "BTC/USD",
      "eur/jpy",
      "EUR/USD",
      "XAU/USD",
    ]);
    expect(assets(queryPositions(list, { ...ALL_POSITIONS, sort: "result" }))).toEqual([
      "XAU/USD",
      "BTC/USD",
      "eur/jpy",
      "EUR/USD",
    ]);
  });

  it("keeps every closed trade reachable, a page at a time", () => {
    const closed = Array.from({ length: MANAGE_PAGE_SIZE * 2 + 3 }, (_, index) =>
      position(`C${index}`, { status: "closed" }),
    );
    const first = queryPositions(closed, { ...ALL_POSITIONS, status: "closed" });
    expect(first).toMatchObject({ total: closed.length, page: 1, pages: 3 });
    const seen = [1, 2, 3].flatMap((page) => assets(queryPositions(closed, { ...ALL_POSITIONS, page })));
    expect(new Set(seen).size).toBe(closed.length);
    expect(queryPositions(closed, { ...ALL_POSITIONS, page: 9 })).toMatchObject({ page: 3 });
    expect(queryPositions(closed, { ...ALL_POSITIONS, page: 9 }).items).toHaveLength(3);
  });
});
