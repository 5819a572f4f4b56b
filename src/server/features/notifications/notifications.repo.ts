import { sql } from "kysely";
import type { NotificationEventsTable } from "../../db/schema.js";
import type { Executor } from "../../db/database.js";
import { memberWithAccessSql } from "../../db/access.js";
import type { Insertable } from "kysely";

export async function insertEvent(
  db: Executor,
  event: Omit<Insertable<NotificationEventsTable>, "fanned_out_at">,
): Promise<number> {
  const row = await db
    .insertInto("notification_events")
    .values({ ...event, fanned_out_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * One feed row for every member with access, in a single INSERT … SELECT: the rows never travel through the
 * app, so 10,000 members cost one statement. Answers how many were written.
 */
export async function insertFeedRowsForMembers(db: Executor, eventId: number, now: string): Promise<number> {
  const result = await db
    .insertInto("notifications")
    .columns(["user_id", "event_id"])
    .expression((eb) =>
      eb
        .selectFrom("users as u")
        .select(["u.id", sql<number>`cast(${eventId} as integer)`.as("event_id")])
        .where(memberWithAccessSql(now, "u")),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Keeps the feeds to the `keep` newest announcements: rows of older events go, and the events with them. A
 * member who had access throughout keeps exactly their 50 newest; one who lacked access for some of the
 * latest 50 keeps fewer (only items from the 50 newest announcements). One indexed range delete per event,
 * instead of ranking every member's rows.
 */
export async function trimFeeds(db: Executor, keep: number): Promise<void> {
  const cutoff = await db
    .selectFrom("notification_events")
    .select("id")
    .orderBy("id", "desc")
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await countTrimmedUnread(db, cutoff.id);
  await db.deleteFrom("notifications").where("event_id", "<", cutoff.id).execute();
  // An event held for a member's quiet-hours summary stays until the summary is sent (its feed rows go).
  await db
    .deleteFrom("notification_events")
    .where("id", "<", cutoff.id)
    .where("fanned_out_at", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("notification_holds as h")
            .select("h.user_id")
            .whereRef("h.event_id", "=", "notification_events.id"),
        ),
      ),
    )
    .execute();
}

/**
 * Adds the unread rows about to be trimmed to their members' overflow counts (docs/product.md#notifications: the
 * unread count goes beyond the 50 kept). One INSERT … SELECT, grouped by member.
 */
async function countTrimmedUnread(db: Executor, cutoffId: number): Promise<void> {
  await db
    .insertInto("notification_overflow")
    .columns(["user_id", "unread"])
    .expression((eb) =>
      eb
        .selectFrom("notifications")
        .select(["user_id", (s) => s.fn.countAll<number>().as("unread")])
        .where("event_id", "<", cutoffId)
        .where("read", "=", 0)
        .groupBy("user_id"),
    )
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet((eb) => ({ unread: eb("notification_overflow.unread", "+", eb.ref("excluded.unread")) })),
    )
    .execute();
}

/** Unread items trimmed from the member's feed, still counted as unread. */
export async function overflowUnread(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom("notification_overflow")
    .select("unread")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

async function forgetOverflow(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("notification_overflow").where("user_id", "=", userId).execute();
}

/** Takes an event's fan-out for the caller; false when another instance (or an earlier run) did it. */
export async function claimFanOut(db: Executor, eventId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("notification_events")
    .set({ fanned_out_at: now })
    .where("id", "=", eventId)
    .where("fanned_out_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findEvent(db: Executor, eventId: number) {
  return db.selectFrom("notification_events").selectAll().where("id", "=", eventId).executeTakeFirst();
}

/** Events whose fan-out never ran (the instance died right after the change committed). */
export async function listPendingFanOuts(db: Executor, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom("notification_events")
    .select("id")
    .where("fanned_out_at", "is", null)
    .where("at", "<", before)
    .orderBy("id")
    .execute();
  return rows.map((row) => Number(row.id));
}

export interface FeedRow {
  id: number;
  type: NotificationEventsTable["type"];
  change: NotificationEventsTable["change"];
  message: string;
  at: string;
  position: string;
  read: number;
}

const feedColumns = ["e.id", "e.type", "e.change", "e.message", "e.at", "e.position", "n.read"] as const;

/**
 * A member's newest feed rows, newest first. Every row belongs to one of the few events kept (trimFeeds), so
 * the member's rows are found by key, event by event, with no index on the member.
 */
export async function listFeed(db: Executor, userId: string, limit: number): Promise<FeedRow[]> {
  const rows = await db
    .selectFrom("notification_events as e")
    .innerJoin("notifications as n", (join) => join.onRef("n.event_id", "=", "e.id").on("n.user_id", "=", userId))
    .select(feedColumns)
    .orderBy("e.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * What a member missed after `afterId`, oldest first: their feed rows, and events still being fanned out
 * (announced live already, their feed rows not yet written).
 */
export async function listFeedAfter(db: Executor, userId: string, afterId: number, limit: number): Promise<FeedRow[]> {
  const rows = await db
    .selectFrom("notification_events as e")
    .leftJoin("notifications as n", (join) => join.onRef("n.event_id", "=", "e.id").on("n.user_id", "=", userId))
    .select([
      "e.id",
      "e.type",
      "e.change",
      "e.message",
      "e.at",
      "e.position",
      (eb) => eb.fn.coalesce("n.read", eb.lit(0)).as("read"),
    ])
    .where("e.id", ">", afterId)
    .where((eb) => eb.or([eb("n.user_id", "is not", null), eb("e.fanned_out_at", "is", null)]))
    .orderBy("e.id", "asc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), read: Number(row.read) }));
}

/** Answers whether the row was the user's (object-level: nobody marks another member's item). */
export async function markRead(db: Executor, userId: string, eventId: number): Promise<boolean> {
  const result = await db
    .updateTable("notifications")
    .set({ read: 1 })
    .where("user_id", "=", userId)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const exists = await db
    .selectFrom("notifications")
    .select("event_id")
    .where("user_id", "=", userId)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return exists !== undefined;
}

export async function markAllRead(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ read: 1 })
    .where("event_id", "in", (eb) => eb.selectFrom("notification_events").select("id"))
    .where("user_id", "=", userId)
    .where("read", "=", 0)
    .execute();
  await forgetOverflow(db, userId);
}

export async function clearFeed(db: Executor, userId: string): Promise<void> {
  await db
    .deleteFrom("notifications")
    .where("event_id", "in", (eb) => eb.selectFrom("notification_events").select("id"))
    .where("user_id", "=", userId)
    .execute();
  await forgetOverflow(db, userId);
}

/** Who of these users may still hold a live connection, and until when (null: open-ended). */
export async function listMembersWithAccess(
  db: Executor,
  userIds: string[],
  now: string,
): Promise<{ id: string; subscription_expiry: string | null }[]> {
  const found: { id: string; subscription_expiry: string | null }[] = [];
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .selectFrom("users as u")
      .select(["u.id", "u.subscription_expiry"])
      .where("u.id", "in", userIds.slice(i, i + 500))
      .where(memberWithAccessSql(now, "u"))
      .execute();
    found.push(...rows);
  }
  return found;
}
