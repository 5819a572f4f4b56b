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
