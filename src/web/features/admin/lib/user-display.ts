import type { AdminUser } from "@shared/admin";

const JOINED = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
// An expiry is the end of a UTC day (contracts), so it is shown as that day wherever the admin is.
const EXPIRY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

export const formatJoined = (user: AdminUser): string => JOINED.format(new Date(user.createdAt));

/** 'Expires: {date}', 'No expiry' for open-ended access (docs/product.md#access), nothing for an inactive user without one. */
export function expiryLine(user: AdminUser): string | null {
  if (user.subscriptionExpiry) return `Expires: ${EXPIRY.format(new Date(user.subscriptionExpiry))}`;
  return user.subscriptionStatus === "inactive" ? null : "No expiry";
}

export function isExpired(user: AdminUser, now: Date = new Date()): boolean {
  return user.subscriptionExpiry !== null && new Date(user.subscriptionExpiry).getTime() <= now.getTime();
}
