import { DAY_MS, TRIAL_DAYS } from "../../../shared/plans.js";
import type { SubscriptionStatus } from "../../../shared/users.js";
import { PLAN_STATUSES, type PaidStatus } from "../../../shared/plan-features.js";

/** What the payment records say about one user, whatever order they were learned in. */
export interface PaymentFacts {
  trials: { occurredAt: string; amountCents: number; refundedCents: number }[];
  /** `refundedAt`: when a charge of the subscription was first refunded in full, which ends its access. */
  proSubscriptions: { paidThrough: string | null; endedAt: string | null; refundedAt?: string | null }[];
}

export interface SubscriptionState {
  status: SubscriptionStatus;
  expiry: string | null;
}

type PaidState = { status: PaidStatus; expiry: string };

const later = (a: string, b: string) => (new Date(a).getTime() >= new Date(b).getTime() ? a : b);
const earlier = (a: string, b: string) => (new Date(a).getTime() <= new Date(b).getTime() ? a : b);

/**
 * The access the payments bought (docs/product.md#plans): a trial paid and not fully refunded gives TRIAL_DAYS from
 * its payment; a Pro subscription gives Pro until its paid period ends, or until it ended or a charge of it was
 * refunded in full, if that came first.
 * The latest end wins, Pro on a tie, so buying Pro ends a trial at once.
 */
export function paidEntitlement(facts: PaymentFacts): PaidState | null {
  let best: PaidState | null = null;
  const consider = (candidate: PaidState) => {
    if (!best) best = candidate;
    else if (candidate.expiry === best.expiry) best = candidate.status === PLAN_STATUSES.pro ? candidate : best;
    else if (later(candidate.expiry, best.expiry) === candidate.expiry) best = candidate;
  };
  for (const trial of facts.trials) {
    if (trial.refundedCents >= trial.amountCents) continue;
    const end = new Date(new Date(trial.occurredAt).getTime() + TRIAL_DAYS * DAY_MS).toISOString();
    consider({ status: PLAN_STATUSES.trial, expiry: end });
  }
  for (const subscription of facts.proSubscriptions) {
    if (!subscription.paidThrough) continue;
    let end = subscription.paidThrough;
    if (subscription.endedAt) end = earlier(end, subscription.endedAt);
    if (subscription.refundedAt) end = earlier(end, subscription.refundedAt);
    consider({ status: PLAN_STATUSES.pro, expiry: end });
  }
  return best;
}

/**
 * The user's state after a payment event: what the payments bought, except that an admin's `standard` grant
 * (docs/product.md#access) is kept while it lasts at least as long, so a payment event never shortens access an admin
 * gave. Admin edits to a paid plan's status are replaced: those statuses belong to the payments.
 */
export function nextSubscriptionState(current: SubscriptionState, paid: PaidState | null): SubscriptionState {
  if (current.status === "standard") {
    if (current.expiry === null || !paid) return current;
    return later(paid.expiry, current.expiry) === current.expiry ? current : paid;
  }
  return paid ?? { status: "inactive", expiry: null };
}
