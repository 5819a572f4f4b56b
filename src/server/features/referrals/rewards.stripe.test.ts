import { beforeEach, describe, expect, it } from "vitest";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import {
  completedSessionEvent,
  deliver,
  stripeEvents,
  TEST_STRIPE_KEY,
  type TestEvent,
} from "../../../../test/support/stripe-events.js";
import { manualClock, newMember, postJson, sessionCookieOf, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import type { Billing } from "../../../shared/payments.js";
import { PLANS } from "../../../shared/plans.js";
import type { ReferralDashboard, ReferralProgram } from "../../../shared/referrals.js";
import { netRevenueCents } from "../payments/ledger.repo.js";

const DAY = 24 * 60 * 60 * 1000;
const PRO = PLANS.pro.priceCents;
const TRIAL = PLANS.trial.priceCents;
const CREDIT = 5000;

/*
 * Members' referral credit through Stripe (docs/product.md#referrals): the real SDK against the fake Stripe, which
 * keeps customers' balances as Stripe documents Customer Balance Transactions and takes a credit off the next
 * invoice's amount due; the app hears of the renewal through Stripe's signed `invoice.paid`.
 */
describe.each(TEST_DIALECTS)("members' referral credit through Stripe on %s", (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let admin: RoleMember;
  const stripe = useStripeApps();
  /** The app on Stripe with this secret key, its program giving members credit. */
  async function startOnStripe(secretKey: string) {
    clock = manualClock(new Date("2026-12-10T12:00:00.000Z"));
    t = await stripe.start(dialect, { clock, secretKey });
    admin = await memberFor(t, "admin", clock.now());
    const program = (await get("/api/admin/referrals/program", admin.cookie)).json<ReferralProgram>();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/referrals/program",
      headers: { cookie: admin.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ ...program, memberReward: "credit", memberCreditCents: CREDIT }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  beforeEach(() => startOnStripe(TEST_STRIPE_KEY));

  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const dashboard = async (cookie: string) => (await get("/api/referrals/me", cookie)).json<ReferralDashboard>();
  const customerOf = async (userId: string) =>
    (
      await t.database.handle.db
        .selectFrom("stripe_customers")
        .select("customer_id")
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
    ).customer_id;
  const register = async (visit?: string) => {
    const member = newMember();
    const registered = await postJson(t.app, "/api/auth/register", member, visit ? `referral=${visit}` : undefined);
    return { ...member, cookie: sessionCookieOf(registered), id: registered.json<{ id: string }>().id };
  };
  /** Opens a checkout through the app and pays it at the fake Stripe; answers the completed session's event. */
  const pay = async (cookie: string, planType: "trial" | "pro", payment: string, livemode = true) => {
    const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const sessionId = opened.json<{ url: string }>().url.split("/").pop() ?? "";
    const session = stripe.fake.completeSession(sessionId, payment);
    const paid = { ...completedSessionEvent(session, clock.now().toISOString()), livemode };
    expect((await deliver(t.app, paid)).statusCode).toBe(200);
    return session;
  };
  /** Stripe's `invoice.paid` for a Pro period, its money as the fake Stripe finalized it. */
  const invoicePaid = async (member: { id: string }, subscription: string, checkoutId: string, total = PRO) => {
    const invoice = stripe.fake.finalizeInvoice(await customerOf(member.id), total);
    const at = clock.now().toISOString();
    const event = stripeEvents.invoice("invoice.paid", {
      userId: member.id,
      subscription,
      invoice: invoice.id,
      at,
      periodStart: at,
      periodEnd: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      checkoutId,
      amountPaid: invoice.amount_paid,
    });
    Object.assign(event.data.object, invoice);
    expect((await deliver(t.app, event)).statusCode).toBe(200);
    return { invoice, event };
  };
  /** The referrer, a Pro member through Stripe, and a member they referred who bought the trial. */
  async function referral(livemode = true) {
    const ann = await register();
    const annSession = await pay(ann.cookie, "pro", "sub_ann");
    const checkoutId = (annSession.metadata as Record<string, string>).checkoutId ?? "";
    await invoicePaid(ann, "sub_ann", checkoutId);
    const code = (await dashboard(ann.cookie)).code;
    const link = await t.app.inject({ method: "GET", url: `/r/${code}`, headers: { "user-agent": "test" } });
    const bob = await register(link.cookies.find((c) => c.name === "referral")?.value);
    await pay(bob.cookie, "trial", `pi_bob_${Date.now()}`, livemode);
    return { ann, bob, checkoutId };
  }

  it("puts the credit on the member's Stripe balance after the window, and the next renewal invoice is reduced by it", async () => {
    const { ann, checkoutId } = await referral();
    expect((await dashboard(ann.cookie)).credit.figures).toEqual({
      pendingCents: CREDIT,
      grantedCents: 0,
      usedCents: 0,
      balanceCents: 0,
    });
    clock.advance(7 * DAY - 1);
    expect(await t.app.rewardGrants.run()).toBe(0);
    expect(stripe.fake.balanceTransactions).toHaveLength(0);

    // The first grant fails at Stripe: the run reports it, and the next gives the credit once, under the same key.
    clock.advance(1);
    const customer = await customerOf(ann.id);
    const path = `/v1/customers/${customer}/balance_transactions`;
    stripe.fake.failNext(path, 500, 3);
    await expect(t.app.rewardGrants.run()).rejects.toThrow();
    expect((await dashboard(ann.cookie)).credit.rewards[0]?.status).toBe("pending");
    expect(await t.app.rewardGrants.run()).toBe(1);
    expect(await t.app.rewardGrants.run()).toBe(0);
    const grants = stripe.fake.requests.filter((request) => request.path === path);
    expect(new Set(grants.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(stripe.fake.balanceTransactions).toMatchObject([
      { customer, amount: -CREDIT, currency: "usd", type: "adjustment", ending_balance: -CREDIT },
    ]);
    expect(stripe.fake.customers.get(customer)?.balance).toBe(-CREDIT);
    expect((await dashboard(ann.cookie)).credit.figures).toEqual({
      pendingCents: 0,
      grantedCents: CREDIT,
      usedCents: 0,
      balanceCents: CREDIT,
    });

    // Ann's renewal: Stripe takes the credit off the invoice; the ledger and revenue hold what was paid.
    clock.advance(23 * DAY);
    const { invoice, event } = await invoicePaid(ann, "sub_ann", checkoutId);
    expect(invoice).toMatchObject({
      total: PRO,
      starting_balance: -CREDIT,
      ending_balance: 0,
      amount_due: PRO - CREDIT,
    });
    expect(stripe.fake.customers.get(customer)?.balance).toBe(0);
    expect((await deliver(t.app, { ...event, id: `${event.id}_again` })).statusCode).toBe(200);
    const billing = (await get("/api/payments", ann.cookie)).json<Billing>();
    expect(billing.payments.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([PRO - CREDIT, PRO]);
    expect((await dashboard(ann.cookie)).credit.figures).toEqual({
      pendingCents: 0,
      grantedCents: CREDIT,
      usedCents: CREDIT,
      balanceCents: 0,
    });
    const revenue = await netRevenueCents(
      t.database.handle.db,
      new Date("2026-12-01T00:00:00Z"),
      new Date("2027-02-01T00:00:00Z"),
    );
    expect(revenue).toBe(PRO + TRIAL + PRO - CREDIT);
  });

  it("gives no credit for a payment charged back within the window", async () => {
    const { ann, bob } = await referral();
    const intent = (
      await t.database.handle.db
        .selectFrom("payments")
        .select("payment_reference")
        .where("user_id", "=", bob.id)
        .executeTakeFirstOrThrow()
    ).payment_reference;
    const dispute: TestEvent = {
      id: `evt_dispute_${Date.now()}`,
      type: "charge.dispute.created",
      created: Math.floor(clock.now().getTime() / 1000),
      livemode: true,
      data: {
        object: {
          id: "dp_bob",
          object: "dispute",
          charge: "ch_bob",
          payment_intent: intent,
          amount: TRIAL,
          currency: "usd",
          status: "needs_response",
          reason: "fraudulent",
        },
      },
    };
    expect((await deliver(t.app, dispute)).statusCode).toBe(200);
    clock.advance(8 * DAY);
    expect(await t.app.rewardGrants.run()).toBe(0);
    const customer = await customerOf(ann.id);
    expect(stripe.fake.balanceTransactions.filter((tx) => tx.customer === customer)).toEqual([]);
    expect((await dashboard(ann.cookie)).credit.rewards).toMatchObject([
      { status: "reversed", reversedReason: "chargeback" },
    ]);
  });

  it("gives no credit for a payment refunded within the window", async () => {
    const { ann, bob } = await referral();
    const intent = (
      await t.database.handle.db
        .selectFrom("payments")
        .select("payment_reference")
        .where("user_id", "=", bob.id)
        .executeTakeFirstOrThrow()
    ).payment_reference;
    const refund = stripeEvents.chargeRefunded({
      userId: bob.id,
      charge: "ch_bob",
      paymentIntent: intent,
      amount: TRIAL,
      refunded: TRIAL,
      at: clock.now().toISOString(),
    });
    expect((await deliver(t.app, refund)).statusCode).toBe(200);
    clock.advance(8 * DAY);
    expect(await t.app.rewardGrants.run()).toBe(0);
    const customer = await customerOf(ann.id);
    expect(stripe.fake.balanceTransactions.filter((tx) => tx.customer === customer)).toEqual([]);
    expect(stripe.fake.customers.get(customer)?.balance).toBe(0);
    expect((await dashboard(ann.cookie)).credit.rewards).toMatchObject([
      { status: "reversed", reversedReason: "refund", amountCents: CREDIT },
    ]);
  });

  it("never puts a test payment's credit on a customer of a live Stripe account", async () => {
    // The test-key app the other tests use is closed after the test with this one.
    await startOnStripe("sk_live_signaldesk");
    const { ann } = await referral(false);
    clock.advance(7 * DAY);
    expect(await t.app.rewardGrants.run()).toBe(1);
    const customer = await customerOf(ann.id);
    expect(stripe.fake.balanceTransactions.filter((tx) => tx.customer === customer)).toEqual([]);
    const credit = (await dashboard(ann.cookie)).credit;
    expect(credit.figures).toEqual({ pendingCents: 0, grantedCents: 0, usedCents: 0, balanceCents: 0 });
    expect(credit.testFigures).toMatchObject({ grantedCents: CREDIT });
    expect(credit.rewards).toMatchObject([{ livemode: false, status: "granted" }]);
  });
});
