import {
  NOTIFICATIONS_KEPT,
  type NotificationFeed,
  type NotificationItem,
  type WsNotifyingMessage,
} from "../../../shared/notifications.js";
import { changeOfEvent } from "../../../shared/position-changes.js";
import type { Position } from "../../../shared/positions.js";
import type { Db, Executor } from "../../db/database.js";
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
    change: changeOfEvent({ ...row, position }),
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

/**
 * The member's 50 newest notifications, newest first, with how many are unread: those among them, and those older
 * ones the feed trimmed unread (docs/product.md#notifications).
 */
export async function getFeed({ db }: { db: Executor }, userId: string): Promise<NotificationFeed> {
  const items = (await repo.listFeed(db, userId, NOTIFICATIONS_KEPT)).map(toItem);
  const trimmed = await repo.overflowUnread(db, userId);
  return { items, unreadCount: items.filter((item) => !item.read).length + trimmed };
}

/** Marks one of the member's own items read; another member's id is not found. */
export async function markNotificationRead({ db }: { db: Executor }, userId: string, id: number): Promise<void> {
  if (!(await repo.markRead(db, userId, id))) throw new NotificationNotFoundError();
}

/** Every item read, the trimmed ones included. */
export const markAllNotificationsRead = ({ db }: { db: Db }, userId: string) =>
  db.transaction().execute((trx) => repo.markAllRead(trx, userId));
/** The feed emptied, and nothing left to count as unread. */
export const clearNotifications = (db: Db, userId: string) =>
  db.transaction().execute((trx) => repo.clearFeed(trx, userId));

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
    data: {
      id: row.id,
      message: row.message,
      timestamp: row.at,
      position: JSON.parse(row.position) as Position,
      ...(row.change ? { change: row.change } : {}),
    },
  }));
}

/** Of these connected members, those who still have access, with their expiry (null: open-ended). */
export const membersStillEntitled = (db: Executor, userIds: string[], now: Date) =>
  repo.listMembersWithAccess(db, userIds, now.toISOString());
