import { describe, expect, it } from "vitest";
import type { TrackRecord } from "../../../shared/track-record.js";
import { callApi } from "../../../../test/support/positions.js";
import { startTracking } from "../../../../test/support/prices.js";
import { useTestApps } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

/*
 * The worked example of docs/product.md#honest-figures: two closed trades (+2.00% at +2.2R, then -0.45% at -0.5R) and
 * one open long of EUR/USD from 1.1000 with its stop at 1.0900, marked by a replayed feed.
 */
describe.each(TEST_DIALECTS)("the record's open risk and drawdown with open signals on %s", (dialect) => {
  const startApp = useTestApps();

  it("marks the open signal at the feed's price: its loss deepens the drawdown, and the headline shows the risk left", async () => {
    const s = await startTracking(startApp, dialect, "EUR/USD,70,1.0912,1.0912\nEUR/USD,140,1.0990,1.0990");
    const closedTrade = async (exit: number) => {
      const id = await s.open({ asset: "GBP/USD", entryPrice: 1.1, stopLoss: 1.09, confirm: true });
      const closed = await callApi(s.t, "POST", `/api/positions/${id}/events`, {
        cookie: s.admin.cookie,
        body: { type: "closed", price: exit, reason: "manual" },
      });
      expect(closed.statusCode, closed.body).toBe(201);
    };
    await closedTrade(1.122);
    await s.at(10);
    await closedTrade(1.095);
    await s.open({ asset: "EUR/USD", entryPrice: 1.1, stopLoss: 1.09, currentPrice: 1.1 });
    const record = async () => (await callApi(s.t, "GET", "/api/public/track-record")).json<TrackRecord>();

    const before = await record();
    expect(before.figures).toMatchObject({ trades: 2, expectancyR: 0.85, expectancyTrades: 2, maxDrawdown: 0.45 });
    // Marked at its entry: nothing gained or lost yet, a stop away from -0.91%.
    expect(before.open).toEqual({ signals: 1, unmarked: 0, resultPercent: 0, riskPercent: -0.91, maxDrawdown: 0.45 });

    // The record marks open signals again at most once a minute.
    await s.at(70);
    // At 1.0912: -0.80%, the curve falls from its peak of +2.00 to +0.75; the stop would take 0.11 more.
    expect((await record()).open).toEqual({
      signals: 1,
      unmarked: 0,
      resultPercent: -0.8,
      riskPercent: -0.11,
      maxDrawdown: 1.25,
    });
    await s.at(140);
    const recovered = await record();
    expect(recovered.open).toMatchObject({ resultPercent: -0.09, riskPercent: -0.82, maxDrawdown: 0.54 });
    // The closed figures never moved: only finished signals are in them.
    expect(recovered.figures).toEqual(before.figures);
  });
});
