import type { Db, Executor } from "../../db/database.js";
import { findUserById, updateUser } from "../users/users.repo.js";
import { nextSubscriptionState, paidEntitlement } from "./entitlement.js";
import { trialChargesWithRefunds } from "./ledger.repo.js";
import { claimPaymentEvent } from "./payment-events.repo.js";
import { listUserProSubscriptions } from "./pro-subscriptions.repo.js";

export interface PaymentEvent {
  /** The provider's event id (Stripe's evt_…, or a local one): each is processed once. */
  id: string;
  type: string;
  /** Whose payment it is; null when it cannot be told (the event is then only recorded). */
  userId: string | null;
}

export type EventOutcome = "processed" | "duplicate" | "ignored";

/**
 * The one fulfilment path for every provider (a verified webhook, a local test payment, a local renewal): claims
 * the event id, records the facts, and derives the user's subscription from all facts, in one transaction. A
 * repeated event changes nothing; the user row is locked first, so two events of one user never interleave.
 */
export async function applyPaymentEvent(
  trx: Executor,
  event: PaymentEvent,
  now: Date,
  record: (trx: Executor, userId: string) => Promise<void>,
): Promise<EventOutcome> {
  const timestamp = now.toISOString();
  if (!(await claimPaymentEvent(trx, event, timestamp))) return "duplicate";
  const user = event.userId ? await updateUser(trx, event.userId, { updated_at: timestamp }) : undefined;
  if (!user) return "ignored";
  await record(trx, user.id);
  await recomputeSubscription(trx, user.id, timestamp);
  return "processed";
}

export function processPaymentEvent(
  db: Db,
  event: PaymentEvent,
  now: Date,
  record: (trx: Executor, userId: string) => Promise<void>,
): Promise<EventOutcome> {
  return db.transaction().execute((trx) => applyPaymentEvent(trx, event, now, record));
}

/** Sets the user's subscriptionStatus and expiry from the payment facts (docs/payments.md). */
export async function recomputeSubscription(trx: Executor, userId: string, now: string): Promise<void> {
  const user = await findUserById(trx, userId);
  if (!user) return;
  const trials = await trialChargesWithRefunds(trx, userId);
  const subscriptions = await listUserProSubscriptions(trx, userId);
  const paid = paidEntitlement({
    trials,
    proSubscriptions: subscriptions.map((s) => ({ paidThrough: s.paid_through, endedAt: s.ended_at })),
  });
  const next = nextSubscriptionState({ status: user.subscription_status, expiry: user.subscription_expiry }, paid);
  if (next.status === user.subscription_status && next.expiry === user.subscription_expiry) return;
  await updateUser(trx, userId, {
    subscription_status: next.status,
    subscription_expiry: next.expiry,
    updated_at: now,
  });
}
