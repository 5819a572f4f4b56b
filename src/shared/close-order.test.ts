import { describe, expect, it } from "vitest";
import { byCloseTime, compareText } from "./close-order.js";

describe("compareText", () => {
  it("orders by code unit, earlier instants first, and calls equal text equal", () => {
    expect(compareText("2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z")).toBe(-1);
    expect(compareText("2026-01-02T00:00:00.000Z", "2026-01-01T00:00:00.000Z")).toBe(1);
    expect(compareText("same", "same")).toBe(0);
    expect(compareText("B", "a")).toBe(-1);
  });
});

describe("byCloseTime", () => {
  const closed = (id: string, closedAt: string) => ({ id, closedAt });
  const early = "2026-01-01T09:00:00.000Z";
  const late = "2026-01-01T17:00:00.000Z";

  it("puts the oldest close first, whatever the ids", () => {
    const list = [closed("a", late), closed("b", early)];
    expect([...list].sort(byCloseTime).map((trade) => trade.id)).toEqual(["b", "a"]);
    expect(
      [...list]
        .reverse()
        .sort(byCloseTime)
        .map((trade) => trade.id),
    ).toEqual(["b", "a"]);
  });

  it("orders closes at the same moment by id, whatever order they come in", () => {
    const list = [closed("a", early), closed("c", early), closed("b", early)];
    expect([...list].sort(byCloseTime).map((trade) => trade.id)).toEqual(["a", "b", "c"]);
    expect(
      [...list]
        .reverse()
        .sort(byCloseTime)
        .map((trade) => trade.id),
    ).toEqual(["a", "b", "c"]);
  });
});
