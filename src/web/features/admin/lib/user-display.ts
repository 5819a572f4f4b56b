import type { AdminUser } from "@shared/admin";
import { formatDate, formatUtcDate } from "@shared/format";

export const formatJoined = (user: AdminUser): string => formatDate(user.createdAt);

/** 'Expires: {date}', 'No expiry' for open-ended access (docs/product.md#access), nothing for an inactive user without one. */
export function expiryLine(user: AdminUser): string | null {
  if (user.subscriptionExpiry) return `Expires: ${formatUtcDate(user.subscriptionExpiry)}`;
  return user.subscriptionStatus === "inactive" ? null : "No expiry";
}

export function isExpired(user: AdminUser, now: Date = new Date()): boolean {
  return user.subscriptionExpiry !== null && new Date(user.subscriptionExpiry).getTime() <= now.getTime();
}
