import { PAYMENT_MESSAGES } from "../../../shared/payments.js";
import type { Db } from "../../db/database.js";
import type { ProSubscriptionStatus } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { findCheckoutSession } from "./checkout-sessions.repo.js";
import { processPaymentEvent } from "./fulfilment.service.js";
import { localRenewalPriceCents } from "./promotion-codes.service.js";
import { addMonths } from "./months.js";
import { recordSubscriptionCharge, recordSubscriptionState } from "./payment-facts.js";
import { listUserProSubscriptions, localSubscriptionsDue } from "./pro-subscriptions.repo.js";
import { applyLedgerCredit } from "../referrals/rewards.service.js";

/** Renewal is charged this long before the paid period ends, so access never lapses between the two. */
export const RENEWAL_LEAD_MS = 60 * 60 * 1000;
/** Periods renewed per subscription in one run, should the server have been down for months. */
const MAX_PERIODS_PER_RUN = 24;

/**
 * Cancels the caller's local Pro subscription at the end of the paid period (Stripe's cancel_at_period_end):
 * access stays until then, and the renewal job ends it instead of charging.
 */
export async function cancelLocalSubscription({ db }: { db: Db }, userId: string, now: Date): Promise<void> {
  await setCancelAtPeriodEnd(db, userId, now, true);
}

/**
 * Takes a cancellation back while the paid period lasts (Stripe's portal "Renew"): the subscription renews again at
 * the period end, and nothing is charged now.
 */
export async function resumeLocalSubscription({ db }: { db: Db }, userId: string, now: Date): Promise<void> {
  await setCancelAtPeriodEnd(db, userId, now, false);
}

async function setCancelAtPeriodEnd(db: Db, userId: string, now: Date, cancel: boolean): Promise<void> {
  const subscriptions = await listUserProSubscriptions(db, userId);
  const running = subscriptions.find((s) => s.provider === "local" && s.status === "active");
  if (!running) throw new AppError("conflict", PAYMENT_MESSAGES.noSubscription);
  if (cancel && running.cancel_at_period_end) throw new AppError("conflict", PAYMENT_MESSAGES.alreadyCanceling);
  if (!cancel && !running.cancel_at_period_end) throw new AppError("conflict", PAYMENT_MESSAGES.notCanceling);
  await recordLocalSubscriptionChange(db, userId, now, {
    eventId: `local:${cancel ? "cancel" : "resume"}:${running.id}`,
    type: "customer.subscription.updated",
    subscriptionId: running.id,
    status: "active",
    cancelAtPeriodEnd: cancel,
    ended: false,
  });
}

/**
 * A change to a local subscription, recorded as the payment event Stripe would send for it (one id per change and
 * moment), so access and the ledger follow it exactly as they follow Stripe's.
 */
export async function recordLocalSubscriptionChange(
  db: Db,
  userId: string,
  now: Date,
  change: {
    eventId: string;
    type: "customer.subscription.updated" | "customer.subscription.deleted";
    subscriptionId: string;
    status: ProSubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    ended: boolean;
  },
): Promise<void> {
  const timestamp = now.toISOString();
  await processPaymentEvent(
    db,
    { id: `${change.eventId}:${timestamp}`, type: change.type, userId, livemode: false, provider: "local" },
    now,
    (trx, uid) =>
      recordSubscriptionState(
        trx,
        { userId: uid, provider: "local", livemode: false, now: timestamp },
        {
          subscriptionId: change.subscriptionId,
          status: change.status,
          cancelAtPeriodEnd: change.cancelAtPeriodEnd,
          endedAt: change.ended ? timestamp : null,
          observedAt: timestamp,
        },
      ),
  );
}

/**
 * The local provider's billing run, what Stripe does on its own: a running subscription whose period ends within
 * RENEWAL_LEAD_MS is charged for the next month; one set to cancel ends at its period end. Each period is one
 * event id, so instances running this at once renew it once.
 */
export async function renewLocalSubscriptions({ db }: { db: Db }, now: Date): Promise<number> {
  const timestamp = now.toISOString();
  let handled = 0;
  for (let round = 0; round < MAX_PERIODS_PER_RUN; round += 1) {
    const due = await localSubscriptionsDue(db, new Date(now.getTime() + RENEWAL_LEAD_MS).toISOString());
    if (due.length === 0) break;
    for (const subscription of due) {
      const periodEnd = subscription.paid_through ?? timestamp;
      const ending = subscription.cancel_at_period_end === 1;
      // A local subscription is named after the checkout that started it, which keeps the code it was bought with.
      const checkoutOf = await findCheckoutSession(db, subscription.id.replace(/^sub_local_/, ""));
      await processPaymentEvent(
        db,
        {
          id: `local:${ending ? "end" : "renew"}:${subscription.id}:${periodEnd}`,
          type: ending ? "customer.subscription.deleted" : "invoice.paid",
          userId: subscription.user_id,
          livemode: false,
          provider: "local",
        },
        now,
        async (trx, userId) => {
          const ctx = { userId, provider: "local" as const, livemode: false, now: timestamp };
          if (ending) {
            await recordSubscriptionState(trx, ctx, {
              subscriptionId: subscription.id,
              status: "canceled",
              cancelAtPeriodEnd: true,
              endedAt: periodEnd,
              observedAt: timestamp,
            });
            return;
          }
          const invoiceId = `in_local_${subscription.id}_${periodEnd}`;
          // The member's referral credit is taken off the price, as Stripe takes a customer balance off an invoice.
          const amountCents = await applyLedgerCredit(trx, {
            userId,
            paymentReference: invoiceId,
            amountCents: await localRenewalPriceCents(trx, checkoutOf, periodEnd),
            livemode: false,
            at: timestamp,
          });
          await recordSubscriptionCharge(trx, ctx, {
            subscriptionId: subscription.id,
            invoiceId,
            amountCents,
            currency: "usd",
            paidAt: timestamp,
            periodEnd: addMonths(new Date(periodEnd), 1).toISOString(),
          });
        },
      );
      handled += 1;
    }
  }
  return handled;
}
