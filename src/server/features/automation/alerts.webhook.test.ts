import { beforeEach, describe, expect, it } from "vitest";
import type { PositionEvent } from "../../../shared/ws-events.js";
import { ALERT_BODY_LIMIT_BYTES } from "../../../shared/alerts.js";
import type { AlertReceipt } from "../../../shared/automation.js";
import { createAlertSource, postAlert, tradingViewOpen } from "../../../../test/support/alerts.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { isPositionEvent } from "../events/event-bus.js";

describe.each(TEST_DIALECTS)("TradingView alerts on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  let admin: string;
  let events: PositionEvent[];
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    events = [];
    t.events.subscribe((event) => isPositionEvent(event) && events.push(event));
  });
  const log = async () =>
    (await callApi(t, "GET", "/api/admin/automation/alerts", { cookie: admin })).json<AlertReceipt[]>();
  const publishing = () => createAlertSource(t, admin, { publishes: true, defaultAssetClass: "forex" });

  it("opens a signal members receive, then hits TP1 from a second alert, and ignores a duplicate", async () => {
    const { webhookPath, source } = await publishing();
    const opened = await postAlert(t, webhookPath, tradingViewOpen(t.clock.now()));
    expect(opened.statusCode).toBe(201);
    const positionId = opened.json<{ positionId: string }>().positionId;
    expect(events.map((event) => [event.type, event.data.message])).toEqual([
      ["position_added", "New signal: EUR/USD LONG at 1.07240"],
    ]);

    const member = (await cookieFor(t, "premium", t.clock.now())) ?? "";
    const list = await callApi(t, "GET", "/api/positions", { cookie: member });
    expect(list.json<{ id: string; stopLoss: number }[]>()).toMatchObject([{ id: positionId, stopLoss: 1.065 }]);
    const feed = await callApi(t, "GET", "/api/notifications", { cookie: member });
    expect(feed.json<{ items: { message: string }[] }>().items.map((item) => item.message)).toEqual([
      "New signal: EUR/USD LONG at 1.07240",
    ]);

    const hit = { action: "target_hit", id: "tp1-alert", ref: "long-1", time: t.clock.now().toISOString(), target: 1 };
    t.clock.advance(1000);
    expect((await postAlert(t, webhookPath, hit)).statusCode).toBe(201);
    expect(events.at(-1)).toMatchObject({ type: "position_updated", data: { change: "target_hit" } });

    t.clock.advance(1000);
    const again = await postAlert(t, webhookPath, hit);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: "duplicate" });
    expect(events).toHaveLength(2);

    const via = await t.database.handle.db
      .selectFrom("position_events")
      .select(["type", "via"])
      .where("position_id", "=", positionId)
      .orderBy("seq")
      .execute();
    expect(via).toEqual([
      { type: "opened", via: `alert:${source.id}` },
      { type: "target_hit", via: `alert:${source.id}` },
    ]);
    expect((await log()).map((receipt) => receipt.outcome)).toEqual(["duplicate", "published", "published"]);
    const history = await callApi(t, "GET", `/api/positions/${positionId}/history`, { cookie: admin });
    expect(history.json<{ actorName: string }[]>()[0]?.actorName).toMatch(/ \(TradingView alert\)$/);
    const memberHistory = await callApi(t, "GET", `/api/positions/${positionId}/history`, { cookie: member });
    expect(memberHistory.json<{ actorName: string | null }[]>()[0]?.actorName).toBeNull();
  });

  it("refuses stale, oversized and malformed alerts with a message, logs why, and writes no signal", async () => {
    const { webhookPath } = await publishing();
    const stale = await postAlert(t, webhookPath, tradingViewOpen(new Date(t.clock.now().getTime() - 10 * 60_000)));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: "The alert is older than this source accepts" });
    t.clock.advance(1000);

    const oversized = await postAlert(
      t,
      webhookPath,
      tradingViewOpen(t.clock.now(), { commentary: "x".repeat(ALERT_BODY_LIMIT_BYTES) }),
    );
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ message: "The alert is larger than 8 KB" });
    t.clock.advance(1000);

    const notJson = await postAlert(t, webhookPath, "EURUSD crossed 1.0724", "text/plain; charset=utf-8");
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ message: string }>().message).toMatch(/not JSON/);

    const badPlan = await postAlert(t, webhookPath, tradingViewOpen(t.clock.now(), { stop: 1.09, id: "bad-stop" }));
    expect(badPlan.statusCode).toBe(400);

    const unknownStep = await postAlert(t, webhookPath, { action: "close", ref: "never-opened" });
    expect(unknownStep.statusCode).toBe(404);

    expect(events).toEqual([]);
    const receipts = await log();
    expect(receipts.map((receipt) => receipt.outcome)).toEqual(Array(5).fill("refused"));
    expect(
      receipts
        .map((receipt) => receipt.reason)
        .reverse()
        .slice(0, 2),
    ).toEqual(["The alert is older than this source accepts", "The alert is larger than 8 KB"]);
    const positions = await t.database.handle.db.selectFrom("positions").select("id").execute();
    expect(positions).toEqual([]);
  });

  it("keeps a draft source's alert for approval, publishes it once, and refuses a second approval", async () => {
    const { webhookPath } = await createAlertSource(t, admin, { defaultAssetClass: "forex" });
    const drafted = await postAlert(t, webhookPath, tradingViewOpen(t.clock.now()));
    expect(drafted.statusCode).toBe(202);
    expect(events).toEqual([]);
    const [waiting] = (await callApi(t, "GET", "/api/admin/automation/alerts?outcome=draft", { cookie: admin })).json<
      AlertReceipt[]
    >();
    expect(waiting).toMatchObject({ outcome: "draft", symbol: "EURUSD", action: "open" });

    const approve = () => callApi(t, "POST", `/api/admin/automation/alerts/${waiting?.id}/approve`, { cookie: admin });
    expect((await approve()).statusCode).toBe(200);
    expect(events.map((event) => event.type)).toEqual(["position_added"]);
    expect((await approve()).statusCode).toBe(409);
    expect(events).toHaveLength(1);
  });

  it("answers 404 to a revoked or rotated address, and takes alerts at the new one", async () => {
    const { webhookPath, source } = await publishing();
    const rotated = await callApi(t, "POST", `/api/admin/automation/sources/${source.id}/rotate`, { cookie: admin });
    const newPath = rotated.json<{ webhookPath: string }>().webhookPath;
    expect((await postAlert(t, webhookPath, tradingViewOpen(t.clock.now()))).statusCode).toBe(404);
    expect((await postAlert(t, newPath, tradingViewOpen(t.clock.now()))).statusCode).toBe(201);
    await callApi(t, "POST", `/api/admin/automation/sources/${source.id}/revoke`, { cookie: admin });
    const revoked = await postAlert(t, newPath, tradingViewOpen(t.clock.now(), { id: "later", ref: "long-2" }));
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ message: "No alert source has this address: it was revoked or rotated" });
  });

  it("never writes the webhook's secret to the log", async () => {
    const { webhookPath } = await publishing();
    await postAlert(t, webhookPath, tradingViewOpen(t.clock.now()));
    const secret = webhookPath.split("/").at(-1) ?? "";
    expect(t.logs.join("\n")).not.toContain(secret);
  });

  it("checks the test button's sample as an alert, shows the outcome, and writes nothing but its line in the log", async () => {
    const { source } = await publishing();
    const test = (alert: object) =>
      callApi(t, "POST", `/api/admin/automation/sources/${source.id}/test`, {
        cookie: admin,
        body: { body: JSON.stringify(alert) },
      });
    const accepted = await test(tradingViewOpen(t.clock.now()));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ outcome: "tested", positionId: null });
    t.clock.advance(1000);
    const refused = await test(tradingViewOpen(t.clock.now(), { stop: 1.09 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/stop/i);

    expect(events).toEqual([]);
    expect(await t.database.handle.db.selectFrom("positions").select("id").execute()).toEqual([]);
    expect((await log()).map((receipt) => receipt.outcome)).toEqual(["refused", "tested"]);
  });
});
