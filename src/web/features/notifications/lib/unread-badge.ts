import { UNREAD_BADGE_MAX } from "@shared/notifications";

/** The unread count as the badge shows it, '99+' above 99; nothing when all is read. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
