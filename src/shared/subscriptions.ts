import { hasAccess, hasOpenEndedAccess } from "./access.js";
import { DAY_MS, type PlanType, TRIAL_WARNING_DAYS } from "./plans.js";
import type { PublicUser } from "./users.js";

export type TrialBannerState =
  { kind: "expired" } | { kind: "ending"; daysLeft: number } | { kind: "active"; daysLeft: number | null };

/** The calendar day an instant falls on in a time zone (the reader's own when none is given), as a day number. */
function dayNumber(at: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" })
    .formatToParts(at)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return Math.round(Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1) / DAY_MS);
}

/**
 * Calendar days from today to the expiry's date, in the time zone the date is shown in: 0 on the last day. The
 * banner's count and the "Access until" date beside it then always agree (docs/product.md#plans).
 */
export function calendarDaysUntil(expiry: Date, now: Date, timeZone?: string): number {
  return dayNumber(expiry, timeZone) - dayNumber(now, timeZone);
}

/**
 * Trial banner: past the expiry it has expired; with TRIAL_WARNING_DAYS or fewer calendar days left (0 on the last
 * day) it warns; otherwise it is active. Null for anyone not on a trial.
 */
export function trialBannerState(
  user: Pick<PublicUser, "subscriptionStatus" | "subscriptionExpiry">,
  now: Date = new Date(),
  timeZone?: string,
): TrialBannerState | null {
  if (user.subscriptionStatus !== "trial") return null;
  if (user.subscriptionExpiry === null) return { kind: "active", daysLeft: null };
  const expiry = new Date(user.subscriptionExpiry);
  if (expiry.getTime() <= now.getTime()) return { kind: "expired" };
  const daysLeft = calendarDaysUntil(expiry, now, timeZone);
  return daysLeft <= TRIAL_WARNING_DAYS ? { kind: "ending", daysLeft } : { kind: "active", daysLeft };
}

type PlanFields = Pick<PublicUser, "subscriptionStatus" | "subscriptionExpiry">;

/**
 * What the plans page offers a member (docs/product.md#plans): which card is theirs, which plans can be bought, and,
 * when nothing can, the one thing to do instead. `proOnFile` is a Pro subscription the provider still runs.
 */
export type PlanChoice =
  | { kind: "buy"; current: PlanType | null; offered: readonly PlanType[] }
  /** Access that no purchase could improve: an admin's open-ended grant, or Pro that is paid. */
  | { kind: "manage"; current: PlanType | null }
  /** Pro still on file at the provider while access was ended (by an admin): only support can sort it out. */
  | { kind: "contact-support" };

export function planChoice(user: PlanFields | null, proOnFile: boolean, now: Date = new Date()): PlanChoice {
  if (!user) return { kind: "buy", current: null, offered: ["trial", "pro"] };
  const active = hasAccess(user, now);
  if (hasOpenEndedAccess(user)) return { kind: "manage", current: currentPlanOf(user) };
  if (active && user.subscriptionStatus === "premium") return { kind: "manage", current: "pro" };
  if (proOnFile) return { kind: "contact-support" };
  // While access lasts a trial cannot be bought again (the server refuses it too), and a trial that ended has one
  // next step, the one its banner gives: Pro.
  if (active) return { kind: "buy", current: currentPlanOf(user), offered: ["pro"] };
  if (user.subscriptionStatus === "trial") return { kind: "buy", current: null, offered: ["pro"] };
  return { kind: "buy", current: null, offered: ["trial", "pro"] };
}

/**
 * docs/product.md#plans: Trial is once per member. Had: the account is or was on it (its status stays "trial" once it
 * ends), or it was ever paid for (`trialCharges`, the ledger's trial charges, refunded or not).
 */
export function hadTrial(user: PlanFields, trialCharges: number): boolean {
  return user.subscriptionStatus === "trial" || trialCharges > 0;
}

function currentPlanOf(user: PlanFields): PlanType | null {
  if (user.subscriptionStatus === "premium") return "pro";
  return user.subscriptionStatus === "trial" ? "trial" : null;
}

/** "$49.00" for the payment history, where cents matter. */
export function formatCents(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** A Pro subscription the payment provider still runs (the server refuses a second one while it does). */
export function proStillOnFile(subscription: { status: string; endedAt: string | null } | null | undefined): boolean {
  return !!subscription && !["canceled", "incomplete_expired"].includes(subscription.status) && !subscription.endedAt;
}
