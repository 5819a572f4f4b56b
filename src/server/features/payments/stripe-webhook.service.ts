import type Stripe from "stripe";
import type { Db, Executor } from "../../db/database.js";
import type { ProSubscriptionStatus } from "../../db/schema.js";
import type { Clock } from "../../lib/clock.js";
import { closeCheckout, findCheckoutByProviderId } from "./checkout-sessions.repo.js";
import { processPaymentEvent, type EventOutcome, type NewSubscriptionListener } from "./fulfilment.service.js";
import {
  recordRefund,
  recordSubscriptionCharge,
  recordSubscriptionFailure,
  recordSubscriptionState,
  recordTrialCharge,
  type RecordContext,
} from "./payment-facts.js";
import { ensureProSubscription, findProSubscription } from "./pro-subscriptions.repo.js";
import { findUserIdOfCustomer, saveCustomer } from "./stripe-customers.repo.js";

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/** Whose event it is: the user id we put in metadata, else the Stripe customer or subscription we stored. */
async function resolveUser(
  db: Db,
  hints: { userId?: string | null; customerId?: string; subscriptionId?: string },
): Promise<string | null> {
  if (hints.userId) return hints.userId;
  if (hints.customerId) {
    const userId = await findUserIdOfCustomer(db, hints.customerId);
    if (userId) return userId;
  }
  if (hints.subscriptionId) return (await findProSubscription(db, hints.subscriptionId))?.user_id ?? null;
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

type Plan = { userId: string | null; record: (trx: Executor, ctx: RecordContext) => Promise<void> };

function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  return { subscriptionId: idOf(details?.subscription), userId: details?.metadata?.userId };
}

async function planFor(db: Db, event: Stripe.Event): Promise<Plan | null> {
  const at = iso(event.created);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
      const customerId = idOf(session.customer);
      return {
        userId,
        record: async (trx, ctx) => {
          if (customerId) await saveCustomer(trx, ctx.userId, customerId, ctx.now);
          const ours = await findCheckoutByProviderId(trx, session.id);
          if (ours) await closeCheckout(trx, ours.id, "completed", ctx.now);
          if (session.payment_status !== "paid") return;
          if (session.mode === "payment") {
            await recordTrialCharge(trx, ctx, {
              paymentReference: idOf(session.payment_intent) ?? session.id,
              amountCents: session.amount_total ?? 0,
              currency: session.currency ?? "usd",
              paidAt: at,
            });
          }
          // Subscription mode: access comes with the paid invoice (invoice.paid), which carries the period. The
          // subscription is known from now on, so a second Pro checkout is refused before that invoice arrives.
          const subscriptionId = idOf(session.subscription);
          if (session.mode === "subscription" && subscriptionId) {
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
      const { subscriptionId, userId } = invoiceSubscription(invoice);
      if (!subscriptionId) return null; // not a subscription invoice: nothing of ours
      const resolved = await resolveUser(db, { userId, customerId: idOf(invoice.customer), subscriptionId });
      if (event.type === "invoice.payment_failed") {
        return {
          userId: resolved,
          record: (trx, ctx) => recordSubscriptionFailure(trx, ctx, { subscriptionId, failedAt: at }),
        };
      }
      const periodEnd = Math.max(...invoice.lines.data.map((line) => line.period.end), invoice.period_end);
      return {
        userId: resolved,
        record: (trx, ctx) =>
          recordSubscriptionCharge(trx, ctx, {
            subscriptionId,
            invoiceId: invoice.id ?? event.id,
            amountCents: invoice.amount_paid,
            currency: invoice.currency,
            paidAt: iso(invoice.status_transitions?.paid_at ?? event.created),
            periodEnd: iso(periodEnd),
          }),
      };
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const userId = await resolveUser(db, {
        userId: subscription.metadata?.userId,
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
      });
      const status = event.type === "customer.subscription.deleted" ? "canceled" : knownStatus(subscription.status);
      return {
        userId,
        record: (trx, ctx) =>
          recordSubscriptionState(trx, ctx, {
            subscriptionId: subscription.id,
            status,
            cancelAtPeriodEnd: subscription.cancel_at_period_end,
            endedAt: subscription.ended_at ? iso(subscription.ended_at) : null,
            observedAt: at,
          }),
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const userId = await resolveUser(db, { userId: charge.metadata?.userId, customerId: idOf(charge.customer) });
      return {
        userId,
        record: (trx, ctx) =>
          recordRefund(trx, ctx, {
            chargeId: charge.id,
            paymentReference: idOf(charge.payment_intent) ?? charge.id,
            amountCents: charge.amount_refunded,
            currency: charge.currency,
            refundedAt: at,
          }),
      };
    }
    default:
      return null;
  }
}

/**
 * Applies a verified Stripe event through the shared fulfilment path. Unknown types and events that are not
 * ours are acknowledged without change, so Stripe stops retrying them.
 */
export async function handleStripeEvent(
  deps: { db: Db; clock: Clock; onNewSubscription?: NewSubscriptionListener },
  event: Stripe.Event,
): Promise<EventOutcome> {
  const plan = await planFor(deps.db, event);
  if (!plan) return "ignored";
  const now = deps.clock.now();
  return processPaymentEvent(
    deps.db,
    { id: event.id, type: event.type, userId: plan.userId },
    now,
    (trx, userId) => plan.record(trx, { userId, provider: "stripe", now: now.toISOString() }),
    deps.onNewSubscription,
  );
}
