import { englishMessage } from "../../../src/server/lib/app-error.js";
import { beforeAll, describe, expect, it } from "vitest";
import { seedPayment } from "../../support/admin-seed.js";
import { memberFor, type RoleMember } from "../../support/members.js";
import { callApi, createPositionAs } from "../../support/positions.js";
import { TEST_NOW, postJson, sessionCookieOf, useTestApp } from "../../support/test-app.js";
import { TEST_DIALECTS } from "../../support/test-env.js";
import { seedRouteFixtures, type RouteFixtures } from "./route-fixtures.js";

const device = (endpoint: string) => ({
  subscription: {
    endpoint,
    keys: {
      p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    },
  },
});

/** One member can neither read nor change another's feed, devices, follows, payments or sessions. */
describe.each(TEST_DIALECTS)("object-level access on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, once: true });
  const clock = t.clock;
  let f: RouteFixtures;
  let alice: RoleMember;
  let bob: RoleMember;

  beforeAll(async () => {
    f = await seedRouteFixtures(t, clock.now);
    alice = await memberFor(t, "premium", clock.now());
    bob = await memberFor(t, "trial", clock.now());
  });

  const db = () => t.database.handle.db;
  const rowsOf = (table: "push_subscriptions" | "position_follows", userId: string) =>
    db().selectFrom(table).selectAll().where("user_id", "=", userId).execute();

  it("keeps Bob's feed items unread and in place whatever Alice marks or clears", async () => {
    const eventId = await f.notification(bob.id);
    // Alice's feed shows the same announcement; once she cleared hers, it is nothing she can mark.
    expect((await callApi(t, "DELETE", "/api/notifications", { cookie: alice.cookie })).statusCode).toBe(204);
    const markBobs = await callApi(t, "POST", `/api/notifications/${eventId}/read`, { cookie: alice.cookie });
    expect(markBobs.statusCode).toBe(404);
    expect(markBobs.json()).toEqual({ message: englishMessage("messages:notifications.notFound") });
    expect((await callApi(t, "POST", "/api/notifications/read-all", { cookie: alice.cookie })).statusCode).toBe(204);
    const aliceFeed = await callApi(t, "GET", "/api/notifications", { cookie: alice.cookie });
    expect(aliceFeed.json()).toEqual({ items: [], unreadCount: 0 });

    const bobFeed = await callApi(t, "GET", "/api/notifications", { cookie: bob.cookie });
    expect(bobFeed.json()).toMatchObject({ items: [{ id: eventId, read: false }], unreadCount: 1 });
  });

  it("leaves Bob's push subscription alone when Alice unsubscribes his endpoint", async () => {
    const endpoint = "https://push.example.com/bobs-phone";
    const subscribed = await callApi(t, "POST", "/api/notifications/subscribe", {
      cookie: bob.cookie,
      body: device(endpoint),
    });
    expect(subscribed.statusCode).toBe(201);
    const before = await rowsOf("push_subscriptions", bob.id);
    expect(before).toHaveLength(1);

    const response = await callApi(t, "POST", "/api/notifications/unsubscribe", {
      cookie: alice.cookie,
      body: { subscription: { endpoint } },
    });
    // Unsubscribing what is not yours is a no-op, so the answer does not reveal whose endpoint it is.
    expect(response.statusCode).toBe(204);
    expect(await rowsOf("push_subscriptions", bob.id)).toEqual(before);
  });

  it("keeps follows per member: Alice neither sees nor removes Bob's", async () => {
    const positionId = await createPositionAs(t, f.adminCookie);
    expect((await callApi(t, "PUT", `/api/positions/${positionId}/follow`, { cookie: bob.cookie })).statusCode).toBe(
      204,
    );
    const before = await rowsOf("position_follows", bob.id);
    expect(before).toHaveLength(1);

    const aliceFollows = await callApi(t, "GET", "/api/positions/follows", { cookie: alice.cookie });
    expect(aliceFollows.json()).toEqual({ positionIds: [] });
    const unfollow = await callApi(t, "DELETE", `/api/positions/${positionId}/follow`, { cookie: alice.cookie });
    expect(unfollow.statusCode).toBe(204);

    expect(await rowsOf("position_follows", bob.id)).toEqual(before);
    const bobFollows = await callApi(t, "GET", "/api/positions/follows", { cookie: bob.cookie });
    expect(bobFollows.json()).toEqual({ positionIds: [positionId] });
  });

  it("shows Alice only her own payments and none of Bob's checkouts", async () => {
    await seedPayment(db(), {
      user_id: bob.id,
      kind: "charge",
      plan: "trial",
      amount_cents: 4900,
      occurred_at: clock.now().toISOString(),
      paymentReference: "pi_bobs_payment",
    });
    const checkoutId = await f.checkout(bob.id);
    const before = await db().selectFrom("checkout_sessions").selectAll().where("id", "=", checkoutId).execute();

    const billing = await callApi(t, "GET", "/api/payments", { cookie: alice.cookie });
    expect(billing.statusCode).toBe(200);
    expect(billing.json<{ payments: unknown[] }>().payments).toEqual([]);
    expect(billing.body).not.toContain("pi_bobs_payment");

    for (const [method, suffix] of [
      ["GET", ""],
      ["POST", "/complete"],
      ["POST", "/cancel"],
    ] as const) {
      const response = await callApi(t, method, `/api/payments/local/sessions/${checkoutId}${suffix}`, {
        cookie: alice.cookie,
      });
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await db().selectFrom("checkout_sessions").selectAll().where("id", "=", checkoutId).execute()).toEqual(
      before,
    );
    const bobUser = await db().selectFrom("users").select("subscription_status").where("id", "=", bob.id).execute();
    expect(bobUser).toEqual([{ subscription_status: "trial" }]);
    const bobBilling = await callApi(t, "GET", "/api/payments", { cookie: bob.cookie });
    expect(bobBilling.json<{ payments: unknown[] }>().payments).toHaveLength(1);
  });

  it("ends only the caller's own session on logout, sign-in and password change", async () => {
    const me = (cookie: string) => callApi(t, "GET", "/api/auth/me", { cookie });
    const carol = await memberFor(t, "premium", clock.now());
    const dave = await memberFor(t, "premium", clock.now());
    const daveSessions = () => db().selectFrom("sessions").select("id").where("user_id", "=", dave.id).execute();
    const before = await daveSessions();

    expect((await callApi(t, "POST", "/api/auth/logout", { cookie: carol.cookie })).statusCode).toBe(204);
    expect((await me(carol.cookie)).statusCode).toBe(401);
    const carolAgain = sessionCookieOf(
      await postJson(t.app, "/api/auth/login", { email: carol.email, password: carol.password }),
    );
    const changed = await callApi(t, "POST", "/api/auth/change-password", {
      cookie: carolAgain,
      body: { currentPassword: carol.password, newPassword: "another long passphrase" },
    });
    expect(changed.statusCode).toBe(200);

    expect(await daveSessions()).toEqual(before);
    expect((await me(dave.cookie)).statusCode).toBe(200);
  });
});
