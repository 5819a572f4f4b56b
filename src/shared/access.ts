import type { PublicUser } from "./users.js";

type AccessFields = Pick<PublicUser, "subscriptionStatus" | "subscriptionExpiry">;

/**
 * docs/product.md#access: access needs a status other than inactive and an expiry in the future;
 * a status set with no expiry is open-ended access.
 */
export function hasAccess(user: AccessFields, now: Date = new Date()): boolean {
  if (user.subscriptionStatus === "inactive") return false;
  if (user.subscriptionExpiry === null) return true;
  return new Date(user.subscriptionExpiry).getTime() > now.getTime();
}

/** Access an admin granted with no expiry date: it never ends, so no purchase can improve on it. */
export function hasOpenEndedAccess(user: AccessFields): boolean {
  return user.subscriptionStatus !== "inactive" && user.subscriptionExpiry === null;
}

/** docs/product.md#roles: positions are for admins and for members with access. */
export function canSeePositions(user: AccessFields & Pick<PublicUser, "role">, now: Date = new Date()): boolean {
  return user.role === "admin" || hasAccess(user, now);
}

/** Pro (status `premium`) while its access lasts: what every Pro feature's rule starts from. */
export const hasProAccess = (user: AccessFields, now: Date): boolean =>
  user.subscriptionStatus === "premium" && hasAccess(user, now);

/**
 * docs/product.md#support: a Pro member with access has priority support; their conversations are marked and listed
 * first. Trial, standard and ended plans write to support too, without priority.
 */
export function hasPrioritySupport(user: AccessFields, now: Date = new Date()): boolean {
  return hasProAccess(user, now);
}

/**
 * docs/product.md#advanced-analytics: the advanced analytics are Pro's: a Pro member with access, and admins. Trial,
 * standard and ended plans keep the basic statistics.
 */
export function hasAdvancedAnalytics(user: AccessFields & Pick<PublicUser, "role">, now: Date = new Date()): boolean {
  return user.role === "admin" || hasProAccess(user, now);
}

/**
 * docs/product.md#weekly-summaries: a Pro member with access receives a summary every Monday. Admins see the record
 * itself; Trial and standard members are offered the upgrade.
 */
export function hasWeeklySummaries(user: AccessFields & Pick<PublicUser, "role">, now: Date = new Date()): boolean {
  return user.role !== "admin" && hasProAccess(user, now);
}

/**
 * docs/product.md#portfolio: a Pro member with access tracks the signals they took and gets updates in their own
 * numbers. Trial, standard and ended plans do not, and neither do admins: they publish the signals, not take them.
 */
export function hasPortfolioTracking(user: AccessFields & Pick<PublicUser, "role">, now: Date = new Date()): boolean {
  return user.role !== "admin" && hasProAccess(user, now);
}
