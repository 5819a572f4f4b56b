import { englishMessage } from "../../lib/app-error.js";
import { Webhook } from "standardwebhooks";
import { describe, expect, it, vi } from "vitest";
import {
  API_ACCESS_MESSAGES as M,
  type WebhookEndpointWithSecret,
  type WebhookMessage,
} from "../../../shared/api-access.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { useWebhookReceiver, type ReceivedWebhook } from "../../../../test/support/webhook-receiver.js";
import { queueWebhookMessages } from "./webhook-queue.js";

const HOUR = 60 * 60_000;
const ALLOW_LOCAL_RECEIVERS = { WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING: "true" };

async function register(t: TestApp, cookie: string, url: string, eventTypes: string[]) {
  const response = await callApi(t, "POST", "/api/account/webhooks", { cookie, body: { url, eventTypes } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookEndpointWithSecret>();
}

const addEvent = async (t: TestApp, admin: string, id: string, body: unknown) => {
  const response = await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin, body });
  expect(response.statusCode, response.body).toBe(201);
};

/** What the standardwebhooks library makes of a delivery, verified at `now` (it checks the timestamp against its clock). */
function verifiedAt(secret: string, delivery: ReceivedWebhook | undefined, now: Date): unknown {
  vi.useFakeTimers({ toFake: ["Date"], now });
  try {
    return new Webhook(secret).verify(delivery?.body ?? "", delivery?.headers ?? {});
  } finally {
    vi.useRealTimers();
  }
}

const deliveryLog = async (t: TestApp, cookie: string, id: string) =>
  (await callApi(t, "GET", `/api/account/webhooks/${id}/deliveries`, { cookie })).json<{
    messages: WebhookMessage[];
  }>().messages;

describe.each(TEST_DIALECTS)("members' webhooks on %s", (dialect) => {
  const receiver = useWebhookReceiver();
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: ALLOW_LOCAL_RECEIVERS });

  it("POSTs each chosen event, signed so the standardwebhooks library verifies it", async () => {
    const admin = (await memberFor(t, "admin", t.clock.now())).cookie;
    const pro = await memberFor(t, "premium", t.clock.now());
    const endpoint = await register(t, pro.cookie, receiver.url, ["opened", "closed"]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const id = await createPositionAs(t, admin, { asset: "XAU/USD", assetClass: "commodities", entryPrice: 2350 });
    await addEvent(t, admin, id, { type: "stop_moved", to: 2340, reason: "manual" });
    await addEvent(t, admin, id, { type: "closed", price: 2360, reason: "manual" });
    await t.app.jobs.drain();

    const events = receiver.received.map((delivery) => {
      const event = verifiedAt(endpoint.secret, delivery, t.clock.now()) as {
        type: string;
        data: { position: { id: string } };
      };
      return [event.type, event.data.position.id];
    });
    expect(events).toEqual([
      ["opened", id],
      ["closed", id],
    ]);
    expect(new Set(receiver.received.map((d) => d.headers["webhook-id"])).size).toBe(2);
    const log = await deliveryLog(t, pro.cookie, endpoint.id);
    expect(log.map((m) => [m.eventType, m.status, m.lastStatusCode, m.attempts])).toEqual([
      ["closed", "delivered", 204, 1],
      ["opened", "delivered", 204, 1],
    ]);
  });

  it("sends a test event, and again from the log when asked", async () => {
    const pro = await memberFor(t, "premium", t.clock.now());
    const endpoint = await register(t, pro.cookie, receiver.url, ["opened"]);
    const test = await callApi(t, "POST", `/api/account/webhooks/${endpoint.id}/test`, { cookie: pro.cookie });
    expect(test.statusCode).toBe(202);
    await t.app.jobs.drain();
    const [sent] = await deliveryLog(t, pro.cookie, endpoint.id);
    expect([sent?.eventType, sent?.status]).toEqual(["test", "delivered"]);

    const again = `/api/account/webhooks/${endpoint.id}/deliveries/${sent?.id}/resend`;
    expect((await callApi(t, "POST", again, { cookie: pro.cookie })).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(receiver.received.map((d) => d.headers["webhook-id"])).toEqual([sent?.id, sent?.id]);
    expect(verifiedAt(endpoint.secret, receiver.received[1], t.clock.now())).toMatchObject({ type: "test" });
  });

  it("gives a receiver that was down for an hour every event afterwards, in order, once", async () => {
    const admin = (await memberFor(t, "admin", t.clock.now())).cookie;
    const pro = await memberFor(t, "premium", t.clock.now());
    await register(t, pro.cookie, receiver.url, ["opened", "stop_moved", "closed"]);
    receiver.status = 503;
    const id = await createPositionAs(t, admin, { asset: "BTC", assetClass: "crypto", entryPrice: 100 });
    await t.app.jobs.drain();
    await addEvent(t, admin, id, { type: "stop_moved", to: 95, reason: "manual" });
    await addEvent(t, admin, id, { type: "closed", price: 110, reason: "manual" });
    for (let minute = 0; minute < 60; minute += 5) {
      t.clock.advance(5 * 60_000);
      await t.app.jobs.drain();
    }
    expect(receiver.accepted()).toEqual([]);

    receiver.status = 200;
    for (let step = 0; step < 8; step++) {
      t.clock.advance(HOUR);
      await t.app.jobs.drain();
    }
    const types = receiver.accepted().map((d) => (JSON.parse(d.body) as { type: string }).type);
    expect(types).toEqual(["opened", "stop_moved", "closed"]);
    // While it was down, only the first event was tried: the later ones waited behind it.
    const tried = new Set(receiver.received.filter((d) => d.status === 503).map((d) => d.headers["webhook-id"]));
    expect(tried.size).toBe(1);
  });

  it("sends an endpoint's 45 waiting messages once each, in order, over runs of 20, and logs each delivered", async () => {
    const pro = await memberFor(t, "premium", t.clock.now());
    const endpoint = await register(t, pro.cookie, receiver.url, ["opened"]);
    for (let i = 0; i < 45; i++) {
      const payload = { type: "note", timestamp: `${i}`, data: { message: `message ${i}` } } as never;
      await queueWebhookMessages(t.database.handle.db, [endpoint.id], payload, t.clock.now());
    }
    await t.app.jobs.drain();
    const sent = receiver.accepted().map((d) => (JSON.parse(d.body) as { timestamp: string }).timestamp);
    expect(sent).toEqual(Array.from({ length: 45 }, (_, i) => `${i}`));
    const log = await deliveryLog(t, pro.cookie, endpoint.id);
    expect(log.filter((m) => m.status === "delivered" && m.attempts === 1)).toHaveLength(Math.min(45, log.length));
    const rows = await t.database.handle.db.selectFrom("webhook_messages").select(["status", "attempts"]).execute();
    expect(rows.filter((row) => row.status === "delivered" && row.attempts === 1)).toHaveLength(45);
  });

  it("queues one event for 9,000 endpoints in statements each database takes", async () => {
    const pro = await memberFor(t, "premium", t.clock.now());
    const endpoint = await register(t, pro.cookie, receiver.url, ["opened"]);
    const payload = { type: "note", timestamp: "now", data: {} } as never;
    const ids = Array.from({ length: 9000 }, () => endpoint.id);
    expect(await queueWebhookMessages(t.database.handle.db, ids, payload, t.clock.now())).toBe(9000);
    const queued = await t.database.handle.db
      .selectFrom("webhook_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(9000);
  });

  it("switches an endpoint off after a day of failures and emails its member", async () => {
    const admin = (await memberFor(t, "admin", t.clock.now())).cookie;
    const pro = await memberFor(t, "premium", t.clock.now());
    const endpoint = await register(t, pro.cookie, receiver.url, ["opened"]);
    receiver.status = 500;
    await createPositionAs(t, admin);
    for (let hour = 0; hour < 26; hour++) {
      t.clock.advance(HOUR);
      await t.app.jobs.drain();
    }
    const [view] = (await callApi(t, "GET", "/api/account/webhooks", { cookie: pro.cookie })).json<{
      endpoints: { disabledAt: string | null; disabledReason: string | null }[];
    }>().endpoints;
    expect(view?.disabledAt).not.toBeNull();
    expect(view?.disabledReason).toContain("500");
    const [failed] = await deliveryLog(t, pro.cookie, endpoint.id);
    expect(failed?.status).toBe("failed");
    const mail = await t.database.handle.db
      .selectFrom("email_outbox")
      .select(["kind", "recipient"])
      .where("kind", "=", "webhook-disabled")
      .execute();
    expect(mail).toEqual([{ kind: "webhook-disabled", recipient: pro.email }]);

    const test = await callApi(t, "POST", `/api/account/webhooks/${endpoint.id}/test`, { cookie: pro.cookie });
    expect([test.statusCode, test.json()]).toEqual([409, { message: englishMessage(M.endpointDisabled) }]);
    const on = await callApi(t, "POST", `/api/account/webhooks/${endpoint.id}/enable`, { cookie: pro.cookie });
    expect(on.json<{ disabledAt: string | null }>().disabledAt).toBeNull();
  });

  it("signs with the old and the new secret for a day after a rotation", async () => {
    const pro = await memberFor(t, "premium", t.clock.now());
    const endpoint = await register(t, pro.cookie, receiver.url, ["opened"]);
    const rotated = await callApi(t, "POST", `/api/account/webhooks/${endpoint.id}/rotate-secret`, {
      cookie: pro.cookie,
    });
    const { secret } = rotated.json<WebhookEndpointWithSecret>();
    expect(secret).not.toBe(endpoint.secret);
    await callApi(t, "POST", `/api/account/webhooks/${endpoint.id}/test`, { cookie: pro.cookie });
    await t.app.jobs.drain();
    t.clock.advance(25 * HOUR);
    await callApi(t, "POST", `/api/account/webhooks/${endpoint.id}/test`, { cookie: pro.cookie });
    await t.app.jobs.drain();

    const [during, after] = receiver.received;
    expect(during?.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(verifiedAt(secret, during, TEST_NOW)).toMatchObject({ type: "test" });
    expect(verifiedAt(endpoint.secret, during, TEST_NOW)).toMatchObject({ type: "test" });
    expect(after?.headers["webhook-signature"]?.split(" ")).toHaveLength(1);
    expect(verifiedAt(secret, after, t.clock.now())).toMatchObject({ type: "test" });
    expect(() => verifiedAt(endpoint.secret, after, t.clock.now())).toThrow();
  });

  it("keeps a delivery in the log for a month", async () => {
    const pro = await memberFor(t, "premium", t.clock.now());
    const endpoint = await register(t, pro.cookie, receiver.url, ["opened"]);
    await callApi(t, "POST", `/api/account/webhooks/${endpoint.id}/test`, { cookie: pro.cookie });
    await t.app.jobs.drain();
    t.clock.advance(29 * 24 * HOUR);
    await t.app.jobs.drain();
    expect(await deliveryLog(t, pro.cookie, endpoint.id)).toHaveLength(1);
    t.clock.advance(2 * 24 * HOUR);
    await t.app.jobs.drain();
    expect(await deliveryLog(t, pro.cookie, endpoint.id)).toEqual([]);
  });

  it("queues nothing for a member whose plan no longer includes API access", async () => {
    const admin = (await memberFor(t, "admin", t.clock.now())).cookie;
    const pro = await memberFor(t, "premium", t.clock.now());
    await register(t, pro.cookie, receiver.url, ["opened"]);
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "trial" })
      .where("id", "=", pro.id)
      .execute();
    await createPositionAs(t, admin);
    await t.app.jobs.drain();
    expect(receiver.received).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)("members' webhooks and early access on %s", (dialect) => {
  const receiver = useWebhookReceiver();
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: ALLOW_LOCAL_RECEIVERS, earlyAccessMinutes: 10 });
  const settle = async () => {
    await t.app.releases.drain();
    await t.app.jobs.drain();
  };

  it("tells a Pro endpoint of an entry when Pro hears of it, and not again at its release", async () => {
    const admin = (await memberFor(t, "admin", t.clock.now())).cookie;
    const pro = await memberFor(t, "premium", t.clock.now());
    await register(t, pro.cookie, receiver.url, ["opened"]);
    const id = await createPositionAs(t, admin, { asset: "XAU/USD", assetClass: "commodities", entryPrice: 2350 });
    await settle();
    expect(
      receiver.received.map((d) => (JSON.parse(d.body) as { data: { position: { id: string } } }).data.position.id),
    ).toEqual([id]);

    t.clock.advance(11 * 60_000);
    await settle();
    expect(receiver.received).toHaveLength(1);
  });
});
