import { hasAccess } from "../../../shared/access.js";
import type { Db, Executor } from "../../db/database.js";
import type { PaymentProviderName } from "../../db/schema.js";
import { findUserById, updateUser } from "../users/users.service.js";
import { nextSubscriptionState, paidEntitlement, type SubscriptionState } from "./entitlement.js";
import { fullyRefundedProSubscriptions, trialChargesWithRefunds, usersWithTestCheckoutPlans } from "./ledger.repo.js";
import { claimPaymentEvent } from "./payment-events.repo.js";
import { endRunningLocalSubscriptions, listUserProSubscriptions } from "./pro-subscriptions.repo.js";
import { planOf } from "../../../shared/plan-features.js";
import type { PlanType } from "../../../shared/plans.js";

export interface PaymentEvent {
  /** The provider's event id (Stripe's evt_…, or a local one): each is processed once. */
  id: string;
  type: string;
  /** Whose payment it is; null when it cannot be told (the event is then only recorded). */
  userId: string | null;
  /** False for test money: the local checkout, or Stripe's test mode. */
  livemode: boolean;
  /** Whose event it is: the provider the server runs. */
  provider: PaymentProviderName;
}

export type EventOutcome = "processed" | "duplicate" | "ignored" | "refused";

/** A payment that gave a user access they lacked: a trial bought, or Pro started (not a renewal). */
export interface NewSubscription {
  userId: string;
  plan: PlanType;
}

/**
 * Told of each new subscription once its transaction has committed (the admins' email, docs/product.md#admin). It is
 * not awaited: a slow or failing mail server never delays the payer or a webhook's answer, and never undoes the
 * payment. It must handle its own errors.
 */
export type NewSubscriptionListener = (subscription: NewSubscription) => Promise<void>;

export interface Fulfilment {
  outcome: EventOutcome;
  newSubscription: NewSubscription | null;
}

/** A paid status the user did not hold with access before this event. */
function newSubscriptionOf(userId: string, before: SubscriptionState, after: SubscriptionState, now: Date) {
  const plan = planOf(after.status);
  if (!plan) return null;
  const access = (state: SubscriptionState) =>
    hasAccess({ subscriptionStatus: state.status, subscriptionExpiry: state.expiry }, now);
  if (!access(after) || (before.status === after.status && access(before))) return null;
  return { userId, plan };
}

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
): Promise<Fulfilment> {
  const timestamp = now.toISOString();
  if (!(await claimPaymentEvent(trx, event, timestamp))) return { outcome: "duplicate", newSubscription: null };
  const user = event.userId ? await updateUser(trx, event.userId, { updated_at: timestamp }) : undefined;
  if (!user) return { outcome: "ignored", newSubscription: null };
  const before = { status: user.subscription_status, expiry: user.subscription_expiry };
  await record(trx, user.id);
  const after = (await recomputeSubscription(trx, user.id, timestamp, event.provider)) ?? before;
  return { outcome: "processed", newSubscription: newSubscriptionOf(user.id, before, after, now) };
}

/** applyPaymentEvent in its own transaction; a new subscription is announced once it has committed. */
export async function processPaymentEvent(
  db: Db,
  event: PaymentEvent,
  now: Date,
  record: (trx: Executor, userId: string) => Promise<void>,
  onNewSubscription?: NewSubscriptionListener,
): Promise<EventOutcome> {
  const fulfilment = await db.transaction().execute((trx) => applyPaymentEvent(trx, event, now, record));
  if (fulfilment.newSubscription) void onNewSubscription?.(fulfilment.newSubscription);
  return fulfilment.outcome;
}

/**
 * Records an event that grants nothing (not for something this server sold), once, with why. Nothing else is
 * written: the user's access and the ledger stay as they were.
 */
export async function refusePaymentEvent(
  db: Db,
  event: PaymentEvent & { refusal: string },
  now: Date,
): Promise<EventOutcome> {
  return (await claimPaymentEvent(db, event, now.toISOString())) ? "refused" : "duplicate";
}

/**
 * Sets the user's subscriptionStatus and expiry from the payment facts (docs/payments.md) and answers the state
 * it leaves, or undefined for an unknown user. The built-in test checkout's payments count only while the server
 * runs it (`provider` local): once it takes real payments, a plan nobody paid for gives no access.
 */
export async function recomputeSubscription(
  trx: Executor,
  userId: string,
  now: string,
  provider: PaymentProviderName,
): Promise<SubscriptionState | undefined> {
  const user = await findUserById(trx, userId);
  if (!user) return undefined;
  const counted = (fact: { provider: PaymentProviderName }) => provider === "local" || fact.provider !== "local";
  const trials = (await trialChargesWithRefunds(trx, userId)).filter(counted);
  const subscriptions = (await listUserProSubscriptions(trx, userId)).filter(counted);
  const refunded = await fullyRefundedProSubscriptions(trx, userId);
  const paid = paidEntitlement({
    trials,
    proSubscriptions: subscriptions.map((s) => ({
      paidThrough: s.paid_through,
      endedAt: s.ended_at,
      refundedAt: refunded.get(s.id) ?? null,
    })),
  });
  const next = nextSubscriptionState({ status: user.subscription_status, expiry: user.subscription_expiry }, paid);
  if (next.status === user.subscription_status && next.expiry === user.subscription_expiry) return next;
  await updateUser(trx, userId, {
    subscription_status: next.status,
    subscription_expiry: next.expiry,
    updated_at: now,
  });
  return next;
}

/**
 * On a start with Stripe: ends the access that payments of the built-in test checkout gave (docs/payments.md,
 * "Switching to Stripe"), as if recomputed from the real payments only, and the test subscriptions still running.
 * Answers how many trial and Pro plans ended.
 */
export async function endTestCheckoutAccess(db: Db, now: Date): Promise<Record<PlanType, number>> {
  const ended = { trial: 0, pro: 0 };
  const timestamp = now.toISOString();
  const holders = await usersWithTestCheckoutPlans(db);
  await endRunningLocalSubscriptions(db, timestamp);
  for (const userId of holders) {
    await db.transaction().execute(async (trx) => {
      // Locked first, as a payment event locks it: a webhook for this member waits for this, or this for it.
      const user = await updateUser(trx, userId, { updated_at: timestamp });
      const plan = user && planOf(user.subscription_status);
      if (!user || !plan) return;
      const after = await recomputeSubscription(trx, userId, timestamp, "stripe");
      if (after && after.status !== user.subscription_status) ended[plan] += 1;
    });
  }
  return ended;
}
