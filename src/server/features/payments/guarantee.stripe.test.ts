import { beforeEach, describe, expect, it } from "vitest";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { completedSessionEvent, deliver, stripeEvents } from "../../../../test/support/stripe-events.js";
import { manualClock, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("the money-back guarantee through Stripe on %s", (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  const stripe = useStripeApps();
  beforeEach(async () => {
    clock = manualClock(new Date());
    t = await stripe.start(dialect, { clock });
  });

  const ledger = (userId: string) =>
    t.database.handle.db
      .selectFrom("payments")
      .select(["kind", "amount_cents", "reference"])
      .where("user_id", "=", userId)
      .orderBy("kind")
      .execute();

  it("refunds through Stripe's Refunds API once, ends access now, and Stripe's later report changes nothing", async () => {
    const member = await memberFor(t, "inactive", clock.now());
    const opened = await callApi(t, "POST", "/api/stripe/create-checkout-session", {
      cookie: member.cookie,
      body: { planType: "trial" },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { provider_session_id } = await t.database.handle.db
      .selectFrom("checkout_sessions")
      .select("provider_session_id")
      .executeTakeFirstOrThrow();
    const session = stripe.fake.completeSession(provider_session_id ?? "", "pi_test_guarantee");
    expect((await deliver(t.app, completedSessionEvent(session, clock.now().toISOString()))).statusCode).toBe(200);

    const ask = () =>
      callApi(t, "POST", "/api/account/guarantee-refund", {
        cookie: member.cookie,
        body: { password: member.password },
      });
    const answer = await ask();
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await ask()).statusCode).toBe(409);
    const refunds = stripe.fake.requests.filter((r) => r.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.params).toMatchObject({ payment_intent: "pi_test_guarantee", amount: "4900" });
    expect(refunds[0]?.idempotencyKey).toBe(`guarantee-${member.id}`);
    expect((await callApi(t, "GET", "/api/positions", { cookie: member.cookie })).statusCode).toBe(403);

    const reported = stripeEvents.chargeRefunded({
      userId: member.id,
      charge: "ch_of_pi_test_guarantee",
      paymentIntent: "pi_test_guarantee",
      amount: 4900,
      refunded: 4900,
      at: clock.now().toISOString(),
    });
    expect((await deliver(t.app, reported)).statusCode).toBe(200);
    expect(await ledger(member.id)).toEqual([
      { kind: "charge", amount_cents: 4900, reference: "trial:pi_test_guarantee" },
      { kind: "refund", amount_cents: 4900, reference: "refund:ch_of_pi_test_guarantee" },
    ]);
  });

  it("keeps the guarantee when Stripe cannot be reached: nothing recorded, and a later press works", async () => {
    const member = await memberFor(t, "inactive", clock.now());
    await callApi(t, "POST", "/api/stripe/create-checkout-session", {
      cookie: member.cookie,
      body: { planType: "trial" },
    });
    const { provider_session_id } = await t.database.handle.db
      .selectFrom("checkout_sessions")
      .select("provider_session_id")
      .executeTakeFirstOrThrow();
    const session = stripe.fake.completeSession(provider_session_id ?? "", "pi_test_down");
    await deliver(t.app, completedSessionEvent(session, clock.now().toISOString()));

    stripe.fake.failNext("/v1/refunds", 500, 3);
    const ask = () =>
      callApi(t, "POST", "/api/account/guarantee-refund", {
        cookie: member.cookie,
        body: { password: member.password },
      });
    const failed = await ask();
    expect(failed.statusCode).toBe(502);
    expect(await ledger(member.id)).toHaveLength(1);
    expect((await callApi(t, "GET", "/api/positions", { cookie: member.cookie })).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect(await ledger(member.id)).toHaveLength(2);
  });
});
