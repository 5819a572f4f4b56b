import { describe, expect, it } from "vitest";
import type { AlertAnswer } from "../../../shared/automation.js";
import { createAlertSource, postAlert, tradingViewOpen } from "../../../../test/support/alerts.js";
import { cookieFor } from "../../../../test/support/members.js";
import { manualClock, TEST_NOW, useTestApps } from "../../../../test/support/test-app.js";
import { TEST_DATABASE_URL } from "../../../../test/support/test-env.js";

// TradingView may deliver an alert twice, and a load balancer may hand the copies to different instances at once.
describe.runIf(TEST_DATABASE_URL)("one alert at two instances on the same PostgreSQL", () => {
  const startApp = useTestApps();

  it.each([
    ["its id", tradingViewOpen(TEST_NOW)],
    ["a hash of its body and minute", { ...tradingViewOpen(TEST_NOW), id: undefined }],
  ])("publishes it once, told apart by %s", async (_by, alert) => {
    const clock = manualClock(TEST_NOW);
    const first = await startApp("postgres", { clock });
    const second = await startApp("postgres", { clock, sharingDatabaseOf: first });
    const admin = (await cookieFor(first, "admin", clock.now())) ?? "";
    const { webhookPath } = await createAlertSource(first, admin, { publishes: true, defaultAssetClass: "forex" });

    const answers = await Promise.all([
      postAlert(first, webhookPath, alert),
      postAlert(second, webhookPath, alert),
      postAlert(first, webhookPath, alert),
      postAlert(second, webhookPath, alert),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(answers.map((answer) => answer.json<AlertAnswer>().outcome).sort()).toEqual([
      "duplicate",
      "duplicate",
      "duplicate",
      "published",
    ]);
    const db = first.database.handle.db;
    expect(await db.selectFrom("positions").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("position_events").select("id").execute()).toHaveLength(1);
    const outcomes = await db.selectFrom("alert_receipts").select("outcome").orderBy("outcome").execute();
    expect(outcomes.map((row) => row.outcome)).toEqual(["duplicate", "duplicate", "duplicate", "published"]);
  });
});
