import {
  NOTIFICATIONS_KEPT,
  type NotificationFeed,
  type NotificationItem,
  type WsNotifyingMessage,
} from "../../../shared/notifications.js";
import type { Position } from "../../../shared/positions.js";
import type { Executor } from "../../db/database.js";
import * as repo from "./notifications.repo.js";
import { AppError } from "../../lib/app-error.js";

export class NotificationNotFoundError extends AppError {
  override name = "NotificationNotFoundError";
  constructor() {
    super("not_found", "Notification not found");
  }
}

function toItem(row: repo.FeedRow): NotificationItem {
  const position = JSON.parse(row.position) as Position;
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    timestamp: row.at,
    position: {
      id: position.id,
      asset: position.asset,
      direction: position.direction,
      riskLevel: position.riskLevel,
      status: position.status,
    },
    read: row.read === 1,
  };
}

/** The member's 50 newest notifications, newest first, with how many of them are unread. */
export async function getFeed({ db }: { db: Executor }, userId: string): Promise<NotificationFeed> {
  const items = (await repo.listFeed(db, userId, NOTIFICATIONS_KEPT)).map(toItem);
  return { items, unreadCount: items.filter((item) => !item.read).length };
}

/** Marks one of the member's own items read; another member's id is not found. */
export async function markNotificationRead({ db }: { db: Executor }, userId: string, id: number): Promise<void> {
  if (!(await repo.markRead(db, userId, id))) throw new NotificationNotFoundError();
}

export const markAllNotificationsRead = ({ db }: { db: Executor }, userId: string) => repo.markAllRead(db, userId);
export const clearNotifications = (db: Executor, userId: string) => repo.clearFeed(db, userId);

/**
 * What a reconnecting member missed after `afterId`, oldest first, as the live messages they would have
 * received (at most the 50 the feed keeps).
 */
export async function missedMessages(
  { db }: { db: Executor },
  userId: string,
  afterId: number,
): Promise<WsNotifyingMessage[]> {
  const rows = await repo.listFeedAfter(db, userId, afterId, NOTIFICATIONS_KEPT);
  return rows.map((row) => ({
    type: row.type,
    data: { id: row.id, message: row.message, timestamp: row.at, position: JSON.parse(row.position) as Position },
  }));
}

/** Of these connected members, those who still have access, with their expiry (null: open-ended). */
export const membersStillEntitled = (db: Executor, userIds: string[], now: Date) =>
  repo.listMembersWithAccess(db, userIds, now.toISOString());
