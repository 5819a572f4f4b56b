import { MEMBER_STANDING_LABELS, memberStanding, type AdminUser, type AdminUserListItem } from "@shared/admin";
import { formatDate, formatUtcDate } from "@shared/format";
import { formatCents } from "@shared/subscriptions";
import { fullName } from "@shared/users";

/** The day the account was made, in the zone dates are shown in (docs/product.md#time-zone). */
export const formatJoined = (user: AdminUser, timeZone?: string): string => formatDate(user.createdAt, timeZone);

/**
 * The access line of a user card: 'Renews: {date}' for a running Pro subscription that renews, 'Expires: {date}'
 * otherwise, '{Plan} until {date}' once passed (the badge says Expired), 'No expiry' for open-ended access
 * (docs/product.md#access), nothing for an inactive user without one.
 */
export function expiryLine(
  user: AdminUser & Partial<Pick<AdminUserListItem, "renews">>,
  now: Date = new Date(),
): string | null {
  if (user.subscriptionExpiry) {
    const date = formatUtcDate(user.subscriptionExpiry);
    if (isExpired(user, now) && user.subscriptionStatus !== "inactive")
      return `${MEMBER_STANDING_LABELS[user.subscriptionStatus]} until ${date}`;
    return `${user.renews ? "Renews" : "Expires"}: ${date}`;
  }
  return user.subscriptionStatus === "inactive" ? null : "No expiry";
}

/**
 * 'Last payment: Nov 20, 2026 · $49.00' ('Last test payment: … (no money moved)' for a test payment, so it is never
 * read as revenue), or nothing for a member who never paid.
 */
export function lastPaymentLine(user: Pick<AdminUserListItem, "lastPayment">, timeZone?: string): string | null {
  const payment = user.lastPayment;
  if (!payment) return null;
  const line = `${formatDate(payment.at, timeZone)} · ${formatCents(payment.amountCents, payment.currency)}`;
  return payment.test ? `Last test payment: ${line} (no money moved)` : `Last payment: ${line}`;
}

export function isExpired(user: AdminUser, now: Date = new Date()): boolean {
  return user.subscriptionExpiry !== null && new Date(user.subscriptionExpiry).getTime() <= now.getTime();
}

/** The standing badge's text, as the filter and the counters name it. */
export const standingLabel = (user: AdminUser, now: Date = new Date()): string =>
  MEMBER_STANDING_LABELS[memberStanding(user, now)];

/**
 * The delete confirmation names the member, and warns when a running paid plan goes with them: deleting cancels it
 * at once (docs/product.md#accounts).
 */
export function deleteUserQuestion(user: AdminUser & Pick<AdminUserListItem, "runningPaidPlan">): string {
  const name = fullName(user) ? `${fullName(user)} (${user.email})` : user.email;
  const plan = user.runningPaidPlan
    ? " They have a running paid plan: it will be cancelled at once, with no further charge."
    : "";
  return `Delete ${name}?${plan} This cannot be undone.`;
}
