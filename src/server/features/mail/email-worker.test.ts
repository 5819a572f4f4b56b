import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { startSmtpSink, type SmtpSink } from "../../../../test/support/smtp-sink.js";
import {
  manualClock,
  newMember,
  postJson,
  sessionCookieOf,
  useTestApps,
  type ManualClock,
  type TestApp,
} from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { backoffMs } from "./email-worker.js";
import { claimOutboxEmails, listOutboxEmails } from "./outbox.repo.js";
import { enqueueEmail, enqueueEmails, type QueuedEmail } from "./outbox.service.js";
import { signUnsubscribeToken } from "./unsubscribe-token.js";

const LEASE_MS = 3 * 60_000;

describe.each(TEST_DIALECTS)("the email outbox on %s", (dialect) => {
  let sink: SmtpSink;
  let clock: ManualClock;
  let t: TestApp;
  const startApp = useTestApps();
  beforeEach(async () => {
    sink = await startSmtpSink();
    clock = manualClock();
    t = await startApp(dialect, { clock, env: { SMTP_URL: sink.url } });
  });
  afterEach(() => sink.close());

  const db = () => t.database.handle.db;
  const drain = () => t.app.mail.worker?.drain() ?? Promise.resolve(0);
  const member = async (email: string) => ({ to: email, userId: await seedUser(db(), { email, firstName: "Ann" }) });
  const receipt = (to: string, userId: string, reference = "in_1"): QueuedEmail => ({
    to,
    userId,
    kind: "receipt",
    props: {
      firstName: "Ann",
      kind: "charge",
      amountCents: 4900,
      currency: "usd",
      plan: "trial",
      description: "Trial Access (30 days)",
      periodStart: null,
      periodEnd: null,
      reference,
      occurredAt: clock.now().toISOString(),
      test: true,
    },
  });
  const rowOf = async (email: string, kind?: string) =>
    (await listOutboxEmails(db(), email)).find((row) => kind === undefined || row.kind === kind);

  it("retries a message the mail server turns away for now, with exponential backoff, and sends it once", async () => {
    const ann = await member("ann@outbox.test");
    await enqueueEmail(db(), receipt(ann.to, ann.userId), clock.now());
    sink.failNext(2);

    await drain();
    expect(sink.messages).toHaveLength(0);
    expect(await rowOf(ann.to)).toMatchObject({
      status: "pending",
      attempts: 1,
      next_attempt_at: new Date(clock.now().getTime() + backoffMs(1)).toISOString(),
      last_error: expect.stringContaining("421"),
    });
    // Not due yet: nothing is tried.
    clock.advance(backoffMs(1) - 1);
    await drain();
    expect((await rowOf(ann.to))?.attempts).toBe(1);

    clock.advance(1);
    await drain();
    expect(await rowOf(ann.to)).toMatchObject({ status: "pending", attempts: 2 });
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    clock.advance(backoffMs(2));
    await drain();
    expect(sink.to(ann.to)).toHaveLength(1);
    expect(await rowOf(ann.to)).toMatchObject({ status: "sent", attempts: 3, props: "{}" });

    clock.advance(backoffMs(3));
    await drain();
    expect(sink.messages).toHaveLength(1);
  });

  it("sends a message whose sender died mid-send once its lease has run out, and not before", async () => {
    const ann = await member("ann@lease.test");
    await enqueueEmail(db(), receipt(ann.to, ann.userId), clock.now());
    // What an instance that died after claiming leaves behind: the message leased to it.
    const now = clock.now();
    const leased = await claimOutboxEmails(
      db(),
      "instance-that-died",
      now.toISOString(),
      new Date(now.getTime() + LEASE_MS).toISOString(),
      10,
    );
    expect(leased).toHaveLength(1);

    clock.advance(LEASE_MS - 1);
    await drain();
    expect(sink.messages).toHaveLength(0);

    clock.advance(2);
    await drain();
    expect(sink.to(ann.to)).toHaveLength(1);
    expect(await rowOf(ann.to)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives a message up after its attempts, keeping why", async () => {
    const ann = await member("ann@give-up.test");
    await enqueueEmail(db(), receipt(ann.to, ann.userId), clock.now());
    sink.failNext(100);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await drain();
      clock.advance(backoffMs(attempt));
    }
    expect(await rowOf(ann.to)).toMatchObject({
      status: "failed",
      attempts: 10,
      last_error: expect.stringContaining("421"),
    });
    await drain();
    expect(sink.messages).toHaveLength(0);
  });

  it("marks an address the server refuses for good undeliverable: account messages only, until it is verified again", async () => {
    const registered = newMember();
    const address = registered.email.toLowerCase();
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", registered));
    await t.app.backgroundTasks.idle();
    await drain();
    const [verification] = sink.to(address);
    const token = /verify-email\?token=([\w-]+)/.exec(verification?.text ?? "")?.[1] ?? "";
    expect((await postJson(t.app, "/api/auth/verify-email", { token })).statusCode).toBe(200);
    const userId = (await rowOf(address))?.user_id ?? "";

    sink.rejectRecipient(address);
    await drain(); // the welcome, refused for good
    expect(await rowOf(address, "welcome")).toMatchObject({
      status: "failed",
      last_error: expect.stringContaining("550"),
    });
    const delivery = await t.app.inject({ method: "GET", url: "/api/email/delivery", headers: { cookie } });
    expect(delivery.json()).toEqual({ undeliverable: { reason: "rejected", since: clock.now().toISOString() } });

    // Billing and optional messages are no longer queued for it; account messages are.
    expect(await enqueueEmail(db(), receipt(address, userId), clock.now())).toBe("undeliverable");
    const again = await postJson(t.app, "/api/auth/verify-email/resend", {}, cookie);
    expect(again.statusCode, again.body).toBe(202);
    expect((await listOutboxEmails(db(), address)).filter((row) => row.status === "pending")).toMatchObject([
      { kind: "verify-address" },
    ]);

    // The member fixes the mailbox and follows the new link: the address takes mail again.
    sink.acceptRecipient(address);
    await drain();
    const relink = sink.to(address).at(-1);
    const newToken = /verify-email\?token=([\w-]+)/.exec(relink?.text ?? "")?.[1] ?? "";
    expect((await postJson(t.app, "/api/auth/verify-email", { token: newToken })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/email/delivery", headers: { cookie } })).json()).toEqual({
      undeliverable: null,
    });
    expect(await enqueueEmail(db(), receipt(address, userId, "in_2"), clock.now())).toBe("queued");
  });

  it("never fails the request that queued a message while the mail server is down", async () => {
    await sink.close();
    const registered = newMember();
    const response = await postJson(t.app, "/api/auth/register", registered);
    expect(response.statusCode).toBe(201);
    await t.app.backgroundTasks.idle();
    await drain();
    expect(await rowOf(registered.email)).toMatchObject({
      kind: "verify-address",
      status: "pending",
      attempts: 1,
      last_error: expect.stringContaining("ECONNREFUSED"),
    });
  });

  it("queues a message with a dedup key once, however often it is asked for", async () => {
    const ann = await member("ann@dedup.test");
    const once = { ...receipt(ann.to, ann.userId), dedupKey: "receipt:in_1" };
    expect(await enqueueEmail(db(), once, clock.now())).toBe("queued");
    expect(await enqueueEmail(db(), once, clock.now())).toBe("duplicate");
    expect(await enqueueEmails(db(), [once, once], clock.now())).toEqual(["duplicate", "duplicate"]);
    await drain();
    expect(sink.to(ann.to)).toHaveLength(1);
  });

  it("sends an optional message only while its topic is on, and none to an address not verified yet", async () => {
    const ann = await member("ann@topics.test");
    const unverified = {
      to: "new@topics.test",
      userId: await seedUser(db(), { email: "new@topics.test", verified: false }),
    };
    const welcome = (who: { to: string; userId: string }): QueuedEmail => ({
      ...who,
      kind: "welcome",
      props: { firstName: "A" },
    });
    expect(await enqueueEmail(db(), welcome(unverified), clock.now())).toBe("not-verified");
    expect(await enqueueEmail(db(), welcome(ann), clock.now())).toBe("queued");
    await drain();
    const token = /unsubscribe\?token=([\w.-]+)/.exec(sink.to(ann.to)[0]?.text ?? "")?.[1] ?? "";
    const off = await t.app.inject({ method: "POST", url: `/api/email/unsubscribe?token=${token}` });
    expect(off.json()).toEqual({ topic: "reminders", email: "a***@topics.test", subscribed: false });

    expect(await enqueueEmail(db(), welcome(ann), clock.now())).toBe("opted-out");
    // Another topic, and billing, still go.
    expect(await enqueueEmail(db(), receipt(ann.to, ann.userId), clock.now())).toBe("queued");
  });

  it("skips a queued optional message whose member unsubscribed before it was sent", async () => {
    const ann = await member("ann@late.test");
    await enqueueEmail(db(), { ...ann, kind: "welcome", props: { firstName: "A" } }, clock.now());
    await t.app.inject({ method: "POST", url: `/api/email/unsubscribe?token=${await tokenFor(t, ann.userId)}` });
    await drain();
    expect(sink.messages).toHaveLength(0);
    expect(await rowOf(ann.to)).toMatchObject({ status: "skipped", last_error: "opted-out" });
  });

  it("lets two instances work one outbox without sending any message twice", async () => {
    const second = await startApp(dialect, { clock, env: { SMTP_URL: sink.url }, sharingDatabaseOf: t });
    const emails: QueuedEmail[] = [];
    for (let i = 0; i < 120; i += 1) {
      const to = `member${i}@two-instances.test`;
      emails.push({
        to,
        userId: await seedUser(db(), { email: to }),
        kind: "password-reset",
        props: { firstName: "", token: `t${i}` },
      });
    }
    await enqueueEmails(db(), emails, clock.now());
    const [first, other] = await Promise.all([drain(), second.app.mail.worker?.drain()]);
    expect((first ?? 0) + (other ?? 0)).toBe(120);
    expect(sink.messages).toHaveLength(120);
    expect(new Set(sink.messages.flatMap((m) => m.to)).size).toBe(120);
  });
});

async function tokenFor(t: TestApp, userId: string): Promise<string> {
  return signUnsubscribeToken(await t.app.mail.signingSecret(), userId, "reminders");
}

describe("without SMTP_URL", () => {
  const startApp = useTestApps();

  it("keeps every message in the outbox, unsent, and runs no worker", async () => {
    const t = await startApp("sqlite");
    expect(t.app.mail.worker).toBeUndefined();
    const registered = newMember();
    await postJson(t.app, "/api/auth/register", registered);
    await t.app.backgroundTasks.idle();
    expect(await listOutboxEmails(t.database.handle.db, registered.email.toLowerCase())).toMatchObject([
      { kind: "verify-address", status: "pending", attempts: 0 },
    ]);
  });
});
