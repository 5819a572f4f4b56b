import { beforeEach, describe, expect, it } from "vitest";
import { cookieFor } from "../../../../test/support/members.js";
import type { LookupFunction } from "node:net";
import { useFakePushService, type FakeDevice } from "../../../../test/support/fake-push-service.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import {
  DEFAULT_SHORT_WARNING,
  personWithDevices,
  pushMessage,
  PUSH_TEST_ENV,
  SHORT_WARNING_IN,
} from "../../../../test/support/push.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { updateAdminSettings } from "../settings/settings.service.js";
import { createPushSender } from "./push-sender.js";
import { createJobQueue } from "../../lib/jobs/job-queue.js";
import { pushDelivery, type PushDeliveryOptions } from "./push-delivery.js";
import { PUSH_JOB_KIND } from "./push-queue.repo.js";
import { createVapidKeySource } from "./vapid-keys.js";

describe.each(TEST_DIALECTS)("push delivery on %s", (dialect) => {
  const push = useFakePushService();
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: PUSH_TEST_ENV });
  const clock = t.clock;
  let admin: string;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
  });

  const jobsLeft = async () =>
    (
      await t.database.handle.db
        .selectFrom("jobs")
        .select("id")
        .where("kind", "=", PUSH_JOB_KIND)
        .where("status", "=", "pending")
        .execute()
    ).length;
  /** A worker of the job queue running pushes only, as another instance's would. */
  const pushWorker = (options: Omit<PushDeliveryOptions, "db" | "clock" | "log">) =>
    createJobQueue({
      db: t.database.handle.db,
      clock,
      log: t.app.log,
      handlers: [pushDelivery({ db: t.database.handle.db, clock, log: t.app.log, ...options })],
    });
  const devicesLeft = async () =>
    (await t.database.handle.db.selectFrom("push_subscriptions").select("endpoint").execute()).map((r) => r.endpoint);

  it("pushes a new position, encrypted for each device of each member with access, signed with our VAPID key", async () => {
    await personWithDevices(t, "premium", clock.now(), push.device("phone"), push.device("laptop"));
    await personWithDevices(t, "trial", clock.now(), push.device("tablet"));
    await personWithDevices(t, "expired", clock.now(), push.device("lapsed"));
    await personWithDevices(t, "admin", clock.now(), push.device("admin"));

    const gold = await createPositionAs(t, admin, { asset: "XAU/USD", assetClass: "commodities", entryPrice: 2350.5 });
    await createPositionAs(t, admin, { asset: "DRAFT", status: "planning" });
    await t.app.jobs.drain();

    expect(push.rejected).toEqual([]);
    expect(push.deliveries.map((d) => d.device).sort()).toEqual(["laptop", "phone", "tablet"]);
    const { publicKey } = (await callApi(t, "GET", "/api/notifications/vapid-public-key")).json<{
      publicKey: string;
    }>();
    for (const delivery of push.deliveries) {
      expect(delivery).toMatchObject({ urgency: "high", ttl: "21600", vapidKey: publicKey });
      expect(delivery.topic).toMatch(/^n\d+$/);
      expect(delivery.payload).toEqual({
        title: "SignalDesk New Trading Signal",
        body: `New signal: XAU/USD LONG at 2,350.50 · record #1\n${DEFAULT_SHORT_WARNING}`,
        action: "View Signal",
        tag: "trading-notification",
        url: `/dashboard?position=${gold}`,
        notificationId: expect.any(Number),
        timestamp: "2026-11-21T12:00:00.000Z",
        // Its members saved no time zone: when it happened, in UTC, named.
        time: "Nov 21, 2026, 12:00 PM UTC",
      });
    }
    expect(await jobsLeft()).toBe(0);
  });

  it("skips new-position pushes when the admin turned them off, and still writes the feed", async () => {
    const member = await personWithDevices(t, "premium", clock.now(), push.device("phone"));
    await updateAdminSettings({ db: t.database.handle.db, clock }, { pushNewTrades: false }, null);
    await createPositionAs(t, admin);
    await t.app.jobs.drain();
    expect(push.deliveries).toEqual([]);
    const feed = (await callApi(t, "GET", "/api/notifications", { cookie: member.cookie })).json<{
      items: unknown[];
    }>();
    expect(feed.items).toHaveLength(1);
  });

  it("pushes the updates of a position to its followers only", async () => {
    const follower = await personWithDevices(t, "premium", clock.now(), push.device("follower"));
    await personWithDevices(t, "premium", clock.now(), push.device("other"));
    await updateAdminSettings({ db: t.database.handle.db, clock }, { pushNewTrades: false }, null);
    const id = await createPositionAs(t, admin);
    expect((await callApi(t, "PUT", `/api/positions/${id}/follow`, { cookie: follower.cookie })).statusCode).toBe(204);
    await callApi(t, "PUT", `/api/positions/${id}`, {
      cookie: admin,
      body: positionInput({ status: "closed", exitPrice: 1.0824 }),
    });
    await t.app.jobs.drain();
    expect(push.deliveries.map((d) => [d.device, pushMessage(d.payload)])).toEqual([
      ["follower", "EUR/USD closed at 1.08240 (+0.93%) · record #1"],
    ]);
  });

  it("words a target hit in each follower's language, its numbers as the language writes them", async () => {
    const spanish = await personWithDevices(t, "premium", clock.now(), push.device("es"));
    const english = await personWithDevices(t, "premium", clock.now(), push.device("en"));
    const chose = await callApi(t, "PATCH", "/api/account", { cookie: spanish.cookie, body: { language: "es" } });
    expect(chose.statusCode, chose.body).toBe(200);
    await updateAdminSettings({ db: t.database.handle.db, clock }, { pushNewTrades: false }, null);
    const id = await createPositionAs(t, admin, {
      stopLoss: 1.07,
      targets: [
        { price: 1.08, share: 50 },
        { price: 1.09, share: 50 },
      ],
    });
    for (const member of [spanish, english]) {
      expect((await callApi(t, "PUT", `/api/positions/${id}/follow`, { cookie: member.cookie })).statusCode).toBe(204);
    }
    const hit = await callApi(t, "POST", `/api/positions/${id}/events`, {
      cookie: admin,
      body: { type: "target_hit", target: 1 },
    });
    expect(hit.statusCode, hit.body).toBe(201);
    await t.app.jobs.drain();
    // Titled and labelled in its reader's language.
    const spanishPush = push.deliveries.find((d) => d.device === "es")?.payload;
    expect(spanishPush).toMatchObject({ title: "SignalDesk: nueva señal de trading", action: "Ver señal" });
    // Each ends with the risk warning in its reader's language.
    const warnings: Record<string, string> = { es: SHORT_WARNING_IN.es, en: DEFAULT_SHORT_WARNING };
    expect(new Map(push.deliveries.map((d) => [d.device, pushMessage(d.payload, warnings[d.device])]))).toEqual(
      new Map([
        ["es", "EUR/USD: TP1 alcanzado en 1,08000 (+0,71\u00a0%, 50% cerrado) · historial n.º 1"],
        ["en", "EUR/USD TP1 hit at 1.08000 (+0.71%, 50% closed) · record #1"],
      ]),
    );
  });

  it("retries 429 after its Retry-After and 5xx with growing backoff, then delivers once", async () => {
    await personWithDevices(t, "premium", clock.now(), push.device("busy"));
    push.script("busy", { status: 429, retryAfter: "120" }, { status: 503 });
    await createPositionAs(t, admin);

    await t.app.jobs.drain();
    clock.advance(119_000);
    await t.app.jobs.drain();
    expect(push.requests).toBe(1);
    clock.advance(1_000);
    await t.app.jobs.drain();
    expect(push.requests).toBe(2);
    // 5 s doubled after the second attempt, plus up to a fifth of it at random.
    clock.advance(9_999);
    await t.app.jobs.drain();
    expect(push.requests).toBe(2);
    clock.advance(2_001);
    await t.app.jobs.drain();
    expect(push.requests).toBe(3);
    expect(push.deliveries.map((d) => d.device)).toEqual(["busy"]);
    expect(await jobsLeft()).toBe(0);
  });

  it("gives a delivery up after the last attempt", async () => {
    await personWithDevices(t, "premium", clock.now(), push.device("down"));
    push.script("down", { status: 500 }, { status: 502 }, { status: 503 });
    const sender = createPushSender(createVapidKeySource(t.database.handle.db, clock, t.config.push), {
      allowPrivateEndpoints: t.config.push.allowPrivateEndpoints,
    });
    const worker = pushWorker({ sender, maxAttempts: 2 });
    await createPositionAs(t, admin);
    await worker.drain();
    clock.advance(6_000);
    await worker.drain();
    clock.advance(60_000);
    await worker.drain();
    sender.close();
    expect(push.requests).toBe(2);
    expect(push.deliveries).toEqual([]);
    expect(await jobsLeft()).toBe(0);
    // Kept for the operator, with why.
    expect(
      await t.database.handle.db
        .selectFrom("jobs")
        .select(["status", "last_error"])
        .where("kind", "=", PUSH_JOB_KIND)
        .execute(),
    ).toEqual([{ status: "failed", last_error: "push service answered 502" }]);
    expect(await devicesLeft()).toHaveLength(1);
  });

  it("deletes a subscription the push service reports gone (410 or 404)", async () => {
    await personWithDevices(t, "premium", clock.now(), push.device("gone"), push.device("unknown"), push.device("ok"));
    push.script("gone", { status: 410 });
    push.forget("unknown");
    await createPositionAs(t, admin);
    await t.app.jobs.drain();
    expect(await devicesLeft()).toEqual([`${push.origin}/push/ok`]);
    expect(push.deliveries.map((d) => d.device)).toEqual(["ok"]);
    expect(await jobsLeft()).toBe(0);
  });

  it("drops a delivery to a host that is or resolves to a private address without a request, and forgets the device", async () => {
    const onName = push.device("rebound");
    const onLiteral = push.device("literal");
    const port = new URL(push.origin).port;
    // Endpoints that passed (or predate) the check on save: a public-looking name, and a mapped loopback literal.
    const at = (device: FakeDevice, origin: string) => ({
      ...device,
      subscription: { ...device.subscription, endpoint: device.subscription.endpoint.replace(push.origin, origin) },
    });
    await personWithDevices(
      t,
      "premium",
      clock.now(),
      at(onName, `https://push.example.com:${port}`),
      at(onLiteral, `https://[::ffff:127.0.0.1]:${port}`),
    );
    const asked: string[] = [];
    // The name's owner points it at this machine (or first at a public address, then here: DNS rebinding).
    const resolve: LookupFunction = (hostname, _options, callback) => {
      asked.push(hostname);
      callback(null, [{ address: "127.0.0.1", family: 4 }]);
    };
    const sender = createPushSender(createVapidKeySource(t.database.handle.db, clock, t.config.push), {
      allowPrivateEndpoints: false,
      resolve,
    });
    const worker = pushWorker({ sender });
    await createPositionAs(t, admin);
    await worker.drain();
    sender.close();

    expect(await devicesLeft()).toEqual([]);
    expect(await jobsLeft()).toBe(0);
    expect(push.requests).toBe(0);
    // Refused on the address the name resolved to, not on the name.
    expect(asked).toEqual(["push.example.com"]);
  });

  it("sends a delivery whose worker died mid-send once its lease ends, and only once", async () => {
    await personWithDevices(t, "premium", clock.now(), push.device("phone"));
    push.hangNext("phone");
    // A worker that dies while its request is in flight never answers, never records anything.
    const realSender = createPushSender(createVapidKeySource(t.database.handle.db, clock, t.config.push), {
      allowPrivateEndpoints: t.config.push.allowPrivateEndpoints,
    });
    const dying = pushWorker({
      sender: { send: (target, message) => (void realSender.send(target, message), new Promise(() => {})), close() {} },
    });
    await createPositionAs(t, admin);
    void dying.drain();
    await expect.poll(() => push.requests).toBe(1);

    await t.app.jobs.drain();
    expect(push.requests).toBe(1);
    clock.advance(60_001);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(push.requests).toBe(2);
    expect(push.deliveries.map((d) => d.device)).toEqual(["phone"]);
    expect(await jobsLeft()).toBe(0);
    realSender.close();
  });
});
