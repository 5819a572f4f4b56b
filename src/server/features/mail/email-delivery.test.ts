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
import { backoffMs } from "../../lib/jobs/job-queue.js";
import { claimJobs } from "../../lib/jobs/jobs.repo.js";
import { EMAIL_LEASE_MS, EMAIL_RETRY } from "./email-delivery.js";
import { EMAIL_JOB_KIND, listOutboxEmails } from "./outbox.repo.js";
import { leaseDueRows } from "../../db/leases.js";
import {
  countPendingEmails,
  enqueueEmail,
  enqueueEmails,
  OUTBOX_CONTENT_RETENTION_MS,
  sweepOutbox,
  type QueuedEmail,
} from "./outbox.service.js";
import { signUnsubscribeToken } from "./unsubscribe-token.js";

const LEASE_MS = EMAIL_LEASE_MS;
/** The wait after attempt `attempts` failed: from the backoff without jitter to the backoff with all of it. */
const soonest = (attempts: number) => backoffMs(attempts, EMAIL_RETRY.backoff, () => 0);
const latest = (attempts: number) => backoffMs(attempts, EMAIL_RETRY.backoff, () => 1);

describe.each(TEST_DIALECTS)("email on the job queue on %s", (dialect) => {
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
  const drain = () => t.app.jobs.drain();
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
  /** When the message's job is due next (undefined once it is done). */
  const dueAt = async (outboxId: string) =>
    (
      await db()
        .selectFrom("jobs")
        .select("available_at")
        .where("kind", "=", EMAIL_JOB_KIND)
        .where("payload", "=", outboxId)
        .executeTakeFirst()
    )?.available_at;

  it("retries a message the mail server turns away for now, with exponential backoff, and sends it once", async () => {
    const ann = await member("ann@outbox.test");
    await enqueueEmail(db(), receipt(ann.to, ann.userId), clock.now());
    sink.failNext(2);

    await drain();
    expect(sink.messages).toHaveLength(0);
    const row = await rowOf(ann.to);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringContaining("421") });
    const firstFailedAt = clock.now().getTime();
    const due = Date.parse((await dueAt(row?.id ?? "")) ?? "");
    expect(due).toBeGreaterThanOrEqual(firstFailedAt + soonest(1));
    expect(due).toBeLessThanOrEqual(firstFailedAt + latest(1));
    // Not due yet: nothing is tried.
    clock.advance(due - firstFailedAt - 1);
    await drain();
    expect((await rowOf(ann.to))?.attempts).toBe(1);

    clock.advance(1);
    await drain();
    expect(await rowOf(ann.to)).toMatchObject({ status: "pending", attempts: 2 });
    const secondDue = Date.parse((await dueAt(row?.id ?? "")) ?? "") - clock.now().getTime();
    expect(soonest(2)).toBe(2 * soonest(1));
    expect(secondDue).toBeGreaterThanOrEqual(soonest(2));
    expect(secondDue).toBeLessThanOrEqual(latest(2));
    clock.advance(latest(2));
    await drain();
    expect(sink.to(ann.to)).toHaveLength(1);
    expect(await rowOf(ann.to)).toMatchObject({ status: "sent", attempts: 3, props: "{}" });
    expect(await dueAt(row?.id ?? "")).toBeUndefined();

    clock.advance(latest(3));
    await drain();
    expect(sink.messages).toHaveLength(1);
  });

  it("sends a message whose sender died mid-send once its lease has run out, and not before", async () => {
    const ann = await member("ann@lease.test");
    await enqueueEmail(db(), receipt(ann.to, ann.userId), clock.now());
    // What an instance that died after claiming leaves behind: the message's job leased to it.
    const now = clock.now();
    const leased = await claimJobs(db(), EMAIL_JOB_KIND, {
      owner: "instance-that-died",
      now: now.toISOString(),
      until: new Date(now.getTime() + LEASE_MS).toISOString(),
      limit: 10,
    });
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
      clock.advance(latest(attempt));
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

  it("queues the new messages of a batch whose other messages were queued already, each once", async () => {
    const ann = await member("ann@mixed.test");
    const first = { ...receipt(ann.to, ann.userId, "in_1"), dedupKey: "receipt:in_1" };
    const second = { ...receipt(ann.to, ann.userId, "in_2"), dedupKey: "receipt:in_2" };
    expect(await enqueueEmail(db(), first, clock.now())).toBe("queued");
    expect(await enqueueEmails(db(), [first, second, second], clock.now())).toEqual([
      "duplicate",
      "queued",
      "duplicate",
    ]);
    await drain();
    expect(sink.to(ann.to)).toHaveLength(2);
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

  it("sends once what the previous release queued during a rolling upgrade, and keeps its worker off new messages", async () => {
    const ann = await member("ann@upgrade.test");
    const at = clock.now().toISOString();
    // A message as the previous release writes it: in the outbox only, due now, leased to no one.
    await db()
      .insertInto("email_outbox")
      .values({
        id: "from-the-previous-release",
        recipient: ann.to,
        subject: "",
        body: "",
        created_at: at,
        sent_at: null,
        user_id: ann.userId,
        kind: "password-reset",
        props: JSON.stringify({ firstName: "Ann", token: "t1" }),
        dedup_key: null,
        status: "pending",
        next_attempt_at: at,
      })
      .execute();
    await enqueueEmail(db(), receipt(ann.to, ann.userId), clock.now());
    // The previous release's worker leases by the outbox's own columns: it takes its own message, not the one the
    // job queue holds; then it dies mid-send.
    await leaseDueRows(
      db(),
      { table: "email_outbox", due: "next_attempt_at", pendingOnly: true, order: "next_attempt_at" },
      {
        owner: "previous-release",
        now: at,
        until: new Date(clock.now().getTime() + LEASE_MS).toISOString(),
        limit: 10,
      },
    );
    const taken = await db()
      .selectFrom("email_outbox")
      .select("id")
      .where("lease_owner", "=", "previous-release")
      .execute();
    expect(taken).toEqual([{ id: "from-the-previous-release" }]);

    await drain();
    await drain();
    expect(sink.to(ann.to)).toHaveLength(1);
    expect((await rowOf(ann.to, "password-reset"))?.status).toBe("pending");
    // Its lease run out, the message is this release's to send: once.
    clock.advance(LEASE_MS + 1);
    await drain();
    await drain();
    expect(sink.to(ann.to)).toHaveLength(2);
    expect((await listOutboxEmails(db(), ann.to)).map((row) => row.status)).toEqual(["sent", "sent"]);
    clock.advance(60_000);
    await drain();
    await drain();
    expect(sink.to(ann.to)).toHaveLength(2);
  });

  it("gives up a message not delivered within a day, and its job with it", async () => {
    const ann = await member("ann@stale.test");
    await enqueueEmail(db(), receipt(ann.to, ann.userId), clock.now());
    await sink.close();
    await drain();
    expect(await countPendingEmails(db())).toBe(1);
    clock.advance(OUTBOX_CONTENT_RETENTION_MS + 1);
    await sweepOutbox(db(), clock.now());
    expect(await rowOf(ann.to)).toMatchObject({ status: "failed", last_error: "not delivered within a day" });
    expect(await countPendingEmails(db())).toBe(0);
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
    const [first, other] = await Promise.all([drain(), second.app.jobs.drain()]);
    expect(first + other).toBe(120);
    expect(sink.messages).toHaveLength(120);
    expect(new Set(sink.messages.flatMap((m) => m.to)).size).toBe(120);
  });
});

async function tokenFor(t: TestApp, userId: string): Promise<string> {
  return signUnsubscribeToken(await t.app.mail.signingSecret(), userId, "reminders");
}

describe("without SMTP_URL", () => {
  const startApp = useTestApps();

  it("keeps every message in the outbox, unsent, its job waiting in the queue's backlog", async () => {
    const t = await startApp("sqlite");
    expect(t.app.mail.delivery).toBeUndefined();
    const registered = newMember();
    await postJson(t.app, "/api/auth/register", registered);
    await t.app.backgroundTasks.idle();
    await t.app.jobs.drain();
    expect(await listOutboxEmails(t.database.handle.db, registered.email.toLowerCase())).toMatchObject([
      { kind: "verify-address", status: "pending", attempts: 0 },
    ]);
    expect(await countPendingEmails(t.database.handle.db)).toBe(1);
  });
});
