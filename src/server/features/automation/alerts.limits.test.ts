import { beforeEach, describe, expect, it } from "vitest";
import { ALERT_MESSAGES, ALERTS_PER_MINUTE } from "../../../shared/alerts.js";
import type { AlertReceipt } from "../../../shared/automation.js";
import { createAlertSource, postAlert, tradingViewOpen } from "../../../../test/support/alerts.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { sweepExpiredRecords } from "../../housekeeping.js";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)("an alert source's limits on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  let admin: string;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });

  it("answers 429 with a message once a source sends more than its alerts a minute, and not another source", async () => {
    const { webhookPath } = await createAlertSource(t, admin);
    const other = await createAlertSource(t, admin, { name: "Other" });
    for (let i = 0; i < ALERTS_PER_MINUTE; i++) {
      expect((await postAlert(t, webhookPath, { action: "note", ref: "r", text: `${i}` })).statusCode).toBe(202);
    }
    const limited = await postAlert(t, webhookPath, { action: "note", ref: "r", text: "one more" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: "This source sent too many alerts: wait a minute" });
    expect((await postAlert(t, other.webhookPath, { action: "note", ref: "r", text: "x" })).statusCode).toBe(202);
  });

  it("logs the alerts refused before they are read as one line per source, reason and minute, with a count", async () => {
    const { webhookPath } = await createAlertSource(t, admin);
    const other = await createAlertSource(t, admin, { name: "Other" });
    for (let i = 0; i < ALERTS_PER_MINUTE; i++)
      await postAlert(t, webhookPath, { action: "note", ref: "r", text: `${i}` });
    for (let i = 0; i < 3; i++) {
      expect((await postAlert(t, webhookPath, { action: "note", ref: "r", text: "more" })).statusCode).toBe(429);
    }
    const huge = JSON.stringify({ action: "note", ref: "r", text: "x".repeat(70 * 1024) });
    for (let i = 0; i < 2; i++) expect((await postAlert(t, other.webhookPath, huge)).statusCode).toBe(413);
    // An address no source has is not a source's alert: nothing is logged for it.
    expect((await postAlert(t, "/api/alerts/not-a-source", huge)).statusCode).toBe(413);
    t.clock.advance(60_000);
    expect((await postAlert(t, other.webhookPath, huge)).statusCode).toBe(413);

    const log = await callApi(t, "GET", "/api/admin/automation/alerts", { cookie: admin });
    const refused = log
      .json<AlertReceipt[]>()
      .filter((line) => line.outcome === "refused")
      .map(({ sourceName, reason, count, body }) => ({ sourceName, reason, count, body }))
      .sort((a, b) => a.count - b.count);
    expect(refused).toEqual([
      { sourceName: "Other", reason: ALERT_MESSAGES.tooLarge, count: 1, body: "" },
      { sourceName: "Other", reason: ALERT_MESSAGES.tooLarge, count: 2, body: "" },
      { sourceName: "TradingView", reason: ALERT_MESSAGES.tooMany, count: 3, body: "" },
    ]);
    const rows = await t.database.handle.db.selectFrom("alert_receipts").select("id").execute();
    expect(rows).toHaveLength(ALERTS_PER_MINUTE + 3);
  });

  it("refuses a plan price more than 20% from the entry, which no one is there to confirm", async () => {
    const { webhookPath } = await createAlertSource(t, admin, { publishes: true, defaultAssetClass: "forex" });
    const far = await postAlert(t, webhookPath, tradingViewOpen(t.clock.now(), { targets: [1.5] }));
    expect(far.statusCode).toBe(400);
    expect(far.json<{ message: string }>().message).toBe(
      "TP1 is more than 20% from the entry: an alert is not published with a price that far",
    );
  });

  it("keeps the alert log 90 days", async () => {
    const { webhookPath } = await createAlertSource(t, admin);
    await postAlert(t, webhookPath, { action: "note", ref: "old", text: "old" });
    t.clock.advance(60 * DAY_MS);
    await postAlert(t, webhookPath, { action: "note", ref: "new", text: "new" });
    await sweepExpiredRecords(t.database.handle.db, new Date(TEST_NOW.getTime() + 91 * DAY_MS));
    // The admin's session is long gone by then: the log is read where it is kept.
    const kept = await t.database.handle.db.selectFrom("alert_receipts").select("reference").execute();
    expect(kept).toEqual([{ reference: "new" }]);
  });
});
