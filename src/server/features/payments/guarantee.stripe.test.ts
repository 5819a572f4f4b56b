import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../../../test/support/fake-stripe.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import {
  completedSessionEvent,
  deliver,
  stripeEvents,
  TEST_STRIPE_KEY,
  TEST_WEBHOOK_SECRET,
} from "../../../../test/support/stripe-events.js";
import { manualClock, useTestApps, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("the money-back guarantee through Stripe on %s", (dialect) => {
  let fake: FakeStripe;
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  const startApp = useTestApps();
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    clock = manualClock(new Date());
    t = await startApp(dialect, {
      clock,
      env: {
        PAYMENTS: "stripe",
        STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    });
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
    const session = fake.completeSession(provider_session_id ?? "", "pi_test_guarantee");
    expect((await deliver(t.app, completedSessionEvent(session, clock.now().toISOString()))).statusCode).toBe(200);

    const ask = () =>
      callApi(t, "POST", "/api/account/guarantee-refund", {
        cookie: member.cookie,
        body: { password: member.password },
      });
    const answer = await ask();
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await ask()).statusCode).toBe(409);
    const refunds = fake.requests.filter((r) => r.path === "/v1/refunds");
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
    const session = fake.completeSession(provider_session_id ?? "", "pi_test_down");
    await deliver(t.app, completedSessionEvent(session, clock.now().toISOString()));

    fake.failNext("/v1/refunds", 500, 3);
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
