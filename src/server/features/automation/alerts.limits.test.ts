import { beforeEach, describe, expect, it } from "vitest";
import { ALERTS_PER_MINUTE } from "../../../shared/alerts.js";
import { createAlertSource, postAlert, tradingViewOpen } from "../../../../test/support/alerts.js";
import { cookieFor } from "../../../../test/support/members.js";
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
