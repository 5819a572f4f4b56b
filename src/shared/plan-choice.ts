import { hasAccess, hasOpenEndedAccess } from "./access.js";
import type { Billing } from "./payments.js";
import { hasPlan, planOf } from "./plan-features.js";
import type { PlanText, PlanType } from "./plans.js";
import { calendarDaysUntil } from "./subscriptions.js";
import type { PublicUser } from "./users.js";

type PlanFields = Pick<PublicUser, "subscriptionStatus" | "subscriptionExpiry">;
type Subscription = Pick<NonNullable<Billing["subscription"]>, "status" | "cancelAtPeriodEnd" | "endedAt">;

/** What the plans page knows besides the member's status: their Pro subscription and their payment history. */
export interface PlanHistory {
  /** The Pro subscription the provider has for the member (the latest), or null. */
  subscription: Subscription | null;
  payments: readonly Pick<Billing["payments"][number], "kind" | "plan">[];
}

/** The words the plans page says of a plan it does not offer, in place of the plan's buy button. */
export const PLAN_NOTES = {
  trialUsed: "subscription:notes.trialUsed",
  accessLasts: "subscription:notes.accessLasts",
  proOnFile: "subscription:notes.proOnFile",
} as const;

/**
 * What the plans page offers a member (docs/product.md#plans): which card is theirs, which plans can be bought (and
 * why the others cannot), and, when nothing can, the one thing to do instead.
 */
export type PlanChoice =
  | {
      kind: "buy";
      current: PlanType | null;
      offered: readonly PlanType[];
      /** Why each plan not offered and not the member's own is not (a `plans` catalogue key): said in place of its button. */
      notes: Partial<Record<PlanType, string>>;
      /** The plan whose access has ended, so the page says so (with its date) rather than "Choose your plan". */
      ended: PlanType | null;
    }
  /** Access that no purchase could improve: an admin's open-ended grant, or Pro that is paid and renews. */
  | { kind: "manage"; current: PlanType | null }
  /** Pro cancelled: access lasts until `until`, then ends; the member may take the cancellation back until then. */
  | { kind: "cancelled"; until: string }
  /** Pro still on file at the provider while access was ended (by an admin, or a failed renewal): see support. */
  | { kind: "contact-support"; notes: Record<PlanType, string> };

/** A Pro subscription the payment provider still runs (the server refuses a second one while it does). */
export function proStillOnFile(subscription: Pick<Subscription, "status" | "endedAt"> | null | undefined): boolean {
  return !!subscription && !["canceled", "incomplete_expired"].includes(subscription.status) && !subscription.endedAt;
}

/**
 * Trial Access is once per member (docs/product.md#plans): a member on a trial, running or ended, or one who ever
 * paid for one (a refund included) has had theirs.
 */
export function hadTrial(user: PlanFields, payments: PlanHistory["payments"]): boolean {
  return user.subscriptionStatus === "trial" || payments.some((p) => p.kind === "charge" && p.plan === "trial");
}

export function planChoice(user: PlanFields | null, history: PlanHistory, now = new Date()): PlanChoice {
  if (!user) return buy(null, ["trial", "pro"]);
  const active = hasAccess(user, now);
  const onFile = proStillOnFile(history.subscription);
  if (hasOpenEndedAccess(user)) return { kind: "manage", current: planOf(user.subscriptionStatus) };
  if (hasPlan(user, "pro", now)) {
    const expiry = user.subscriptionExpiry;
    const running = onFile ? history.subscription : null;
    if (running?.cancelAtPeriodEnd && expiry) return { kind: "cancelled", until: expiry };
    return { kind: "manage", current: "pro" };
  }
  if (onFile) return { kind: "contact-support", notes: { trial: PLAN_NOTES.proOnFile, pro: PLAN_NOTES.proOnFile } };
  const trialUsed = hadTrial(user, history.payments);
  // While access lasts a trial cannot be bought (the server refuses it too): Pro is the one step up.
  if (active)
    return buy(planOf(user.subscriptionStatus), ["pro"], {
      trial: trialUsed ? PLAN_NOTES.trialUsed : PLAN_NOTES.accessLasts,
    });
  const ended = planOf(user.subscriptionStatus);
  if (trialUsed) return buy(null, ["pro"], { trial: PLAN_NOTES.trialUsed }, ended);
  return buy(null, ["trial", "pro"], {}, ended);
}

function buy(
  current: PlanType | null,
  offered: readonly PlanType[],
  notes: Partial<Record<PlanType, string>> = {},
  ended: PlanType | null = null,
): PlanChoice {
  return { kind: "buy", current, offered, notes, ended };
}

/**
 * What buying Pro costs a running trial (docs/product.md#plans): Pro starts at once and the trial ends, its paid days
 * left with it. Said before payment; null when the member is not on a running trial.
 */
export function trialForfeitNotice(user: PlanFields | null, now: Date, timeZone?: string): PlanText | null {
  if (user?.subscriptionStatus !== "trial" || !user.subscriptionExpiry || !hasAccess(user, now)) return null;
  const days = calendarDaysUntil(new Date(user.subscriptionExpiry), now, timeZone);
  return days <= 0
    ? { key: "subscription:notes.trialForfeit.lastDay" }
    : { key: "subscription:notes.trialForfeit.daysLeft", values: { count: days } };
}
