import { beforeEach, describe, expect, it } from "vitest";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import {
  manualClock,
  newMember,
  postJson,
  sessionCookieOf,
  TEST_ORIGIN,
  type TestApp,
} from "../../../../test/support/test-app.js";

describe.each(TEST_DIALECTS)("Stripe checkout and portal on %s", (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  const stripe = useStripeApps();
  beforeEach(async () => {
    clock = manualClock();
    t = await stripe.start(dialect, { clock });
  });

  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const checkout = (cookie: string, planType: string) =>
    postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
  const calls = (path: string) => stripe.fake.requests.filter((r) => r.path === path);

  it("opens Checkout in payment mode for the trial, with the user's id and one customer", async () => {
    const { cookie, id } = await signUp();
    const response = await checkout(cookie, "trial");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const [session] = calls("/v1/checkout/sessions");
    expect(session?.params).toMatchObject({
      mode: "payment",
      client_reference_id: id,
      "metadata[userId]": id,
      "payment_intent_data[metadata][userId]": id,
      "line_items[0][price_data][unit_amount]": "4900",
      "line_items[0][price_data][currency]": "usd",
      success_url: `${TEST_ORIGIN}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/plans`,
    });
    expect(session?.params.customer).toMatch(/^cus_test_/);
    expect(session?.idempotencyKey).toMatch(/^checkout-/);
  });

  it("opens Checkout in subscription mode for Pro at $179 a month and reuses the customer", async () => {
    const { cookie, id } = await signUp();
    await checkout(cookie, "trial");
    await checkout(cookie, "pro");
    expect(calls("/v1/customers")).toHaveLength(1);
    const pro = calls("/v1/checkout/sessions")[1];
    expect(pro?.params).toMatchObject({
      mode: "subscription",
      client_reference_id: id,
      "subscription_data[metadata][userId]": id,
      "line_items[0][price_data][unit_amount]": "17900",
      "line_items[0][price_data][recurring][interval]": "month",
    });
    expect(pro?.params.customer).toBe(calls("/v1/checkout/sessions")[0]?.params.customer);
    const stored = await t.database.handle.db.selectFrom("stripe_customers").selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ user_id: id })]);
  });

  it("makes one Stripe session for a double click", async () => {
    const { cookie } = await signUp();
    const answers = await Promise.all([checkout(cookie, "pro"), checkout(cookie, "pro"), checkout(cookie, "pro")]);
    expect(new Set(answers.map((a) => a.json<{ url: string }>().url)).size).toBe(1);
    expect(calls("/v1/checkout/sessions")).toHaveLength(1);
  });

  it("replaces a checkout left open for 50 minutes, making the old one unpayable at Stripe", async () => {
    const { cookie } = await signUp();
    const first = (await checkout(cookie, "pro")).json<{ url: string }>().url;
    const [created] = calls("/v1/checkout/sessions");
    expect(Number(created?.params.expires_at)).toBe(Math.floor(clock.now().getTime() / 1000) + 3600);
    clock.advance(49 * 60 * 1000);
    expect((await checkout(cookie, "pro")).json<{ url: string }>().url).toBe(first);
    clock.advance(60 * 1000);
    const second = (await checkout(cookie, "pro")).json<{ url: string }>().url;
    expect(second).not.toBe(first);
    const oldId = first.split("/").pop();
    expect(stripe.fake.requests.filter((r) => r.path === `/v1/checkout/sessions/${oldId}/expire`)).toHaveLength(1);
  });

  it("makes the trial checkout unpayable when Pro is chosen instead, and keeps it if Stripe cannot be reached", async () => {
    const { cookie } = await signUp();
    const trialId = (await checkout(cookie, "trial")).json<{ url: string }>().url.split("/").pop() ?? "";
    const expirePath = `/v1/checkout/sessions/${trialId}/expire`;
    stripe.fake.failNext(expirePath, 500, 3);
    const refused = await checkout(cookie, "pro");
    expect(refused.statusCode).toBe(502);
    expect(calls("/v1/checkout/sessions")).toHaveLength(1);

    expect((await checkout(cookie, "pro")).statusCode).toBe(200);
    expect(calls(expirePath).length).toBeGreaterThanOrEqual(2);
    const rows = await t.database.handle.db.selectFrom("checkout_sessions").select(["plan", "status"]).execute();
    expect(rows.sort((a, b) => a.plan.localeCompare(b.plan))).toEqual([
      { plan: "pro", status: "open" },
      { plan: "trial", status: "expired" },
    ]);
  });

  it("answers 502 when Stripe refuses, and a later click works", async () => {
    const { cookie } = await signUp();
    stripe.fake.failNext("/v1/checkout/sessions", 400);
    const failed = await checkout(cookie, "trial");
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).not.toMatch(/fake/i);
    expect((await checkout(cookie, "trial")).statusCode).toBe(200);
  });

  it("opens the billing portal for a customer, returning to the account page", async () => {
    const { cookie } = await signUp();
    const none = await postJson(t.app, "/api/stripe/portal", {}, cookie);
    expect(none.statusCode).toBe(409);
    await checkout(cookie, "pro");
    const portal = await postJson(t.app, "/api/stripe/portal", {}, cookie);
    expect(portal.json<{ url: string }>().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(calls("/v1/billing_portal/sessions")[0]?.params.return_url).toBe(`${TEST_ORIGIN}/account`);
    expect((await postJson(t.app, "/api/stripe/portal", {}, "")).statusCode).toBe(401);
  });
});
