import { englishMessage } from "../../lib/app-error.js";
import { createECDH, randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../shared/account.js";
import { ADMIN_MESSAGES } from "../../../shared/admin.js";
import { SECOND_FACTOR_MESSAGES, STEP_UP_MAX_AGE_MS } from "../../../shared/auth.js";
import type { Db } from "../../db/database.js";
import type { ProSubscriptionStatus } from "../../db/schema.js";
import { seedPayment } from "../../../../test/support/admin-seed.js";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { listening, openLive } from "../../../../test/support/live.js";
import { cookieFor, memberFor, type RoleMember } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, manualClock, postJson, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import type { TestApp } from "../../../../test/support/test-app.js";
import { totpCode } from "../auth/second-factor.service.js";

/** What is left of a member in the tables keyed to them. */
async function recordsOf(db: Db, userId: string) {
  const count = async (
    table:
      | "users"
      | "sessions"
      | "position_follows"
      | "push_subscriptions"
      | "second_factors"
      | "recovery_codes"
      | "data_exports"
      | "pro_subscriptions",
  ) => {
    const column = table === "users" ? "id" : "user_id";
    const rows = await db.selectFrom(table).select(column).where(column, "=", userId).execute();
    return rows.length;
  };
  return {
    users: await count("users"),
    sessions: await count("sessions"),
    follows: await count("position_follows"),
    pushDevices: await count("push_subscriptions"),
    secondFactors: await count("second_factors"),
    recoveryCodes: await count("recovery_codes"),
    exports: await count("data_exports"),
    subscriptions: await count("pro_subscriptions"),
  };
}

async function seedProSubscription(db: Db, userId: string, id: string, status: ProSubscriptionStatus) {
  const now = TEST_NOW.toISOString();
  await db
    .insertInto("pro_subscriptions")
    .values({
      id,
      user_id: userId,
      provider: "stripe",
      status,
      status_at: now,
      cancel_at_period_end: 0,
      paid_through: "2026-12-21T12:00:00.000Z",
      ended_at: status === "canceled" ? now : null,
      last_paid_at: now,
      last_failed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const deleteAccount = (t: TestApp, cookie: string, body: unknown) =>
  callApi(t, "POST", "/api/account/delete", { cookie, body });
const signIn = (t: TestApp, member: RoleMember) =>
  postJson(t.app, "/api/auth/login", { email: member.email, password: member.password });

describe.each(TEST_DIALECTS)("deleting one's own account on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const db = () => t.database.handle.db;

  it("refuses a wrong or missing password with 400 and deletes nothing", async () => {
    const member = await memberFor(t, "trial", t.clock.now());
    const wrong = await deleteAccount(t, member.cookie, { password: "not my password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: englishMessage(ACCOUNT_MESSAGES.passwordWrong),
      errors: { password: englishMessage(ACCOUNT_MESSAGES.passwordWrong) },
    });
    const missing = await deleteAccount(t, member.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: englishMessage(ACCOUNT_MESSAGES.passwordRequired) });
    expect(await recordsOf(db(), member.id)).toMatchObject({ users: 1, sessions: 1 });
    expect((await callApi(t, "GET", "/api/auth/me", { cookie: member.cookie })).statusCode).toBe(200);
  });

  it("deletes the member and what is theirs, keeps their payments anonymised, and signs them out everywhere", async () => {
    const member = await memberFor(t, "premium", t.clock.now());
    const otherDevice = await signIn(t, member);
    expect(otherDevice.statusCode).toBe(200);
    const admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    const positionId = await createPositionAs(t, admin);
    await callApi(t, "PUT", `/api/positions/${positionId}/follow`, { cookie: member.cookie });
    const keys = {
      p256dh: createECDH("prime256v1").generateKeys("base64url"),
      auth: randomBytes(16).toString("base64url"),
    };
    await callApi(t, "POST", "/api/notifications/subscribe", {
      cookie: member.cookie,
      body: { subscription: { endpoint: "https://push.example.com/send/deleted", keys } },
    });
    await callApi(t, "POST", "/api/account/data-exports", { cookie: member.cookie });
    await t.app.backgroundTasks.idle();
    await seedPayment(db(), {
      user_id: member.id,
      kind: "charge",
      plan: "trial",
      amount_cents: 4900,
      occurred_at: t.clock.now().toISOString(),
    });
    const live = await openLive(await listening(t), { cookie: member.cookie });
    expect(await recordsOf(db(), member.id)).toMatchObject({ sessions: 2, follows: 1, pushDevices: 1, exports: 1 });

    const deleted = await deleteAccount(t, member.cookie, { password: member.password });
    expect(deleted.statusCode).toBe(204);
    const cleared = deleted.cookies.find((cookie) => cookie.name === "session");
    expect(cleared?.value).toBe("");

    expect(await live.closed).toMatchObject({ code: expect.any(Number) });
    expect(await recordsOf(db(), member.id)).toEqual({
      users: 0,
      sessions: 0,
      follows: 0,
      pushDevices: 0,
      secondFactors: 0,
      recoveryCodes: 0,
      exports: 0,
      subscriptions: 0,
    });
    expect(await db().selectFrom("payments").select(["user_id", "amount_cents", "description"]).execute()).toEqual([
      { user_id: null, amount_cents: 4900, description: "seeded" },
    ]);
    for (const cookie of [member.cookie, `session=${otherDevice.cookies[0]?.value ?? ""}`]) {
      expect((await callApi(t, "GET", "/api/auth/me", { cookie })).statusCode).toBe(401);
    }
    const again = await signIn(t, member);
    expect(again.statusCode).toBe(401);
  });

  it("asks for the second factor again when two-step sign-in is on and its last check is minutes old", async () => {
    const member = await memberFor(t, "trial", t.clock.now());
    const { secret } = (await callApi(t, "POST", "/api/auth/second-factor/setup", { cookie: member.cookie })).json<{
      secret: string;
    }>();
    await callApi(t, "POST", "/api/auth/second-factor/confirm", {
      cookie: member.cookie,
      body: { code: totpCode(secret, t.clock.now()) },
    });
    t.clock.advance(STEP_UP_MAX_AGE_MS);

    const unconfirmed = await deleteAccount(t, member.cookie, { password: member.password });
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toEqual({
      message: englishMessage(SECOND_FACTOR_MESSAGES.stepUpRequired),
      stepUp: true,
    });
    expect(await recordsOf(db(), member.id)).toMatchObject({ users: 1, secondFactors: 1 });

    const code = totpCode(secret, t.clock.now());
    expect((await callApi(t, "POST", "/api/auth/step-up", { cookie: member.cookie, body: { code } })).statusCode).toBe(
      200,
    );
    expect((await deleteAccount(t, member.cookie, { password: member.password })).statusCode).toBe(204);
    expect(await recordsOf(db(), member.id)).toMatchObject({ users: 0, secondFactors: 0, recoveryCodes: 0 });
  });

  it("refuses an administrator with 403 and a clear message", async () => {
    const admin = await memberFor(t, "admin", t.clock.now());
    const refused = await deleteAccount(t, admin.cookie, { password: admin.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: englishMessage(ACCOUNT_MESSAGES.adminsCannotDeleteThemselves) });
    expect(await recordsOf(db(), admin.id)).toMatchObject({ users: 1, sessions: 1 });
  });

  it("is for signed-in members only", async () => {
    expect((await callApi(t, "POST", "/api/account/delete", { body: { password: "whatever" } })).statusCode).toBe(401);
  });
});

describe.each(TEST_DIALECTS)("account deletion with Stripe payments on %s", (dialect) => {
  let t: TestApp;
  const stripe = useStripeApps();
  beforeEach(async () => {
    t = await stripe.start(dialect, {
      clock: manualClock(TEST_NOW),
    });
  });
  const db = () => t.database.handle.db;
  const cancellations = () =>
    stripe.fake.requests.filter((r) => r.method === "DELETE").map((r) => r.path.replace("/v1/subscriptions/", ""));

  /** A Pro member with a running Stripe subscription, an ended one, and a charge in the ledger. */
  const proMember = async () => {
    const member = await memberFor(t, "premium", TEST_NOW);
    const running = `sub_running_${member.id.slice(0, 8)}`;
    await seedProSubscription(db(), member.id, running, "active");
    await seedProSubscription(db(), member.id, `sub_ended_${member.id.slice(0, 8)}`, "canceled");
    await seedPayment(db(), {
      user_id: member.id,
      kind: "charge",
      plan: "pro",
      amount_cents: 17900,
      occurred_at: TEST_NOW.toISOString(),
    });
    return { member, running };
  };
  const ledger = () => db().selectFrom("payments").select(["user_id", "amount_cents"]).execute();

  it("cancels the member's running subscription at once before deleting their own account", async () => {
    const { member, running } = await proMember();
    const deleted = await deleteAccount(t, member.cookie, { password: member.password });
    expect(deleted.statusCode).toBe(204);
    expect(cancellations()).toEqual([running]);
    expect(await recordsOf(db(), member.id)).toMatchObject({ users: 0, subscriptions: 0 });
    expect(await ledger()).toEqual([{ user_id: null, amount_cents: 17900 }]);
  });

  it("deletes nothing and says to retry when Stripe cannot cancel the subscription", async () => {
    const { member, running } = await proMember();
    // The SDK retries twice: every try fails.
    stripe.fake.failNext(`/v1/subscriptions/${running}`, 500, 3);
    const refused = await deleteAccount(t, member.cookie, { password: member.password });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: englishMessage(ACCOUNT_MESSAGES.subscriptionNotCancelled) });
    expect(await recordsOf(db(), member.id)).toMatchObject({ users: 1, sessions: 1, subscriptions: 2 });
    expect(await ledger()).toEqual([{ user_id: member.id, amount_cents: 17900 }]);
    expect((await callApi(t, "GET", "/api/auth/me", { cookie: member.cookie })).statusCode).toBe(200);
  });

  it("cancels it the same way when an administrator deletes the member", async () => {
    const { member, running } = await proMember();
    const admin = (await cookieFor(t, "admin", TEST_NOW)) ?? "";
    stripe.fake.failNext(`/v1/subscriptions/${running}`, 500, 3);
    const refused = await callApi(t, "DELETE", `/api/admin/users/${member.id}`, { cookie: admin });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.subscriptionNotCancelled });
    expect(await recordsOf(db(), member.id)).toMatchObject({ users: 1 });

    const deleted = await callApi(t, "DELETE", `/api/admin/users/${member.id}`, { cookie: admin });
    expect(deleted.statusCode).toBe(204);
    expect(cancellations().at(-1)).toBe(running);
    expect(await recordsOf(db(), member.id)).toMatchObject({ users: 0, sessions: 0, subscriptions: 0 });
    expect(await ledger()).toEqual([{ user_id: null, amount_cents: 17900 }]);
  });
});
