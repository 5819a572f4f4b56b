import { seedUser } from "../../support/admin-seed.js";
import { createAlertSource, postAlert, tradingViewOpen } from "../../support/alerts.js";
import { memberFor, ROLES, type Role, type RoleMember } from "../../support/members.js";
import { createPositionAs } from "../../support/positions.js";
import { STRIPE_TEST_ENV } from "../../support/stripe-events.js";
import { createTestApp, newMember, postJson, TEST_ORIGIN, type TestApp } from "../../support/test-app.js";

/** A 1×1 PNG in base64, an insight's chart. */
const TINY_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
import type { DialectName } from "../../../src/server/db/database.js";
import type { Clock } from "../../../src/server/lib/clock.js";
import { startSession } from "../../../src/server/features/auth/sessions.service.js";
import { findUserById } from "../../../src/server/features/users/users.repo.js";
import { insertPasswordReset } from "../../../src/server/features/auth/password-resets.repo.js";
import { hashToken, newId, newToken } from "../../../src/server/lib/ids.js";

/**
 * What the route matrix and the hostile-input tests build their requests from: one member per role, seeded
 * once per app, and small factories for the records a route acts on, each owned by the caller.
 */
/** Who sends a request: a role, and its member unless signed out. */
export interface Caller {
  role: Role;
  member?: RoleMember;
  /** A new session of that member's (undefined when signed out): a route that ends sessions ends only it. */
  cookie?: string;
}

export interface RouteFixtures {
  t: TestApp;
  now(): Date;
  adminCookie: string;
  /** An account nobody else uses, for sign-in and forgotten-password requests. */
  loginTarget: { email: string; password: string };
  /**
   * A caller in that role: the member seeded once, or a new one for routes that change the caller's own
   * account (password, purchases), so no other route sees the change.
   */
  caller(role: Role, options?: { ownAccount?: boolean }): Promise<Caller>;
  /** The caller's member id, or a stranger's when signed out. */
  ownerId(caller: Caller): Promise<string>;
  /** A published position's id. */
  position(): Promise<string>;
  /** A published market insight's id, with a chart. */
  insight(): Promise<string>;
  /** An unread item of the owner's feed. */
  notification(userId: string): Promise<number>;
  /** An open local checkout of the owner's. */
  checkout(userId: string): Promise<string>;
  /** A ready data export of the owner's, as the background work leaves it. */
  dataExport(userId: string): Promise<string>;
  /** A taken trade of the owner's on a published position (docs/product.md#portfolio). */
  takenTrade(userId: string): Promise<string>;
  /** An API token of the owner's (docs/integrations.md#api-tokens). */
  apiToken(userId: string): Promise<string>;
  /** A webhook endpoint of the owner's, with one delivery in its log (docs/integrations.md#webhooks). */
  webhookEndpoint(userId: string): Promise<{ endpointId: string; messageId: string }>;
  /** A valid, unused password reset token for a new account. */
  resetToken(): Promise<string>;
  /** An ordinary member nobody is signed in as. */
  stranger(): Promise<string>;
  /** A new alert source (draft mode), with its webhook path. */
  alertSource(): Promise<{ id: string; webhookPath: string }>;
  /** A drafted alert waiting for approval. */
  draftAlert(): Promise<string>;
  /** A live provider key's id. */
  providerKey(): Promise<string>;
}

export async function seedRouteFixtures(t: TestApp, now: () => Date): Promise<RouteFixtures> {
  const db = t.database.handle.db;
  const members = new Map<Exclude<Role, "signed out">, RoleMember>();
  for (const role of ROLES) if (role !== "signed out") members.set(role, await memberFor(t, role, now()));
  const admin = members.get("admin");
  if (!admin) throw new Error("no admin seeded");
  const target = newMember();
  await postJson(t.app, "/api/auth/register", target);
  let eventId: number | undefined;

  const fixtures: RouteFixtures = {
    t,
    now,
    adminCookie: admin.cookie,
    loginTarget: { email: target.email, password: target.password },
    async caller(role, options = {}) {
      if (role === "signed out") return { role };
      const member = options.ownAccount ? await memberFor(t, role, now()) : members.get(role);
      if (!member) throw new Error(`no member of role ${role}`);
      const user = await findUserById(db, member.id);
      if (!user) throw new Error(`member of role ${role} is gone`);
      // A fresh session per call, as a sign-in gives; an admin's has passed its second step, unless pending.
      const { token } = await startSession(db, user, now(), { secondFactor: role === "admin" });
      return { role, member, cookie: `${t.config.secure ? "__Host-session" : "session"}=${token}` };
    },
    ownerId: async (caller) => caller.member?.id ?? fixtures.stranger(),
    position: () => createPositionAs(t, admin.cookie),
    async insight() {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/insights",
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify({ title: "Gold", body: "Gold holds.", image: { data: TINY_PNG } }),
      });
      if (response.statusCode !== 201) throw new Error(`insight failed ${response.statusCode}: ${response.body}`);
      return response.json<{ id: string }>().id;
    },
    async notification(userId) {
      if (eventId === undefined) {
        await fixtures.position();
        const event = await db.selectFrom("notification_events").select("id").executeTakeFirstOrThrow();
        eventId = Number(event.id);
      }
      // In the owner's feed and unread, whatever they marked or cleared before.
      await db.deleteFrom("feed_marks").where("user_id", "=", userId).execute();
      await db.deleteFrom("feed_reads").where("user_id", "=", userId).execute();
      return eventId;
    },
    async checkout(userId) {
      const id = newId();
      await db
        .insertInto("checkout_sessions")
        .values({
          id,
          user_id: userId,
          plan: "trial",
          provider: "local",
          provider_session_id: id,
          url: `/checkout/${id}`,
          status: "open",
          open_key: null,
          amount_cents: 4900,
          created_at: now().toISOString(),
          completed_at: null,
        })
        .execute();
      return id;
    },
    async dataExport(userId) {
      const id = newId();
      const at = now().toISOString();
      const expiresAt = new Date(now().getTime() + 24 * 60 * 60 * 1000).toISOString();
      await db
        .insertInto("data_exports")
        .values({
          id,
          user_id: userId,
          status: "ready",
          pending_key: null,
          created_at: at,
          ready_at: at,
          expires_at: expiresAt,
          content: JSON.stringify({ payments: [] }),
        })
        .execute();
      return id;
    },
    async takenTrade(userId) {
      const id = newId();
      const at = now().toISOString();
      await db
        .insertInto("taken_trades")
        .values({
          id,
          user_id: userId,
          position_id: await fixtures.position(),
          entry_price: 1.0724,
          size: 1,
          account_size: null,
          risk_percent: null,
          quote_per_usd: null,
          follow_signal: 0,
          parts: "[]",
          seen_seq: 1,
          created_at: at,
          updated_at: at,
          closed_at: null,
        })
        .execute();
      return id;
    },
    async apiToken(userId) {
      const id = newId();
      const at = now().toISOString();
      const token = { id, user_id: userId, name: "script", token_hash: hashToken(newToken()), created_at: at };
      await db
        .insertInto("api_tokens")
        .values({ ...token, last_used_at: null })
        .execute();
      return id;
    },
    async webhookEndpoint(userId) {
      const endpointId = newId();
      const messageId = `msg_${newId()}`;
      const at = now().toISOString();
      await db
        .insertInto("webhook_endpoints")
        .values({
          id: endpointId,
          user_id: userId,
          url: "https://93.184.216.34/hook",
          event_types: JSON.stringify(["opened"]),
          secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
          previous_secret: null,
          previous_secret_until: null,
          failing_since: null,
          disabled_at: null,
          disabled_reason: null,
          created_at: at,
        })
        .execute();
      await db
        .insertInto("webhook_messages")
        .values({
          id: messageId,
          endpoint_id: endpointId,
          event_type: "opened",
          body: "{}",
          status: "delivered",
          last_status_code: 204,
          last_error: null,
          last_attempt_at: at,
          created_at: at,
        })
        .execute();
      return { endpointId, messageId };
    },
    async resetToken() {
      const token = newToken();
      const userId = await seedUser(db);
      const expiresAt = new Date(now().getTime() + 60 * 60 * 1000).toISOString();
      await insertPasswordReset(db, {
        token_hash: hashToken(token),
        user_id: userId,
        created_at: now().toISOString(),
        expires_at: expiresAt,
        used_at: null,
      });
      return token;
    },
    stranger: () => seedUser(db),
    async alertSource() {
      const { source, webhookPath } = await createAlertSource(t, admin.cookie, { defaultAssetClass: "forex" });
      return { id: source.id, webhookPath };
    },
    async draftAlert() {
      const { webhookPath } = await fixtures.alertSource();
      const response = await postAlert(t, webhookPath, { ...tradingViewOpen(now()), time: undefined });
      if (response.statusCode !== 202) throw new Error(`draft failed ${response.statusCode}: ${response.body}`);
      return response.json<{ receiptId: string }>().receiptId;
    },
    async providerKey() {
      const id = newId();
      await db
        .insertInto("provider_keys")
        .values({
          id,
          name: "Script",
          key_hash: hashToken(newToken()),
          scopes: "publish,read",
          created_by: admin.id,
          created_at: now().toISOString(),
          last_used_at: null,
          revoked_at: null,
        })
        .execute();
      return id;
    },
  };
  return fixtures;
}

/** Both payment setups: every route exists in one of them (the Stripe webhook only with Stripe payments). */
export interface RouteApps {
  local: RouteFixtures;
  stripe: RouteFixtures;
  /** The local-provider app, unless only the Stripe app has the route. */
  fixturesFor(route: string): RouteFixtures;
  close(): Promise<void>;
}

/**
 * Every role calls every route from one test address: more sign-in, registration and passkey calls than an
 * address may make in a window. The limit has its own tests (brute-force.test.ts); here it would only hide who may
 * call what.
 */
const NO_ADDRESS_LIMIT = { AUTH_ADDRESS_LIMIT: "1000000" };

export async function startRouteApps(
  dialect: DialectName,
  clock: Clock,
  routeEnv: Record<string, string> = {},
): Promise<RouteApps> {
  const env = { ...NO_ADDRESS_LIMIT, ...routeEnv };
  const localApp = await createTestApp(dialect, { clock, env });
  const stripeApp = await createTestApp(dialect, { clock, env: { ...env, ...STRIPE_TEST_ENV } });
  const now = () => clock.now();
  const local = await seedRouteFixtures(localApp, now);
  const stripe = await seedRouteFixtures(stripeApp, now);
  return {
    local,
    stripe,
    fixturesFor: (route) => (localApp.app.routeTable.includes(route) ? local : stripe),
    close: async () => {
      await localApp.close();
      await stripeApp.close();
    },
  };
}
