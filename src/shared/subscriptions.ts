import { DAY_MS, TRIAL_WARNING_DAYS } from "./plans.js";
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

/** "$49.00" for the payment history, where cents matter. */
export function formatCents(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}
