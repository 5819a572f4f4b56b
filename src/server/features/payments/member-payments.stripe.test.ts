import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import type { MemberOverview } from "../../../shared/admin-member.js";
import { PAYMENT_MESSAGES } from "../../../shared/payments.js";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { deliver, stripeEvents, type TestEvent, type TestSession } from "../../../../test/support/stripe-events.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { manualClock, newMember, postJson, sessionCookieOf, type TestApp } from "../../../../test/support/test-app.js";

const at = (iso: string) => `2026-${iso}Z`;

/**
 * The admin's refund and cancel on a member's page, on Stripe: through the real Stripe SDK to the fake Stripe, whose
 * records say what Stripe was asked; the ledger and access then follow Stripe's own reports to the webhook.
 */
describe.each(TEST_DIALECTS)("an admin's refund and cancel on Stripe on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  const stripe = useStripeApps();
  beforeEach(async () => {
    const clock = manualClock(new Date(at("11-21T12:00:00.000")));
    t = await stripe.start(dialect, {
      clock,
    });
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
  });

  const deliverAll = async (events: TestEvent[]) => {
    for (const event of events) {
      const response = await deliver(t.app, event);
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  /** A member who opened a checkout through the app, as a click does; Stripe's events then name this session. */
  const memberWithCheckout = async (planType: "trial" | "pro") => {
    const registered = await postJson(t.app, "/api/auth/register", newMember());
    const cookie = sessionCookieOf(registered);
    const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const created = [...stripe.fake.requests].reverse().find((request) => request.path === "/v1/checkout/sessions");
    const session: TestSession = {
      id: opened.json<{ url: string }>().url.split("/").pop() ?? "",
      checkoutId: created?.params["metadata[checkoutId]"],
    };
    const id = registered.json<{ id: string }>().id;
    return { id, cookie, session, n: id.slice(0, 8) };
  };
  const trialBought = async () => {
    const member = await memberWithCheckout("trial");
    await deliverAll([
      stripeEvents.trialCheckoutCompleted(
        member.id,
        at("11-20T10:00:00.000"),
        `pi_${member.n}`,
        undefined,
        member.session,
      ),
    ]);
    return member;
  };
  const proBought = async () => {
    const member = await memberWithCheckout("pro");
    await deliverAll([
      stripeEvents.proCheckoutCompleted(
        member.id,
        at("11-20T10:00:00.000"),
        `sub_${member.n}`,
        undefined,
        member.session,
      ),
      stripeEvents.invoice("invoice.paid", {
        userId: member.id,
        subscription: `sub_${member.n}`,
        checkoutId: member.session.checkoutId,
        invoice: `in_${member.n}`,
        at: at("11-20T10:00:01.000"),
        periodStart: at("11-20T10:00:00.000"),
        periodEnd: at("12-20T10:00:00.000"),
      }),
      stripeEvents.subscription("customer.subscription.updated", {
        userId: member.id,
        subscription: `sub_${member.n}`,
        checkoutId: member.session.checkoutId,
        at: at("11-20T10:00:02.000"),
        status: "active",
      }),
    ]);
    // The invoice was paid by this payment intent, as Stripe's Invoice Payments list tells.
    stripe.fake.payInvoice(`pi_${member.n}`, `in_${member.n}`);
    return member;
  };
  const overview = async (id: string) => {
    const response = await callApi(t, "GET", `/api/admin/users/${id}/overview`, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MemberOverview>();
  };
  const act = (id: string, path: string, body: unknown) =>
    callApi(t, "POST", `/api/admin/users/${id}/${path}`, { cookie: admin, body });
  const asked = (path: string) => stripe.fake.requests.filter((request) => request.path === path);
  const dashboard = async (cookie: string) => (await callApi(t, "GET", "/api/positions", { cookie })).statusCode;

  it("refunds a trial's charge by its payment intent; Stripe's report puts the refund in the ledger and ends access", async () => {
    const member = await trialBought();
    const [charge] = (await overview(member.id)).payments;
    expect(charge).toMatchObject({ kind: "charge", amountCents: 4900, refundableCents: 4900 });

    const refunded = await act(member.id, "refunds", { paymentId: charge?.id, amountCents: 4900 });
    expect(refunded.statusCode, refunded.body).toBe(204);
    expect(asked("/v1/refunds").map((request) => request.params)).toEqual([
      { payment_intent: `pi_${member.n}`, amount: "4900", "metadata[userId]": member.id },
    ]);
    // Nothing is recorded until Stripe reports the refund: the ledger holds what Stripe did, not what was asked.
    expect((await overview(member.id)).payments.map((payment) => payment.kind)).toEqual(["charge"]);

    await deliverAll([
      stripeEvents.chargeRefunded({
        userId: member.id,
        charge: `ch_${member.n}`,
        paymentIntent: `pi_${member.n}`,
        amount: 4900,
        refunded: 4900,
        at: at("11-21T12:00:01.000"),
      }),
    ]);
    const page = await overview(member.id);
    expect(page.payments.find((payment) => payment.kind === "refund")).toMatchObject({ amountCents: 4900 });
    expect(page.payments.find((payment) => payment.kind === "charge")?.refundableCents).toBe(0);
    expect(page.member.subscriptionStatus).toBe("inactive");
    expect(await dashboard(member.cookie)).toBe(403);
  });

  it("refunds part of a Pro invoice by the payment intent that paid it; a partial refund keeps Pro", async () => {
    const member = await proBought();
    const charge = (await overview(member.id)).payments.find((payment) => payment.kind === "charge");
    expect(charge).toMatchObject({ plan: "pro", amountCents: 17900 });

    const refunded = await act(member.id, "refunds", { paymentId: charge?.id, amountCents: 5000 });
    expect(refunded.statusCode, refunded.body).toBe(204);
    expect(asked("/v1/invoice_payments").map((request) => request.params.invoice)).toEqual([`in_${member.n}`]);
    expect(asked("/v1/refunds").map((request) => request.params)).toEqual([
      { payment_intent: `pi_${member.n}`, amount: "5000", "metadata[userId]": member.id },
    ]);

    await deliverAll([
      stripeEvents.chargeRefunded({
        userId: member.id,
        charge: `ch_${member.n}`,
        paymentIntent: `pi_${member.n}`,
        amount: 17900,
        refunded: 5000,
        at: at("11-21T12:00:01.000"),
      }),
    ]);
    const page = await overview(member.id);
    expect(page.payments.find((payment) => payment.kind === "charge")?.refundableCents).toBe(12900);
    expect(page.member).toMatchObject({ subscriptionStatus: "premium", subscriptionExpiry: at("12-20T10:00:00.000") });
    expect(await dashboard(member.cookie)).toBe(200);
  });

  it("cancels Pro at the period end on Stripe; the member keeps Pro until then", async () => {
    const member = await proBought();
    const cancelled = await act(member.id, "cancel", { when: "period_end" });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(asked(`/v1/subscriptions/sub_${member.n}`).map((request) => [request.method, request.params])).toEqual([
      ["POST", { cancel_at_period_end: "true" }],
    ]);
    expect(stripe.fake.subscriptions.get(`sub_${member.n}`)).toEqual({ cancel_at_period_end: true });

    await deliverAll([
      stripeEvents.subscription("customer.subscription.updated", {
        userId: member.id,
        subscription: `sub_${member.n}`,
        checkoutId: member.session.checkoutId,
        at: at("11-21T12:00:01.000"),
        status: "active",
        cancelAtPeriodEnd: true,
      }),
    ]);
    const page = await overview(member.id);
    expect(page.subscriptions[0]).toMatchObject({ id: `sub_${member.n}`, cancelAtPeriodEnd: true });
    expect(page.member).toMatchObject({ subscriptionStatus: "premium", subscriptionExpiry: at("12-20T10:00:00.000") });
    expect(await dashboard(member.cookie)).toBe(200);
  });

  it("answers 502 with a message and records nothing when Stripe refuses a refund", async () => {
    const member = await trialBought();
    const [charge] = (await overview(member.id)).payments;
    stripe.fake.failNext("/v1/refunds", 400);
    const refused = await act(member.id, "refunds", { paymentId: charge?.id, amountCents: 4900 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.providerDown) });
    const page = await overview(member.id);
    expect(page.payments.map((payment) => [payment.kind, payment.refundableCents])).toEqual([["charge", 4900]]);
    expect(page.member.subscriptionStatus).toBe("trial");
  });

  it("answers 502 with a message when Stripe cannot tell which payment paid a Pro invoice, and asks no refund", async () => {
    const member = await proBought();
    const charge = (await overview(member.id)).payments.find((payment) => payment.kind === "charge");
    stripe.fake.failNext("/v1/invoice_payments", 400);
    const refused = await act(member.id, "refunds", { paymentId: charge?.id, amountCents: 17900 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.providerDown) });
    expect(asked("/v1/refunds")).toEqual([]);
    expect((await overview(member.id)).payments.map((payment) => payment.kind)).toEqual(["charge"]);
  });

  it("answers 502 with a message and leaves the subscription running when Stripe refuses the cancel", async () => {
    const member = await proBought();
    stripe.fake.failNext(`/v1/subscriptions/sub_${member.n}`, 400);
    const refused = await act(member.id, "cancel", { when: "period_end" });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.providerDown) });
    expect(stripe.fake.subscriptions.has(`sub_${member.n}`)).toBe(false);
    const page = await overview(member.id);
    expect(page.subscriptions[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(page.member.subscriptionStatus).toBe("premium");
  });
});
