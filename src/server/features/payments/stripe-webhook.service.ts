import type Stripe from "stripe";
import type { Db, Executor } from "../../db/database.js";
import type { CheckoutSessionRow, ProSubscriptionStatus } from "../../db/schema.js";
import type { Clock } from "../../lib/clock.js";
import { closeCheckout, linkCheckoutSubscription } from "./checkout-sessions.repo.js";
import {
  processPaymentEvent,
  refusePaymentEvent,
  type EventOutcome,
  type NewSubscriptionListener,
} from "./fulfilment.service.js";
import {
  recordDispute,
  recordRefund,
  recordSubscriptionCharge,
  recordSubscriptionFailure,
  recordSubscriptionState,
  recordTrialCharge,
  type RecordContext,
} from "./payment-facts.js";
import { findChargeByPaymentReference } from "./ledger.repo.js";
import { ensureProSubscription } from "./pro-subscriptions.repo.js";
import {
  checkoutSale,
  invoiceCreditCents,
  invoicePriceRefusal,
  SALE_CURRENCY,
  subscriptionSale,
  type PriceIds,
} from "./stripe-sales.js";
import { findUserIdOfCustomer, saveCustomer } from "./stripe-customers.repo.js";
import { recordRedemption } from "./promotion-codes.service.js";
import { recordProviderCreditUse } from "../referrals/rewards.service.js";

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/** Whose refund it is: the user id we put in metadata, else the Stripe customer we stored. */
async function resolveUser(db: Db, hints: { userId?: string | null; customerId?: string }): Promise<string | null> {
  if (hints.userId) return hints.userId;
  if (hints.customerId) return (await findUserIdOfCustomer(db, hints.customerId)) ?? null;
  return null;
}

const SUBSCRIPTION_STATUSES: readonly ProSubscriptionStatus[] = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
];

/** A status Stripe may add later is kept as past_due: not ended, not paid. */
function knownStatus(status: string): ProSubscriptionStatus {
  return SUBSCRIPTION_STATUSES.find((known) => known === status) ?? "past_due";
}

/** What a Stripe event records for a member, or why it records nothing but the refusal. */
type EventRecording =
  | { userId: string; record: (trx: Executor, ctx: RecordContext) => Promise<void> }
  | { userId: string | null; refusal: string };

function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  return { subscriptionId: idOf(details?.subscription), metadata: details?.metadata };
}

/** The invoice a payment intent paid, asked of Stripe (refund events do not say it). */
export type InvoiceOfPayment = (paymentIntent: string) => Promise<string | undefined>;

/**
 * The payment reference a refunded charge was recorded under: a trial's payment intent, or the invoice a Pro
 * charge paid (the ledger knows Pro charges by invoice).
 */
async function refundedReference(db: Db, paymentIntent: string, invoiceOf: InvoiceOfPayment): Promise<string> {
  if (await findChargeByPaymentReference(db, paymentIntent)) return paymentIntent;
  return (await invoiceOf(paymentIntent)) ?? paymentIntent;
}

/** What an event records, once it is known to be for a sale of ours; or why it grants nothing. */
async function recordingOf(
  db: Db,
  event: Stripe.Event,
  priceIds: PriceIds,
  invoiceOf: InvoiceOfPayment,
): Promise<EventRecording | null> {
  const at = iso(event.created);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const sale = await checkoutSale(db, session, priceIds);
      if ("refusal" in sale) return { userId: session.client_reference_id ?? null, refusal: sale.refusal };
      const customerId = idOf(session.customer);
      const checkout = sale.checkout;
      return {
        userId: sale.userId,
        record: async (trx, ctx) => {
          if (customerId) await saveCustomer(trx, ctx.userId, customerId, ctx.now);
          if (checkout) await closeCheckout(trx, checkout.id, "completed", ctx.now);
          if (session.payment_status !== "paid") return;
          if (checkout) await recordRedemption(trx, checkout, session.amount_total ?? 0, new Date(ctx.now), false);
          if (session.mode === "payment") {
            await recordTrialCharge(trx, ctx, {
              paymentReference: idOf(session.payment_intent) ?? session.id,
              amountCents: session.amount_total ?? 0,
              currency: session.currency ?? SALE_CURRENCY,
              paidAt: at,
            });
          }
          // Subscription mode: access comes with the paid invoice (invoice.paid), which carries the period. The
          // subscription is known from now on, so a second Pro checkout is refused before that invoice arrives.
          const subscriptionId = idOf(session.subscription);
          if (session.mode === "subscription" && subscriptionId && checkout) {
            await linkCheckoutSubscription(trx, checkout.id, subscriptionId);
            await ensureProSubscription(
              trx,
              { id: subscriptionId, userId: ctx.userId, provider: "stripe", status: "active" },
              ctx.now,
            );
          }
        },
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const { subscriptionId, metadata } = invoiceSubscription(invoice);
      if (!subscriptionId) return null; // not a subscription invoice: nothing of ours
      const sale = await subscriptionSale(db, subscriptionId, metadata);
      if ("refusal" in sale) return { userId: metadata?.userId ?? null, refusal: sale.refusal };
      const link = linking(sale.checkout, subscriptionId);
      if (event.type === "invoice.payment_failed") {
        return {
          userId: sale.userId,
          record: async (trx, ctx) => {
            await link(trx);
            await recordSubscriptionFailure(trx, ctx, { subscriptionId, failedAt: at });
          },
        };
      }
      const refusal = invoicePriceRefusal(invoice, priceIds);
      if (refusal) return { userId: sale.userId, refusal };
      const periodEnd = Math.max(...invoice.lines.data.map((line) => line.period.end), invoice.period_end);
      return {
        userId: sale.userId,
        record: async (trx, ctx) => {
          await link(trx);
          const paidAt = iso(invoice.status_transitions?.paid_at ?? event.created);
          // What was paid: Stripe has already taken the customer's credit off `amount_paid`.
          await recordSubscriptionCharge(trx, ctx, {
            subscriptionId,
            invoiceId: invoice.id ?? event.id,
            amountCents: invoice.amount_paid,
            currency: invoice.currency,
            paidAt,
            periodEnd: iso(periodEnd),
          });
          await recordProviderCreditUse(trx, {
            userId: ctx.userId,
            paymentReference: invoice.id ?? event.id,
            usedCents: invoiceCreditCents(invoice),
            livemode: ctx.livemode,
            at: paidAt,
          });
        },
      };
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const sale = await subscriptionSale(db, subscription.id, subscription.metadata);
      if ("refusal" in sale) return { userId: subscription.metadata?.userId ?? null, refusal: sale.refusal };
      const link = linking(sale.checkout, subscription.id);
      const status = event.type === "customer.subscription.deleted" ? "canceled" : knownStatus(subscription.status);
      return {
        userId: sale.userId,
        record: async (trx, ctx) => {
          await link(trx);
          await recordSubscriptionState(trx, ctx, {
            subscriptionId: subscription.id,
            status,
            cancelAtPeriodEnd: subscription.cancel_at_period_end,
            endedAt: subscription.ended_at ? iso(subscription.ended_at) : null,
            observedAt: at,
          });
        },
      };
    }
    case "charge.refunded": {
      // A refund only ever takes access away, so whoever it names, it is recorded.
      const charge = event.data.object;
      const userId = await resolveUser(db, { userId: charge.metadata?.userId, customerId: idOf(charge.customer) });
      if (!userId) return { userId: null, refusal: "refund of a charge of no known user" };
      const paymentIntent = idOf(charge.payment_intent);
      const paymentReference = paymentIntent ? await refundedReference(db, paymentIntent, invoiceOf) : charge.id;
      return {
        userId,
        record: (trx, ctx) =>
          recordRefund(trx, ctx, {
            chargeId: charge.id,
            paymentReference,
            amountCents: charge.amount_refunded,
            currency: charge.currency,
            refundedAt: at,
          }),
      };
    }
    case "charge.dispute.created": {
      // A chargeback: access stays with the admin's judgement, but the referrer's commission is reversed.
      const dispute = event.data.object;
      const paymentIntent = idOf(dispute.payment_intent);
      const paymentReference = paymentIntent
        ? await refundedReference(db, paymentIntent, invoiceOf)
        : idOf(dispute.charge);
      const charge = paymentReference ? await findChargeByPaymentReference(db, paymentReference) : undefined;
      if (!paymentReference || !charge?.user_id)
        return { userId: null, refusal: "dispute of a charge of no known payment" };
      return {
        userId: charge.user_id,
        record: (trx, ctx) => recordDispute(trx, ctx, { paymentReference, disputedAt: at }),
      };
    }
    default:
      return null;
  }
}

/** A subscription known from its checkout id (its invoice came before the checkout's completion) is tied to it. */
const linking = (checkout: CheckoutSessionRow | undefined, subscriptionId: string) => async (trx: Executor) => {
  if (checkout) await linkCheckoutSubscription(trx, checkout.id, subscriptionId);
};

export interface StripeEventResult {
  outcome: EventOutcome;
  /** Why a refused event granted nothing. */
  refusal?: string;
  userId?: string | null;
}

/**
 * Applies a verified Stripe event through the shared fulfilment path. Unknown types and events that are not
 * ours are acknowledged without change, so Stripe stops retrying them.
 */
export async function handleStripeEvent(
  deps: {
    db: Db;
    clock: Clock;
    priceIds: PriceIds;
    invoiceOfPayment: InvoiceOfPayment;
    onNewSubscription?: NewSubscriptionListener;
  },
  event: Stripe.Event,
): Promise<StripeEventResult> {
  const recording = await recordingOf(deps.db, event, deps.priceIds, deps.invoiceOfPayment);
  if (!recording) return { outcome: "ignored" };
  const now = deps.clock.now();
  // Stripe's test mode is test money as much as the local checkout is.
  const livemode = event.livemode === true;
  const facts = { id: event.id, type: event.type, userId: recording.userId, livemode, provider: "stripe" as const };
  if ("refusal" in recording) {
    const outcome = await refusePaymentEvent(deps.db, { ...facts, refusal: recording.refusal }, now);
    return { outcome, refusal: recording.refusal, userId: recording.userId };
  }
  const outcome = await processPaymentEvent(
    deps.db,
    facts,
    now,
    (trx, userId) => recording.record(trx, { userId, provider: "stripe", livemode, now: now.toISOString() }),
    deps.onNewSubscription,
  );
  return { outcome, userId: recording.userId };
}
