import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { hasAccess } from "../../../shared/access.js";
import { PAYMENT_MESSAGES } from "../../../shared/payments.js";
import type { PublicUser } from "../../../shared/users.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, useTestApp } from "../../../../test/support/test-app.js";
import { netRevenueCents } from "./ledger.repo.js";
import { renewLocalSubscriptions } from "./local-subscriptions.service.js";

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)("subscription rules over time (local provider) on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: new Date("2026-11-21T12:00:00.000Z") });
  const clock = t.clock;

  const signUp = async () => sessionCookieOf(await postJson(t.app, "/api/auth/register", newMember()));
  const me = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json<PublicUser>();
  const buy = async (cookie: string, planType: "trial" | "pro") => {
    const { url } = (await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie)).json<{
      url: string;
    }>();
    const response = await postJson(t.app, `/api/payments/local/sessions/${url.split("/").pop()}/complete`, {}, cookie);
    expect(response.statusCode, response.body).toBe(200);
  };
  const renew = () => renewLocalSubscriptions({ db: t.database.handle.db }, clock.now());

  it("ends a trial's access after 30 days, with no renewal", async () => {
    const cookie = await signUp();
    await buy(cookie, "trial");
    clock.advance(30 * DAY - 1000);
    expect(hasAccess(await me(cookie), clock.now())).toBe(true);
    await renew();
    clock.advance(2000);
    expect(hasAccess(await me(cookie), clock.now())).toBe(false);
    expect((await me(cookie)).subscriptionStatus).toBe("trial");
    // Trial is once per member: after it ended, Pro is the way on.
    const again = await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "trial" }, cookie);
    expect(again.statusCode).toBe(409);
    const pro = await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "pro" }, cookie);
    expect(pro.statusCode).toBe(200);
  });

  it("renews Pro each month by a charge, once however often the billing run goes", async () => {
    const cookie = await signUp();
    await buy(cookie, "pro");
    expect((await me(cookie)).subscriptionExpiry).toBe("2026-12-21T12:00:00.000Z");
    clock.advance(29 * DAY);
    expect(await renew()).toBe(0);
    clock.advance(DAY - 30 * 60 * 1000); // within the hour before the period ends
    await Promise.all([renew(), renew()]);
    await renew();
    expect(await me(cookie)).toMatchObject({
      subscriptionStatus: "premium",
      subscriptionExpiry: "2027-01-21T12:00:00.000Z",
    });
    // The local checkout takes no money: its purchase and renewal are test payments, never revenue.
    const revenue = (money: "live" | "test") =>
      netRevenueCents(t.database.handle.db, new Date("2026-11-01T00:00:00Z"), new Date("2027-01-01T00:00:00Z"), money);
    expect(await revenue("test")).toBe(2 * 17900);
    expect(await revenue("live")).toBe(0);
  });

  it("cancels Pro at the period end: access until then, no further charge, then over", async () => {
    const cookie = await signUp();
    await buy(cookie, "pro");
    clock.advance(10 * DAY);
    const cancel = await postJson(t.app, "/api/payments/subscription/cancel", {}, cookie);
    expect(cancel.statusCode).toBe(204);
    const twice = await postJson(t.app, "/api/payments/subscription/cancel", {}, cookie);
    expect(twice.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.alreadyCanceling) });
    const billing = (await t.app.inject({ method: "GET", url: "/api/payments", headers: { cookie } })).json<{
      subscription: { cancelAtPeriodEnd: boolean };
    }>();
    expect(billing.subscription.cancelAtPeriodEnd).toBe(true);
    expect(hasAccess(await me(cookie), clock.now())).toBe(true);

    clock.advance(20 * DAY);
    await renew();
    const user = await me(cookie);
    expect(user).toMatchObject({ subscriptionStatus: "premium", subscriptionExpiry: "2026-12-21T12:00:00.000Z" });
    clock.advance(DAY);
    expect(hasAccess(await me(cookie), clock.now())).toBe(false);
    const charges = await t.database.handle.db.selectFrom("payments").selectAll().execute();
    expect(charges).toHaveLength(1);
    // Ended, so Pro can be bought again.
    expect((await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "pro" }, cookie)).statusCode).toBe(
      200,
    );
  });

  it("takes a cancellation back while the period lasts: Pro renews again, with nothing charged until then", async () => {
    const cookie = await signUp();
    await buy(cookie, "pro");
    const notCancelled = await postJson(t.app, "/api/payments/subscription/resume", {}, cookie);
    expect(notCancelled.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.notCanceling) });
    clock.advance(5 * DAY);
    expect((await postJson(t.app, "/api/payments/subscription/cancel", {}, cookie)).statusCode).toBe(204);
    clock.advance(DAY);
    expect((await postJson(t.app, "/api/payments/subscription/resume", {}, cookie)).statusCode).toBe(204);
    const billing = (await t.app.inject({ method: "GET", url: "/api/payments", headers: { cookie } })).json<{
      subscription: { cancelAtPeriodEnd: boolean };
      payments: unknown[];
    }>();
    expect(billing.subscription.cancelAtPeriodEnd).toBe(false);
    expect(billing.payments).toHaveLength(1);
    // A second change of mind is recorded too, not taken for the first one again.
    clock.advance(DAY);
    expect((await postJson(t.app, "/api/payments/subscription/cancel", {}, cookie)).statusCode).toBe(204);
    clock.advance(DAY);
    expect((await postJson(t.app, "/api/payments/subscription/resume", {}, cookie)).statusCode).toBe(204);

    clock.advance(22 * DAY);
    await renew();
    expect(await me(cookie)).toMatchObject({
      subscriptionStatus: "premium",
      subscriptionExpiry: "2027-01-21T12:00:00.000Z",
    });
  });

  it("refuses to take back a cancellation without a Pro subscription", async () => {
    const cookie = await signUp();
    const response = await postJson(t.app, "/api/payments/subscription/resume", {}, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.noSubscription) });
  });

  it("refuses to cancel without a Pro subscription", async () => {
    const cookie = await signUp();
    const response = await postJson(t.app, "/api/payments/subscription/cancel", {}, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.noSubscription) });
  });
});
