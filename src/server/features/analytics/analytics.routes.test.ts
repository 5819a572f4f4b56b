import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { ANALYTICS_MESSAGES, type Analytics } from "../../../shared/analytics.js";
import type { PositionInput } from "../../../shared/positions.js";
import { memberFor, type Role } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe.each(TEST_DIALECTS)("advanced analytics API on %s", (dialect) => {
  describe("without early access", () => {
    const t = useTestApp(dialect, { clockAt: TEST_NOW });
    const clock = t.clock;
    const cookieOf = async (role: Exclude<Role, "signed out">) => (await memberFor(t, role, clock.now())).cookie;
    const analyticsAs = (cookie: string, query = "") => callApi(t, "GET", `/api/analytics${query}`, { cookie });

    /** Three trades published together and closed an hour apart: +10% (2R), -1% (-0.5R), +3% (no stop, no R). */
    async function seedClosedTrades(admin: string) {
      const open = (fields: Partial<PositionInput>) => createPositionAs(t, admin, { entryPrice: 100, ...fields });
      const btc = await open({ asset: "BTC", assetClass: "crypto", stopLoss: 95, riskLevel: "high" });
      const gbp = await open({ asset: "GBP/USD", direction: "short", stopLoss: 102, riskLevel: "low" });
      const aapl = await open({ asset: "AAPL", assetClass: "stocks" });
      await createPositionAs(t, admin, { asset: "STILL OPEN", entryPrice: 50, stopLoss: 45 });
      for (const [id, price] of [
        [btc, 110],
        [gbp, 101],
        [aapl, 103],
      ] as const) {
        clock.advance(HOUR);
        const closed = await callApi(t, "POST", `/api/positions/${id}/events`, {
          cookie: admin,
          body: { type: "closed", reason: "manual", price },
        });
        expect(closed.statusCode, closed.body).toBe(201);
      }
    }

    it("answers a Pro member the figures of the closed positions, in percent and in R", async () => {
      await seedClosedTrades(await cookieOf("admin"));
      const response = await analyticsAs(await cookieOf("premium"), "?timeZone=Europe/London");
      expect(response.statusCode, response.body).toBe(200);
      const analytics = response.json<Analytics>();

      expect(analytics.timeZone).toBe("Europe/London");
      expect(analytics.summary).toEqual({
        trades: 3,
        wins: 2,
        losses: 1,
        winRate: 67,
        totalPercent: 12,
        totalR: 1.5,
        expectancyR: 0.75,
        expectancyPercent: 4,
        withoutR: 1,
        maxDrawdownPercent: 1,
      });
      expect(analytics.curve.map((point) => [point.asset, point.cumulativePercent, point.cumulativeR])).toEqual([
        ["BTC", 10, 2],
        ["GBP/USD", 9, 1.5],
        ["AAPL", 12, 1.5],
      ]);
      expect(analytics.curve.map((point) => point.drawdownPercent)).toEqual([0, -1, 0]);
      expect(analytics.monthly).toEqual([expect.objectContaining({ month: "2026-11", trades: 3, totalPercent: 12 })]);
      expect(analytics.streaks).toEqual({ longestWin: 1, longestLoss: 1, current: { kind: "win", length: 1 } });
      expect(analytics.holding).toEqual({
        all: { trades: 3, averageMs: 2 * HOUR, medianMs: 2 * HOUR },
        winners: { trades: 2, averageMs: 2 * HOUR, medianMs: 2 * HOUR },
        losers: { trades: 1, averageMs: 2 * HOUR, medianMs: 2 * HOUR },
      });
      expect(analytics.byDirection.map((row) => [row.direction, row.trades, row.winRate, row.expectancyR])).toEqual([
        ["long", 2, 100, 2],
        ["short", 1, 0, -0.5],
      ]);
      expect(analytics.byAssetClass.map((row) => [row.assetClass, row.totalPercent])).toEqual([
        ["forex", -1],
        ["crypto", 10],
        ["stocks", 3],
      ]);
      expect(analytics.byInstrument.map((row) => row.asset)).toEqual(["AAPL", "BTC", "GBP/USD"]);
      expect(analytics.byRiskLevel.map((row) => [row.riskLevel, row.trades, row.totalR])).toEqual([
        ["low", 1, -0.5],
        ["high", 1, 2],
        [null, 1, null],
      ]);
    });

    it("answers admins too, and empty figures when nothing has closed", async () => {
      const response = await analyticsAs(await cookieOf("admin"));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Analytics>()).toMatchObject({ timeZone: "UTC", curve: [], monthly: [], byInstrument: [] });
    });

    it("refuses Trial and standard members with the reason, and an ended plan as every member route does", async () => {
      await seedClosedTrades(await cookieOf("admin"));
      for (const role of ["trial", "standard"] as const) {
        const refused = await analyticsAs(await cookieOf(role));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: englishMessage(ANALYTICS_MESSAGES.proOnly) });
      }
      const expired = await analyticsAs(await cookieOf("expired"));
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ message: "Subscription required" });
    });

    it("refuses a time zone it does not know with 400", async () => {
      const response = await analyticsAs(await cookieOf("premium"), "?timeZone=Mars/Olympus");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: "Choose a time zone from the list" });
    });
  });

  describe("with early access", () => {
    const t = useTestApp(dialect, { clockAt: TEST_NOW, earlyAccessMinutes: 10 });
    const clock = t.clock;

    it("counts a position closed before its release only from the release, for Pro members too", async () => {
      const admin = (await memberFor(t, "admin", clock.now())).cookie;
      const pro = (await memberFor(t, "premium", clock.now())).cookie;
      const id = await createPositionAs(t, admin, { asset: "GBP/USD", entryPrice: 1.27, stopLoss: 1.26 });
      clock.advance(MINUTE);
      await callApi(t, "POST", `/api/positions/${id}/events`, {
        cookie: admin,
        body: { type: "closed", reason: "manual", price: 1.275 },
      });
      const trades = async () =>
        (await callApi(t, "GET", "/api/analytics", { cookie: pro })).json<Analytics>().summary.trades;
      expect(await trades()).toBe(0);

      clock.advance(10 * MINUTE);
      await t.app.releases.drain();
      expect(await trades()).toBe(1);
    });
  });
});
