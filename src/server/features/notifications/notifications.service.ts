import {
  NOTIFICATIONS_KEPT,
  type NotificationFeed,
  type NotificationItem,
  type WsNotifyingMessage,
} from "../../../shared/notifications.js";
import { changeOfEvent } from "../../../shared/position-changes.js";
import type { Position } from "../../../shared/positions.js";
import { isStillOpen } from "../../../shared/release-notice.js";
import { storedWords } from "../../../shared/trade-event-words-schema.js";
import type { Db, Executor } from "../../db/database.js";
import * as repo from "./notifications.repo.js";
import { appErrorKind } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";

/** A member's feed and what they did in it, as stored: what account's data export reads. */
export { findReadState, listFeed } from "./notifications.repo.js";

export class NotificationNotFoundError extends appErrorKind(
  "NotificationNotFoundError",
  "not_found",
  "messages:notifications.notFound",
) {}

/** What reading a feed takes: the database, and the time that decides what is released (docs/product.md#early-access). */
export interface FeedDeps {
  db: Executor;
  clock: Clock;
}

function toItem(row: repo.FeedRow): NotificationItem {
  const position = JSON.parse(row.position) as Position;
  const words = storedWords(row.words);
  return {
    id: row.id,
    type: row.type,
    change: changeOfEvent({ ...row, position }),
    closedBeforeRelease: row.late_only === 1 && !isStillOpen(position),
    message: row.message,
    ...(words ? { words } : {}),
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
 * The member's 50 newest notifications, newest first, with how many are unread: among them, and among the older
 * announcements still kept (docs/product.md#notifications).
 */
export async function getFeed({ db, clock }: FeedDeps, userId: string): Promise<NotificationFeed> {
  const now = clock.now().toISOString();
  const [rows, unreadCount] = await Promise.all([
    repo.listFeed(db, userId, NOTIFICATIONS_KEPT, now),
    repo.countUnread(db, userId, now),
  ]);
  return { items: rows.map(toItem), unreadCount };
}

/**
 * Marks one item of the member's feed read. An event they cannot see (cleared, from before they joined or outside
 * their access, or trimmed) is not found, whoever else's feed holds it.
 */
export async function markNotificationRead({ db, clock }: FeedDeps, userId: string, id: number): Promise<void> {
  if (!(await repo.isInFeed(db, userId, id, clock.now().toISOString()))) throw new NotificationNotFoundError();
  await repo.markRead(db, userId, id);
}

/**
 * Moves the member's marks to the newest event: everything stored until now is read (and, when clearing, gone from
 * their feed), however far back, and what comes next is new.
 */
async function markAllThroughNewest(db: Db, userId: string, clear: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const newest = await repo.newestEventId(trx);
    if (newest !== null) await repo.markThrough(trx, userId, newest, clear);
  });
}

/** Every item read, those beyond the 50 listed included. */
export const markAllNotificationsRead = ({ db }: { db: Db }, userId: string) => markAllThroughNewest(db, userId, false);
/** The feed emptied, and nothing left to count as unread. */
export const clearNotifications = (db: Db, userId: string) => markAllThroughNewest(db, userId, true);

/**
 * What a reconnecting member missed after `afterId`, oldest first, as the live messages they would have
 * received (at most the 50 the feed lists).
 */
export async function missedMessages(
  { db, clock }: FeedDeps,
  userId: string,
  afterId: number,
): Promise<WsNotifyingMessage[]> {
  const rows = await repo.listFeedAfter(db, userId, afterId, NOTIFICATIONS_KEPT, clock.now().toISOString());
  return rows.map((row) => {
    const words = storedWords(row.words);
    return {
      type: row.type,
      data: {
        id: row.id,
        message: row.message,
        ...(words ? { words } : {}),
        timestamp: row.at,
        position: JSON.parse(row.position) as Position,
        ...(row.change ? { change: row.change } : {}),
      },
    };
  });
}

/** Of these connected members, those who still have access, with their expiry (null: open-ended). */
export const membersStillEntitled = (db: Executor, userIds: string[], now: Date) =>
  repo.listMembersWithAccess(db, userIds, now.toISOString());
