import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Database, NotificationEventsTable } from "../../db/schema.js";
import type { Executor } from "../../db/database.js";
import type { Insertable } from "kysely";

/** Members (never admins, DECISIONS.md 23) with access at `now` (DECISIONS.md 6), as SQL over `users as u`. */
export function memberHasAccess(
  eb: ExpressionBuilder<Database & { u: Database["users"] }, "u">,
  now: string,
): Expression<SqlBool> {
  return eb.and([
    eb("u.role", "!=", "admin"),
    eb("u.subscription_status", "!=", "inactive"),
    eb.or([eb("u.subscription_expiry", "is", null), eb("u.subscription_expiry", ">", now)]),
  ]);
}

export async function insertEvent(db: Executor, event: Insertable<NotificationEventsTable>): Promise<number> {
  const row = await db.insertInto("notification_events").values(event).returning("id").executeTakeFirstOrThrow();
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
        .where((w) => memberHasAccess(w, now)),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Keeps each recipient's 50 newest (spec §9). Every event adds at most one row per member and every event
 * trims, so only the event's recipients can be over the limit, each by their oldest rows.
 */
export async function trimFeeds(db: Executor, eventId: number, keep: number): Promise<void> {
  await db
    .deleteFrom("notifications")
    .where((eb) =>
      eb(
        eb.refTuple("user_id", "event_id"),
        "in",
        eb
          .selectFrom(
            eb
              .selectFrom("notifications as n")
              .select([
                "n.user_id",
                "n.event_id",
                sql<number>`row_number() over (partition by n.user_id order by n.event_id desc)`.as("rank"),
              ])
              .where("n.user_id", "in", (s) =>
                s.selectFrom("notifications as r").select("r.user_id").where("r.event_id", "=", eventId),
              )
              .as("ranked"),
          )
          .select(["ranked.user_id", "ranked.event_id"])
          .where("ranked.rank", ">", keep)
          .$asTuple("user_id", "event_id"),
      ),
    )
    .execute();
}

export interface FeedRow {
  id: number;
  type: NotificationEventsTable["type"];
  message: string;
  at: string;
  position: string;
  read: number;
}

const feedColumns = ["e.id", "e.type", "e.message", "e.at", "e.position", "n.read"] as const;

/** A member's newest feed rows, newest first. */
export async function listFeed(db: Executor, userId: string, limit: number): Promise<FeedRow[]> {
  const rows = await db
    .selectFrom("notifications as n")
    .innerJoin("notification_events as e", "e.id", "n.event_id")
    .select(feedColumns)
    .where("n.user_id", "=", userId)
    .orderBy("n.event_id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** A member's feed rows newer than `afterId`, oldest first: what a resuming connection missed. */
export async function listFeedAfter(db: Executor, userId: string, afterId: number, limit: number): Promise<FeedRow[]> {
  const rows = await db
    .selectFrom("notifications as n")
    .innerJoin("notification_events as e", "e.id", "n.event_id")
    .select(feedColumns)
    .where("n.user_id", "=", userId)
    .where("n.event_id", ">", afterId)
    .orderBy("n.event_id", "asc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
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
  await db.updateTable("notifications").set({ read: 1 }).where("user_id", "=", userId).where("read", "=", 0).execute();
}

export async function clearFeed(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("notifications").where("user_id", "=", userId).execute();
}

/** Events nobody's feed holds any more (trimmed or cleared), older than `before`. */
export async function deleteOrphanEvents(db: Executor, before: string): Promise<void> {
  await db
    .deleteFrom("notification_events")
    .where("at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("notifications as n").select("n.event_id").whereRef("n.event_id", "=", "notification_events.id"),
        ),
      ),
    )
    .execute();
}
