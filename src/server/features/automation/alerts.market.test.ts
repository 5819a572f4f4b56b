import { describe, expect, it } from "vitest";
import type { AlertReceipt } from "../../../shared/automation.js";
import { createAlertSource, postAlert, tradingViewOpen } from "../../../../test/support/alerts.js";
import { callApi, positionInput } from "../../../../test/support/positions.js";
import { historyOf, startTracking } from "../../../../test/support/prices.js";
import { useTestApps } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

// Where a price feed runs, an alert meets the market checks the admin's publication meets (market-check.ts).
describe.each(TEST_DIALECTS)("alerts and the live price feed on %s", (dialect) => {
  const startApp = useTestApps();

  it("opens a market entry at the feed's price, and refuses a symbol the feed never prices or a far entry", async () => {
    const s = await startTracking(startApp, dialect, `EUR/USD,1,1.1000,1.1002`);
    // The feed watches the instruments of open positions: one is open on EUR/USD.
    const watched = await s.open(positionInput({ entryPrice: 1.1 }));
    await s.at(1);
    const { webhookPath } = await createAlertSource(s.t, s.admin.cookie, {
      publishes: true,
      defaultAssetClass: "forex",
    });
    const open = (overrides: Record<string, unknown>) =>
      postAlert(s.t, webhookPath, tradingViewOpen(s.clock.now(), { stop: 1.09, targets: [1.11], ...overrides }));

    const market = await open({ entry: "market", id: "market-1", ref: "m-1" });
    expect(market.statusCode, market.body).toBe(201);
    const positionId = market.json<{ positionId: string }>().positionId;
    const [opened] = await historyOf(s.t, s.admin.cookie, positionId);
    expect(opened).toMatchObject({
      type: "opened",
      plan: { entryPrice: 1.1002 },
      market: { price: 1.1002, distancePercent: 0 },
    });

    const unknown = await open({ symbol: "GBPUSD", entry: 1.27, stop: 1.26, targets: [1.28], id: "gbp", ref: "g-1" });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json<{ message: string }>().message).toMatch(/^GBP\/USD is not tracked by the price feed/);

    const far = await open({ entry: 1.05, stop: 1.04, targets: [1.06], id: "far", ref: "f-1" });
    expect(far.statusCode).toBe(409);
    expect(far.json<{ message: string }>().message).toMatch(/from the market price 1.10020/);

    const log = await callApi(s.t, "GET", "/api/admin/automation/alerts", { cookie: s.admin.cookie });
    expect(
      log
        .json<AlertReceipt[]>()
        .map((receipt) => receipt.outcome)
        .sort(),
    ).toEqual(["published", "refused", "refused"]);
    const positions = await s.t.database.handle.db.selectFrom("positions").select("id").execute();
    expect(positions.map((row) => row.id).sort()).toEqual([positionId, watched].sort());
  });
});
