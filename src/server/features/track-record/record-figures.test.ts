import { beforeEach, describe, expect, it } from "vitest";
import type { Analytics } from "../../../shared/analytics.js";
import type { Performance } from "../../../shared/performance.js";
import type { PositionInput } from "../../../shared/positions.js";
import { TRACK_RECORD_EMBED, type TrackRecord } from "../../../shared/track-record.js";
import type { TradeEventInput } from "../../../shared/trade-lifecycle.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

/**
 * docs/product.md#statistics: every screen counts the same trades, the same way. What a member's dashboard cards and
 * Performance block read, what an admin's overviews read, the analytics, the public record, its widget and its badge
 * all say one number of trades, one win rate and one result.
 */
describe.each(TEST_DIALECTS)("the record's figures on every surface on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  let admin: string;
  let member: string;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    member = (await cookieFor(t, "premium", t.clock.now())) ?? "";
  });

  const open = (fields: Partial<PositionInput>) => createPositionAs(t, admin, { entryPrice: 100, ...fields });
  const report = async (id: string, body: TradeEventInput) => {
    t.clock.advance(60_000);
    const response = await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
  };
  const close = (id: string, price: number) => report(id, { type: "closed", reason: "manual", price });

  /**
   * Four wins, two losses, a break-even trade, a loss voided (the market 4% against it), a cancelled trade, an open one
   * and a draft: eight trades count, four of them won (50%), for +2% in all.
   */
  async function seed() {
    for (const [asset, exit] of [
      ["WIN1", 104],
      ["WIN2", 103],
      ["WIN3", 102],
      ["WIN4", 101],
      ["LOSS1", 98],
      ["LOSS2", 98],
      ["FLAT", 100],
    ] as const) {
      await close(await open({ asset, stopLoss: 96 }), exit);
    }
    await report(await open({ asset: "VOID", stopLoss: 90, currentPrice: 96 }), {
      type: "voided",
      reason: "Published on the wrong pair",
    });
    await report(await open({ asset: "CANCEL", stopLoss: 96 }), { type: "cancelled" });
    await open({ asset: "OPEN", stopLoss: 96 });
    await open({ asset: "DRAFT", stopLoss: 96, status: "planning" });
  }

  const json = async <T>(url: string, cookie?: string) => {
    const response = await callApi(t, "GET", url, cookie === undefined ? {} : { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it("gives the dashboard, the admin's overviews, the analytics, the public record and the badge one count", async () => {
    await seed();
    const expected = { trades: 8, wins: 4, losses: 3, winRate: 50, totalPercent: 2 };

    // The member's dashboard cards and Performance block, and the admin's desktop and phone overviews.
    for (const cookie of [member, admin]) {
      const { overall } = await json<Performance>("/api/positions/performance", cookie);
      expect({
        trades: overall.closed,
        wins: overall.winners,
        losses: overall.losers,
        winRate: overall.winRate,
        totalPercent: overall.totalPnl,
      }).toEqual(expected);
    }

    for (const cookie of [member, admin]) {
      const { summary } = await json<Analytics>("/api/analytics", cookie);
      expect(summary).toMatchObject(expected);
    }

    const record = await json<TrackRecord>("/api/public/track-record");
    expect(record.figures).toMatchObject(expected);
    expect(record.signals.map((signal) => signal.asset)).toContain("CANCEL");
    expect(record.signals.map((signal) => signal.asset)).not.toContain("DRAFT");
    // Each row carries the price its result comes from: the exit, or a void's open share at the price recorded then.
    const row = (asset: string) => record.signals.find((signal) => signal.asset === asset);
    expect(row("WIN1")).toMatchObject({ percent: 4, exitPrice: 104, voidedOpen: null });
    expect(row("VOID")).toMatchObject({
      outcome: "voided",
      percent: -4,
      exitPrice: 96,
      voidedOpen: { share: 100, price: 96, mark: "market" },
    });
    expect(row("CANCEL")).toMatchObject({ percent: null, exitPrice: null, voidedOpen: null });

    for (const path of [TRACK_RECORD_EMBED.badgePath, TRACK_RECORD_EMBED.widgetPath]) {
      const embedded = await callApi(t, "GET", path);
      expect(embedded.statusCode).toBe(200);
      for (const text of ["Trades", "8", "Win rate", "50%"]) expect(embedded.body).toContain(`>${text}<`);
    }
  });
});
