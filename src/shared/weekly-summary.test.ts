import { describe, expect, it } from "vitest";
import {
  isSummaryWeekOf,
  dueSummaryWeek,
  namedSummaryWeek,
  summarizeWeek,
  summaryHeadline,
  WEEKLY_SUMMARY_MESSAGES,
  weeklySummariesSchema,
  type SummarySignal,
} from "./weekly-summary";

describe("dueSummaryWeek", () => {
  it("is the week before the latest Monday once that Monday's 08:00 has passed on the member's clock", () => {
    // Monday 30 November 2026, 08:00 in London (GMT) is 08:00 UTC.
    expect(dueSummaryWeek(new Date("2026-11-30T08:00:00Z"), "Europe/London")).toEqual({
      weekStart: "2026-11-23",
      timeZone: "Europe/London",
      from: "2026-11-23T00:00:00.000Z",
      to: "2026-11-30T00:00:00.000Z",
    });
    expect(dueSummaryWeek(new Date("2026-11-30T07:59:59Z"), "Europe/London").weekStart).toBe("2026-11-16");
  });

  it("follows the member's zone: Monday 08:00 in Tokyo is Sunday 23:00 UTC", () => {
    const week = dueSummaryWeek(new Date("2026-11-29T23:00:00Z"), "Asia/Tokyo");
    expect(week).toEqual({
      weekStart: "2026-11-23",
      timeZone: "Asia/Tokyo",
      from: "2026-11-22T15:00:00.000Z",
      to: "2026-11-29T15:00:00.000Z",
    });
    expect(dueSummaryWeek(new Date("2026-11-29T22:59:00Z"), "Asia/Tokyo").weekStart).toBe("2026-11-16");
    // In New York it is still Sunday evening then.
    expect(dueSummaryWeek(new Date("2026-11-29T23:00:00Z"), "America/New_York").weekStart).toBe("2026-11-16");
  });

  it("stays on the last finished week through the rest of the week, to Sunday night", () => {
    expect(dueSummaryWeek(new Date("2026-11-27T12:00:00Z"), null).weekStart).toBe("2026-11-16");
    expect(dueSummaryWeek(new Date("2026-11-29T23:59:59Z"), null).weekStart).toBe("2026-11-16");
    expect(dueSummaryWeek(new Date("2026-11-24T00:00:00Z"), null).weekStart).toBe("2026-11-16");
    expect(dueSummaryWeek(new Date("2026-11-23T08:00:00Z"), null).weekStart).toBe("2026-11-16");
    expect(dueSummaryWeek(new Date("2026-11-23T07:59:00Z"), null).weekStart).toBe("2026-11-09");
  });

  it("a member with no saved zone is on UTC", () => {
    expect(dueSummaryWeek(new Date("2026-11-30T08:00:00Z"), null)).toMatchObject({
      timeZone: "UTC",
      from: "2026-11-23T00:00:00.000Z",
    });
  });

  it("a week across a summer-time change is its wall-clock week, 167 or 169 hours long", () => {
    // London moves its clocks back on Sunday 25 October 2026.
    const autumn = dueSummaryWeek(new Date("2026-10-26T08:00:00Z"), "Europe/London");
    expect(autumn).toMatchObject({ weekStart: "2026-10-19", from: "2026-10-18T23:00:00.000Z" });
    expect(autumn.to).toBe("2026-10-26T00:00:00.000Z");
    // On the summer-time Monday before, 08:00 London is 07:00 UTC.
    expect(dueSummaryWeek(new Date("2026-10-19T07:00:00Z"), "Europe/London").weekStart).toBe("2026-10-12");
    expect(dueSummaryWeek(new Date("2026-10-19T06:59:00Z"), "Europe/London").weekStart).toBe("2026-10-05");
  });

  it("crosses months and years", () => {
    expect(dueSummaryWeek(new Date("2027-01-04T09:00:00Z"), null)).toMatchObject({
      weekStart: "2026-12-28",
      to: "2027-01-04T00:00:00.000Z",
    });
  });
});

describe("isSummaryWeekOf", () => {
  const week = { to: "2026-11-23T00:00:00.000Z" };
  it("is a member's from the week they joined in, and never one over before they joined", () => {
    expect(isSummaryWeekOf(week, "2026-11-22T23:59:59.999Z")).toBe(true);
    expect(isSummaryWeekOf(week, "2026-10-01T09:00:00.000Z")).toBe(true);
    expect(isSummaryWeekOf(week, "2026-11-23T00:00:00.000Z")).toBe(false);
    expect(isSummaryWeekOf(week, "2026-11-23T09:00:00.000Z")).toBe(false);
  });

  it("compares instants, whatever their offset is written in", () => {
    expect(isSummaryWeekOf({ to: "2026-11-22T15:00:00.000Z" }, "2026-11-23T00:30:00+09:00")).toBe(false);
    expect(isSummaryWeekOf({ to: "2026-11-22T15:00:00.000Z" }, "2026-11-22T23:30:00+09:00")).toBe(true);
  });
});

describe("namedSummaryWeek", () => {
  const now = new Date("2026-11-27T12:00:00Z");

  it("is the week of a Monday that is over and due", () => {
    expect(namedSummaryWeek("2026-11-16", "Europe/Paris", now)).toEqual({
      weekStart: "2026-11-16",
      timeZone: "Europe/Paris",
      from: "2026-11-15T23:00:00.000Z",
      to: "2026-11-22T23:00:00.000Z",
    });
    expect(namedSummaryWeek("2026-11-02", null, now)).toMatchObject({
      timeZone: "UTC",
      from: "2026-11-02T00:00:00.000Z",
    });
  });

  it("refuses a week still running or not due, a day that is not a Monday, and what is not a date", () => {
    expect(namedSummaryWeek("2026-11-23", null, now)).toEqual({ refused: WEEKLY_SUMMARY_MESSAGES.weekNotOver });
    expect(namedSummaryWeek("2026-11-23", null, new Date("2026-11-30T07:00:00Z"))).toEqual({
      refused: WEEKLY_SUMMARY_MESSAGES.weekNotOver,
    });
    expect(namedSummaryWeek("2026-11-23", null, new Date("2026-11-30T08:00:00Z"))).toMatchObject({
      weekStart: "2026-11-23",
    });
    expect(namedSummaryWeek("2026-11-17", null, now)).toEqual({ refused: WEEKLY_SUMMARY_MESSAGES.weekNotMonday });
    for (const text of [
      "2026-11-31",
      "2026-02-30",
      "16-11-2026",
      "2026-11-16T00:00",
      "x2026-11-16",
      " 2026-11-16",
      "",
      "2026-1-16",
    ]) {
      expect(namedSummaryWeek(text, null, now)).toEqual({ refused: WEEKLY_SUMMARY_MESSAGES.weekFormat });
    }
  });
});

const week = {
  weekStart: "2026-11-16",
  timeZone: "UTC",
  from: "2026-11-16T00:00:00.000Z",
  to: "2026-11-23T00:00:00.000Z",
};
const signal = (id: string, closedAt: string, percent: number | null, r: number | null = null): SummarySignal => ({
  id,
  asset: `A${id}`,
  assetClass: "forex",
  direction: "long",
  outcome: percent === null ? "cancelled" : "manual",
  closedAt,
  percent,
  r,
});

describe("summarizeWeek", () => {
  it("counts wins, losses, win rate, total and expectancy over the signals that filled, in close order", () => {
    const closed = [
      signal("c", "2026-11-20T10:00:00Z", -1.5, -1),
      signal("a", "2026-11-17T10:00:00Z", 3.25, 2),
      signal("x", "2026-11-18T10:00:00Z", null),
      signal("b", "2026-11-19T10:00:00Z", 0, null),
      signal("d", "2026-11-21T10:00:00Z", 1.1, 0.5),
    ];
    const portfolio = { trades: 2, pnl: 118.5, percent: 1.19 };
    const summary = summarizeWeek(week, { published: 6, closed, portfolio, createdAt: "2026-11-23T08:00:00.000Z" });
    expect(summary).toMatchObject({
      ...week,
      createdAt: "2026-11-23T08:00:00.000Z",
      published: 6,
      trades: 4,
      wins: 2,
      losses: 1,
      winRate: 50,
      totalPercent: 2.85,
      expectancyR: 0.5,
      portfolio,
    });
    expect(summary.closed.map((s) => s.id)).toEqual(["a", "x", "b", "c", "d"]);
    expect(summary.best?.id).toBe("a");
    expect(summary.worst?.id).toBe("c");
  });

  it("orders signals closed at the same moment by id", () => {
    const at = "2026-11-17T10:00:00Z";
    const summary = summarizeWeek(week, {
      published: 0,
      closed: [signal("b", at, 1), signal("a", at, 2), signal("c", at, 3)],
      portfolio: null,
      createdAt: at,
    });
    expect(summary.closed.map((s) => s.id)).toEqual(["a", "b", "c"]);
    const reversed = summarizeWeek(week, {
      published: 0,
      closed: [signal("c", at, 3), signal("a", at, 2), signal("b", at, 1)],
      portfolio: null,
      createdAt: at,
    });
    expect(reversed.closed.map((s) => s.id)).toEqual(["a", "b", "c"]);
  });

  it("answers every field through the response schema, none dropped", () => {
    const closed = [
      signal("a", "2026-11-17T10:00:00.000Z", 3.25, 2),
      signal("b", "2026-11-18T10:00:00.000Z", -1, -1),
      signal("x", "2026-11-19T10:00:00.000Z", null),
    ];
    const summary = summarizeWeek(week, {
      published: 3,
      closed,
      portfolio: { trades: 1, pnl: -42.5, percent: -0.43 },
      createdAt: "2026-11-23T08:00:00.000Z",
    });
    expect(weeklySummariesSchema.parse({ summaries: [summary] })).toEqual({ summaries: [summary] });
    const quiet = summarizeWeek(week, {
      published: 0,
      closed: [],
      portfolio: null,
      createdAt: "2026-11-23T08:00:00.000Z",
    });
    expect(weeklySummariesSchema.parse({ summaries: [quiet] })).toEqual({ summaries: [quiet] });
  });

  it("has no win rate, best or worst with nothing counted, and no best or worst with one trade", () => {
    const empty = summarizeWeek(week, {
      published: 2,
      closed: [signal("x", "2026-11-18T10:00:00Z", null)],
      portfolio: null,
      createdAt: "",
    });
    expect(empty).toMatchObject({ trades: 0, wins: 0, losses: 0, winRate: null, totalPercent: 0, expectancyR: null });
    expect(empty.best).toBeNull();
    expect(empty.worst).toBeNull();
    const one = summarizeWeek(week, {
      published: 1,
      closed: [signal("a", "2026-11-18T10:00:00Z", -2, -1)],
      portfolio: null,
      createdAt: "",
    });
    expect(one).toMatchObject({ trades: 1, wins: 0, losses: 1, winRate: 0, totalPercent: -2, expectancyR: -1 });
    expect(one.best).toBeNull();
    expect(one.worst).toBeNull();
  });

  it("rounds the win rate and the sums to what a member reads", () => {
    const closed = [
      signal("a", "2026-11-17T10:00:00Z", 0.105, 0.333),
      signal("b", "2026-11-18T10:00:00Z", 0.1, 0.333),
      signal("c", "2026-11-19T10:00:00Z", -0.1, 0.334),
    ];
    const summary = summarizeWeek(week, { published: 3, closed, portfolio: null, createdAt: "" });
    expect(summary.winRate).toBe(67);
    expect(summary.totalPercent).toBe(0.11);
    expect(summary.expectancyR).toBe(0.33);
  });
});

describe("summaryHeadline", () => {
  it("says what the week came to", () => {
    expect(summaryHeadline({ trades: 0, totalPercent: 0, wins: 0 })).toBe("No signal closed");
    expect(summaryHeadline({ trades: 1, totalPercent: -0.5, wins: 0 })).toBe("-0.50% across 1 closed signal, 0 won");
    expect(summaryHeadline({ trades: 4, totalPercent: 2.85, wins: 2 })).toBe("+2.85% across 4 closed signals, 2 won");
  });
});
