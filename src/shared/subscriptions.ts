import { DAY_MS, TRIAL_WARNING_DAYS } from "./plans.js";
import type { PublicUser } from "./users.js";

export type TrialBannerState =
  { kind: "expired" } | { kind: "ending"; daysLeft: number } | { kind: "active"; daysLeft: number | null };

/**
 * Trial banner: past the expiry it has expired; with TRIAL_WARNING_DAYS or fewer whole days left
 * (above 0) it warns; otherwise it is active. Null for anyone not on a trial.
 */
export function trialBannerState(
  user: Pick<PublicUser, "subscriptionStatus" | "subscriptionExpiry">,
  now: Date = new Date(),
): TrialBannerState | null {
  if (user.subscriptionStatus !== "trial") return null;
  if (user.subscriptionExpiry === null) return { kind: "active", daysLeft: null };
  const remainingMs = new Date(user.subscriptionExpiry).getTime() - now.getTime();
  if (remainingMs <= 0) return { kind: "expired" };
  const daysLeft = Math.ceil(remainingMs / DAY_MS);
  return daysLeft <= TRIAL_WARNING_DAYS ? { kind: "ending", daysLeft } : { kind: "active", daysLeft };
}

/** "December 21, 2026": the long US date the success and account pages show. */
export function formatLongDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(new Date(iso));
}

/** "$49.00" for the payment history, where cents matter. */
export function formatCents(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}
