import { beforeEach, describe, expect, it } from "vitest";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import {
  deliver,
  stripeEvents,
  TEST_STRIPE_KEY,
  TEST_WEBHOOK_SECRET,
  type TestEvent,
  type TestSession,
} from "../../../../test/support/stripe-events.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { manualClock, newMember, postJson, sessionCookieOf, type TestApp } from "../../../../test/support/test-app.js";
import { netRevenueCents } from "./ledger.repo.js";

const at = (iso: string) => `2026-${iso}Z`;

describe.each(TEST_DIALECTS)("Stripe webhook on %s", (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  const stripe = useStripeApps();
  beforeEach(async () => {
    clock = manualClock(new Date(at("11-21T12:00:00.000")));
    t = await stripe.start(dialect, {
      clock,
    });
  });

  /** Opens a checkout through the app, as a member's click does; Stripe's events then name this session. */
  const openCheckout = async (cookie: string, planType: "trial" | "pro"): Promise<TestSession> => {
    const response = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const created = [...stripe.fake.requests].reverse().find((request) => request.path === "/v1/checkout/sessions");
    return {
      id: response.json<{ url: string }>().url.split("/").pop() ?? "",
      checkoutId: created?.params["metadata[checkoutId]"],
    };
  };

  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const state = async (userId: string) => {
    const user = await t.database.handle.db
      .selectFrom("users")
      .select(["subscription_status", "subscription_expiry"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    const ledger = await t.database.handle.db
      .selectFrom("payments")
      .select(["kind", "plan", "amount_cents", "reference", "payment_reference", "occurred_at"])
      .where("user_id", "=", userId)
      .orderBy("reference")
      .execute();
    return { user, ledger };
  };
  const deliverAll = async (events: TestEvent[]) => {
    for (const event of events) {
      const response = await deliver(t.app, event);
      expect(response.statusCode, response.body).toBe(200);
    }
  };

  /** A month of Pro with a trial before it, a renewal, a failed renewal and the end. */
  const lifeOf = async ({ id: userId, cookie }: { id: string; cookie: string }): Promise<TestEvent[]> => {
    // Stripe ids are unique across users: each life gets its own.
    const n = userId.slice(0, 8);
    const trial = await openCheckout(cookie, "trial");
    const pro = await openCheckout(cookie, "pro");
    return [
      stripeEvents.trialCheckoutCompleted(userId, at("11-01T10:00:00.000"), `pi_trial_${n}`, undefined, trial),
      stripeEvents.proCheckoutCompleted(userId, at("11-10T10:00:00.000"), `sub_${n}`, undefined, pro),
      stripeEvents.invoice("invoice.paid", {
        userId,
        subscription: `sub_${n}`,
        checkoutId: pro.checkoutId,
        invoice: `in_1_${n}`,
        at: at("11-10T10:00:01.000"),
        periodStart: at("11-10T10:00:00.000"),
        periodEnd: at("12-10T10:00:00.000"),
      }),
      stripeEvents.subscription("customer.subscription.updated", {
        userId,
        subscription: `sub_${n}`,
        checkoutId: pro.checkoutId,
        at: at("11-10T10:00:02.000"),
        status: "active",
      }),
      stripeEvents.invoice("invoice.paid", {
        userId,
        subscription: `sub_${n}`,
        checkoutId: pro.checkoutId,
        invoice: `in_2_${n}`,
        at: at("12-10T10:00:00.000"),
        periodStart: at("12-10T10:00:00.000"),
        periodEnd: "2027-01-10T10:00:00.000Z",
      }),
      stripeEvents.invoice("invoice.payment_failed", {
        userId,
        subscription: `sub_${n}`,
        checkoutId: pro.checkoutId,
        invoice: `in_3_${n}`,
        at: "2027-01-10T10:00:00.000Z",
        periodStart: "2027-01-10T10:00:00.000Z",
        periodEnd: "2027-02-10T10:00:00.000Z",
      }),
      stripeEvents.subscription("customer.subscription.updated", {
        userId,
        subscription: `sub_${n}`,
        checkoutId: pro.checkoutId,
        at: "2027-01-10T10:00:01.000Z",
        status: "past_due",
      }),
    ];
  };

  it("grants premium until the paid period end; a failed renewal keeps it until then", async () => {
    const member = await signUp();
    const { id } = member;
    await deliverAll(await lifeOf(member));
    const { user, ledger } = await state(id);
    expect(user).toEqual({ subscription_status: "premium", subscription_expiry: "2027-01-10T10:00:00.000Z" });
    expect(ledger.map((row) => [row.kind, row.plan, row.amount_cents])).toEqual([
      ["charge", "pro", 17900],
      ["charge", "pro", 17900],
      ["charge", "trial", 4900],
    ]);
  });

  it("ends the same whether events come twice, shuffled, or one arrives late", async () => {
    const member = await signUp();
    const { id } = member;
    const events = await lifeOf(member);
    await deliverAll(events);
    const expected = await state(id);

    const replay = await signUp();
    const theirs = await lifeOf(replay);
    const shuffled = [...theirs, ...theirs].reverse();
    const late = shuffled.splice(3, 1);
    await deliverAll([...shuffled, ...late]);
    const got = await state(replay.id);
    expect(got.user).toEqual(expected.user);
    expect(got.ledger.map(({ kind, plan, amount_cents }) => ({ kind, plan, amount_cents }))).toEqual(
      expected.ledger.map(({ kind, plan, amount_cents }) => ({ kind, plan, amount_cents })),
    );

    // A third order: every permutation by a fixed shuffle, the trial's refund among them.
    const third = await signUp();
    const withRefund = [
      ...(await lifeOf(third)),
      stripeEvents.chargeRefunded({
        userId: third.id,
        charge: "ch_trial",
        paymentIntent: `pi_trial_${third.id.slice(0, 8)}`,
        amount: 4900,
        refunded: 4900,
        at: at("11-05T10:00:00.000"),
      }),
    ];
    const orders = [
      withRefund,
      [...withRefund].reverse(),
      [withRefund[6], withRefund[2], withRefund[7], withRefund[0]],
    ];
    await deliverAll(orders.flat().filter((e): e is TestEvent => e !== undefined));
    const refunded = await state(third.id);
    expect(refunded.user).toEqual(expected.user);
    expect(refunded.ledger.filter((row) => row.kind === "refund")).toEqual([
      expect.objectContaining({
        plan: "trial",
        amount_cents: 4900,
        payment_reference: `pi_trial_${third.id.slice(0, 8)}`,
      }),
    ]);
  });

  it("ends the trial on a full refund, whichever comes first", async () => {
    const { id, cookie } = await signUp();
    const session = await openCheckout(cookie, "trial");
    const purchase = stripeEvents.trialCheckoutCompleted(id, at("11-20T10:00:00.000"), "pi_a", undefined, session);
    await deliverAll([purchase]);
    expect((await state(id)).user).toEqual({
      subscription_status: "trial",
      subscription_expiry: at("12-20T10:00:00.000"),
    });
    const refund = stripeEvents.chargeRefunded({
      userId: id,
      charge: "ch_a",
      paymentIntent: "pi_a",
      amount: 4900,
      refunded: 4900,
      at: at("11-21T10:00:00.000"),
    });
    await deliverAll([refund]);
    expect((await state(id)).user).toEqual({ subscription_status: "inactive", subscription_expiry: null });

    const other = await signUp();
    const theirs = await openCheckout(other.cookie, "trial");
    await deliverAll([
      stripeEvents.chargeRefunded({
        userId: other.id,
        charge: "ch_b",
        paymentIntent: "pi_b",
        amount: 4900,
        refunded: 4900,
        at: at("11-21T10:00:00.000"),
      }),
      stripeEvents.trialCheckoutCompleted(other.id, at("11-20T10:00:00.000"), "pi_b", undefined, theirs),
    ]);
    expect((await state(other.id)).user).toEqual({ subscription_status: "inactive", subscription_expiry: null });
    const revenue = await netRevenueCents(
      t.database.handle.db,
      new Date(at("11-01T00:00:00.000")),
      new Date(at("12-01T00:00:00.000")),
    );
    expect(revenue).toBe(0);
  });

  it("ends Pro at a full refund of its charge; a partial refund keeps it", async () => {
    const { id, cookie } = await signUp();
    const session = await openCheckout(cookie, "pro");
    const n = id.slice(0, 8);
    await deliverAll([
      stripeEvents.invoice("invoice.paid", {
        userId: id,
        subscription: `sub_${n}`,
        invoice: `in_${n}`,
        at: at("11-20T10:00:00.000"),
        periodStart: at("11-20T10:00:00.000"),
        periodEnd: at("12-20T10:00:00.000"),
        checkoutId: session.checkoutId,
      }),
    ]);
    // Stripe's refund names the payment intent; which invoice it paid is asked of Stripe.
    stripe.fake.payInvoice(`pi_${n}`, `in_${n}`);
    const refund = (refunded: number, time: string) =>
      stripeEvents.chargeRefunded({
        userId: id,
        charge: `ch_${n}`,
        paymentIntent: `pi_${n}`,
        amount: 17900,
        refunded,
        at: at(time),
      });
    await deliverAll([refund(5000, "11-21T10:00:00.000")]);
    expect((await state(id)).user).toEqual({
      subscription_status: "premium",
      subscription_expiry: at("12-20T10:00:00.000"),
    });
    await deliverAll([refund(17900, "11-21T11:00:00.000")]);
    // Access is over: it ended with the refunds of that charge, before now.
    const ended = (await state(id)).user;
    expect(ended.subscription_status).toBe("premium");
    expect(ended.subscription_expiry).toBe(at("11-21T10:00:00.000"));
    expect(new Date(ended.subscription_expiry ?? "").getTime()).toBeLessThan(clock.now().getTime());
    expect((await state(id)).ledger.filter((row) => row.kind === "refund")).toEqual([
      expect.objectContaining({ plan: "pro", amount_cents: 17900, payment_reference: `in_${n}` }),
    ]);
  });

  it("ends Pro when the subscription is deleted, at the end it reports", async () => {
    const member = await signUp();
    const { id } = member;
    await deliverAll((await lifeOf(member)).slice(1, 4));
    await deliverAll([
      stripeEvents.subscription("customer.subscription.updated", {
        userId: id,
        subscription: `sub_${id.slice(0, 8)}`,
        at: at("11-15T00:00:00.000"),
        status: "active",
        cancelAtPeriodEnd: true,
      }),
    ]);
    expect((await state(id)).user).toEqual({
      subscription_status: "premium",
      subscription_expiry: at("12-10T10:00:00.000"),
    });
    await deliverAll([
      stripeEvents.subscription("customer.subscription.deleted", {
        userId: id,
        subscription: `sub_${id.slice(0, 8)}`,
        at: at("11-16T00:00:00.000"),
        status: "canceled",
        endedAt: at("11-16T00:00:00.000"),
      }),
      // An older update delivered afterwards does not reopen it.
      stripeEvents.subscription("customer.subscription.updated", {
        userId: id,
        subscription: `sub_${id.slice(0, 8)}`,
        at: at("11-12T00:00:00.000"),
        status: "active",
      }),
    ]);
    expect((await state(id)).user).toEqual({
      subscription_status: "premium",
      subscription_expiry: at("11-16T00:00:00.000"),
    });
  });

  it("refuses a second Pro checkout once Stripe reports the first one paid, before its invoice", async () => {
    const { id, cookie } = await signUp();
    const session = await openCheckout(cookie, "pro");
    await deliverAll([
      stripeEvents.proCheckoutCompleted(id, at("11-21T11:00:00.000"), `sub_${id.slice(0, 8)}`, undefined, session),
    ]);
    expect((await state(id)).user.subscription_status).toBe("inactive");
    const again = await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "pro" }, cookie);
    expect(again.statusCode).toBe(409);
  });

  it("answers 400 to a signed event it cannot read, and stores nothing", async () => {
    const { id } = await signUp();
    const hollow = { ...stripeEvents.trialCheckoutCompleted(id, at("11-20T10:00:00.000"), "pi_h"), data: {} };
    const response = await deliver(t.app, JSON.stringify(hollow));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Webhook event is missing the fields of its type" });
    expect(await t.database.handle.db.selectFrom("payment_events").selectAll().execute()).toEqual([]);
  });

  it("answers 400 to a bad signature and changes nothing", async () => {
    const { id } = await signUp();
    const event = stripeEvents.trialCheckoutCompleted(id, at("11-20T10:00:00.000"), "pi_x");
    const forged = await deliver(t.app, event, "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: "Invalid webhook signature" });
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const tampered = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: {
        "content-type": "application/json",
        // Flip the signature's first hex digit (always to a different one).
        "stripe-signature": (await deliverHeader(JSON.stringify(event))).replace(
          /v1=(.)/,
          (_, digit: string) => `v1=${digit === "0" ? "1" : "0"}`,
        ),
      },
      payload: JSON.stringify(event),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await state(id)).user).toEqual({ subscription_status: "inactive", subscription_expiry: null });
    expect(await t.database.handle.db.selectFrom("payment_events").selectAll().execute()).toEqual([]);
  });

  it("answers 200 to an event type it does not handle, and to one for an unknown user", async () => {
    expect((await deliver(t.app, stripeEvents.other("customer.created", at("11-20T10:00:00.000")))).statusCode).toBe(
      200,
    );
    const stray = stripeEvents.trialCheckoutCompleted("no-such-user", at("11-20T10:00:00.000"), "pi_y");
    expect((await deliver(t.app, stray)).statusCode).toBe(200);
    expect(await t.database.handle.db.selectFrom("payments").selectAll().execute()).toEqual([]);
  });

  it("keeps an admin's open-ended standard grant through payment events", async () => {
    const { id, cookie } = await signUp();
    const session = await openCheckout(cookie, "trial");
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "standard", subscription_expiry: null })
      .where("id", "=", id)
      .execute();
    await deliverAll([stripeEvents.trialCheckoutCompleted(id, at("11-20T10:00:00.000"), "pi_s", undefined, session)]);
    expect((await state(id)).user).toEqual({ subscription_status: "standard", subscription_expiry: null });
  });
});

async function deliverHeader(payload: string): Promise<string> {
  const { default: Stripe } = await import("stripe");
  return new Stripe(TEST_STRIPE_KEY).webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
}
