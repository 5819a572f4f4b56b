import Stripe from "stripe";
import type { FastifyInstance } from "fastify";

export const TEST_WEBHOOK_SECRET = "whsec_test_signaldesk";
export const TEST_STRIPE_KEY = "sk_test_signaldesk";

/** An app on Stripe payments whose API calls fail fast (nothing listens on port 9). */
export const STRIPE_TEST_ENV = {
  PAYMENTS: "stripe",
  STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_API_BASE: "http://127.0.0.1:9",
};

const signer = new Stripe(TEST_STRIPE_KEY);
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export interface TestEvent {
  id: string;
  type: string;
  created: number;
  livemode: boolean;
  data: { object: Record<string, unknown> };
}

let sequence = 0;
function event(type: string, at: string, object: Record<string, unknown>, livemode = true): TestEvent {
  sequence += 1;
  return { id: `evt_test_${sequence}_${Date.now()}`, type, created: seconds(at), livemode, data: { object } };
}

/** The Checkout Session a test opened through the app (against the fake Stripe), or one it never created. */
export interface TestSession {
  id?: string;
  /** Our checkout id, which the app put in the session's and subscription's metadata. */
  checkoutId?: string;
  amount?: number;
  currency?: string;
  livemode?: boolean;
}

/** An event's body and headers as Stripe's servers send it: no Origin, no cookie, a signature over the body. */
export function signedEvent(payload: TestEvent | string, secret = TEST_WEBHOOK_SECRET) {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "stripe-signature": signer.webhooks.generateTestHeaderString({ payload: body, secret }),
    "user-agent": "Stripe/1.0",
  };
  return { body, headers };
}

/** POSTs an event as Stripe's servers do; `headers` adds to or overrides theirs. */
export function deliver(
  app: FastifyInstance,
  payload: TestEvent | string,
  secret = TEST_WEBHOOK_SECRET,
  headers: Record<string, string> = {},
) {
  const signed = signedEvent(payload, secret);
  return app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { ...signed.headers, ...headers },
    payload: signed.body,
  });
}

/** An event type the app does not act on: acknowledged and ignored. */
export const ignoredStripeEvent = (at: string) => event("customer.created", at, { id: "cus_test_ignored" });

/** `checkout.session.completed` carrying a session as the fake Stripe completed it (its discounts and totals). */
export const completedSessionEvent = (session: Record<string, unknown>, at: string) =>
  event("checkout.session.completed", at, session);

/** Stripe event fixtures in the shapes of the SDK's API version (invoice.parent.subscription_details). */
export const stripeEvents = {
  trialCheckoutCompleted: (
    userId: string,
    at: string,
    paymentIntent: string,
    customer = "cus_test_1",
    session: TestSession = {},
  ) =>
    event(
      "checkout.session.completed",
      at,
      {
        id: session.id ?? `cs_test_${paymentIntent}`,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        status: "complete",
        client_reference_id: userId,
        customer,
        payment_intent: paymentIntent,
        amount_total: session.amount ?? 4900,
        currency: session.currency ?? "usd",
        metadata: { userId, plan: "trial", ...(session.checkoutId ? { checkoutId: session.checkoutId } : {}) },
      },
      session.livemode,
    ),
  proCheckoutCompleted: (
    userId: string,
    at: string,
    subscription: string,
    customer = "cus_test_1",
    session: TestSession = {},
  ) =>
    event("checkout.session.completed", at, {
      id: session.id ?? `cs_test_${subscription}`,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      status: "complete",
      client_reference_id: userId,
      customer,
      subscription,
      amount_total: session.amount ?? 17900,
      currency: session.currency ?? "usd",
      metadata: { userId, plan: "pro", ...(session.checkoutId ? { checkoutId: session.checkoutId } : {}) },
    }),
  invoice: (
    type: "invoice.paid" | "invoice.payment_failed",
    input: {
      userId: string;
      subscription: string;
      invoice: string;
      at: string;
      periodStart: string;
      periodEnd: string;
      checkoutId?: string;
      amountPaid?: number;
      /** What a coupon on the subscription took off this invoice. */
      discountCents?: number;
      currency?: string;
      priceId?: string;
      livemode?: boolean;
    },
  ) =>
    event(
      type,
      input.at,
      {
        id: input.invoice,
        object: "invoice",
        customer: "cus_test_1",
        amount_paid: input.amountPaid ?? (type === "invoice.paid" ? 17900 : 0),
        total_discount_amounts: input.discountCents ? [{ amount: input.discountCents, discount: "di_test_1" }] : [],
        currency: input.currency ?? "usd",
        period_end: seconds(input.periodStart),
        status_transitions: { paid_at: type === "invoice.paid" ? seconds(input.at) : null },
        parent: {
          type: "subscription_details",
          subscription_details: {
            subscription: input.subscription,
            metadata: {
              userId: input.userId,
              plan: "pro",
              ...(input.checkoutId ? { checkoutId: input.checkoutId } : {}),
            },
          },
        },
        lines: {
          object: "list",
          data: [
            {
              period: { start: seconds(input.periodStart), end: seconds(input.periodEnd) },
              pricing: {
                type: "price_details",
                price_details: { price: input.priceId ?? "price_test_pro", product: "prod_test_pro" },
              },
            },
          ],
        },
      },
      input.livemode,
    ),
  subscription: (
    type: "customer.subscription.updated" | "customer.subscription.deleted",
    input: {
      userId: string;
      subscription: string;
      at: string;
      status: string;
      cancelAtPeriodEnd?: boolean;
      endedAt?: string;
      checkoutId?: string;
    },
  ) =>
    event(type, input.at, {
      id: input.subscription,
      object: "subscription",
      customer: "cus_test_1",
      status: input.status,
      cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
      ended_at: input.endedAt ? seconds(input.endedAt) : null,
      metadata: {
        userId: input.userId,
        plan: "pro",
        ...(input.checkoutId ? { checkoutId: input.checkoutId } : {}),
      },
    }),
  chargeRefunded: (input: {
    userId: string;
    charge: string;
    paymentIntent: string;
    amount: number;
    refunded: number;
    at: string;
  }) =>
    event("charge.refunded", input.at, {
      id: input.charge,
      object: "charge",
      customer: "cus_test_1",
      payment_intent: input.paymentIntent,
      amount: input.amount,
      amount_refunded: input.refunded,
      refunded: input.refunded >= input.amount,
      currency: "usd",
      metadata: { userId: input.userId, plan: "trial" },
    }),
  other: (type: string, at: string) => event(type, at, { id: "obj_test", object: "unknown" }),
};
