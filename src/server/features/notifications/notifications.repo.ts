import { sql } from "kysely";
import type { NotificationEventsTable, UserRow } from "../../db/schema.js";
import type { Executor } from "../../db/database.js";
import { earlyAccessSql, memberWithAccessSql } from "../../db/access.js";
import type { Insertable, Selectable } from "kysely";

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
 * Keeps the `keep` newest events: enough for the listed feed and an unread count beyond it. An event held for a
 * member's quiet-hours summary stays until the summary is sent, and one not yet fanned out until it is. One indexed
 * range delete per event; the members' single reads of the events go with them.
 */
export async function trimEvents(db: Executor, keep: number): Promise<void> {
  const cutoff = await db
    .selectFrom("notification_events")
    .select("id")
    .orderBy("id", "desc")
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await db
    .deleteFrom("notification_events")
    .where("id", "<", cutoff.id)
    .where("fanned_out_at", "is not", null)
    // Nor one whose position's release is still to be fanned out to the members without early access.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("positions as p")
            .select("p.id")
            .whereRef("p.id", "=", "notification_events.position_id")
            .where("p.release_announced_at", "is", null),
        ),
      ),
    )
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

export type EventRow = Selectable<NotificationEventsTable>;

export function findEvent(db: Executor, eventId: number): Promise<EventRow | undefined> {
  return db.selectFrom("notification_events").selectAll().where("id", "=", eventId).executeTakeFirst();
}

/** A position's events announced before its release (to early access alone), oldest first. */
export function listEarlyOnlyEvents(db: Executor, positionId: string): Promise<EventRow[]> {
  return db
    .selectFrom("notification_events")
    .selectAll()
    .where("position_id", "=", positionId)
    .where("early_only", "=", 1)
    .orderBy("id")
    .execute();
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
  /** 1: the release notice told to members without early access. */
  late_only: number;
  message: string;
  /** JSON of the trade event's words (src/shared/trade-event-words.ts); null without them. */
  words: string | null;
  at: string;
  position: string;
  read: number;
}

/**
 * The stored events in a member's feed (docs/product.md#notifications): a member's, not an admin's; announced since
 * their account was created, while their subscription as it stands gave them access (so a lapsed member keeps the
 * items of their paid time); after the point they last cleared it; and, for a member without early access, about a
 * position released by `now`, its release notice in place of what was announced before it
 * (docs/product.md#early-access). No row per member and event: the few kept events are
 * read through the member's one row of marks.
 */
function visibleEvents(db: Executor, userId: string, now: string) {
  return (
    db
      .selectFrom("notification_events as e")
      .innerJoin("users as u", (join) => join.on("u.id", "=", userId))
      .leftJoin("feed_marks as m", "m.user_id", "u.id")
      .whereRef("e.at", ">=", "u.created_at")
      .where(memberWithAccessSql(sql.ref<string>("e.at"), "u"))
      .where(
        sql<boolean>`(${earlyAccessSql("u")} or not exists (select 1 from positions p where p.id = e.position_id and p.released_at > ${now}))`,
      )
      // Either side of a release reads its own announcement of the position: the early one its events as they came,
      // the others its release notice, the position as it stood then.
      .where(
        sql<boolean>`((${earlyAccessSql("u")} and e.late_only = 0) or (not ${earlyAccessSql("u")} and e.early_only = 0))`,
      )
      .where((eb) => eb("e.id", ">", eb.fn.coalesce("m.cleared_through", eb.lit(0))))
  );
}

/** The member's visible events with whether each is read: up to their read mark, or marked one by one. */
function feedRows(db: Executor, userId: string, now: string) {
  return visibleEvents(db, userId, now)
    .leftJoin("feed_reads as r", (join) => join.onRef("r.event_id", "=", "e.id").on("r.user_id", "=", userId))
    .select([
      "e.id",
      "e.type",
      "e.change",
      "e.late_only",
      "e.message",
      "e.words",
      "e.at",
      "e.position",
      sql<number>`case when e.id <= coalesce(m.read_through, 0) or r.event_id is not null then 1 else 0 end`.as("read"),
    ]);
}

/** A member's newest feed items, newest first. */
export async function listFeed(db: Executor, userId: string, limit: number, now: string): Promise<FeedRow[]> {
  const rows = await feedRows(db, userId, now).orderBy("e.id", "desc").limit(limit).execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), late_only: Number(row.late_only), read: Number(row.read) }));
}

/** What a member missed after `afterId`, oldest first. */
export async function listFeedAfter(
  db: Executor,
  userId: string,
  afterId: number,
  limit: number,
  now: string,
): Promise<FeedRow[]> {
  const rows = await feedRows(db, userId, now)
    .where("e.id", ">", afterId)
    .orderBy("e.id", "asc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), late_only: Number(row.late_only), read: Number(row.read) }));
}

/** How many of the member's visible events are unread, among all the kept ones (not only those listed). */
export async function countUnread(db: Executor, userId: string, now: string): Promise<number> {
  const row = await visibleEvents(db, userId, now)
    .select((eb) => eb.fn.countAll<number | string>().as("unread"))
    .where((eb) => eb("e.id", ">", eb.fn.coalesce("m.read_through", eb.lit(0))))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("feed_reads as r")
            .select("r.event_id")
            .where("r.user_id", "=", userId)
            .whereRef("r.event_id", "=", "e.id"),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

/** Whether the event is in the member's feed (object-level: nobody marks what they cannot see). */
export async function isInFeed(db: Executor, userId: string, eventId: number, now: string): Promise<boolean> {
  const row = await visibleEvents(db, userId, now).select("e.id").where("e.id", "=", eventId).executeTakeFirst();
  return row !== undefined;
}

/** Marks one event read for the member, unless their read mark covers it already. */
export async function markRead(db: Executor, userId: string, eventId: number): Promise<void> {
  await db
    .insertInto("feed_reads")
    .columns(["user_id", "event_id"])
    .expression((eb) =>
      eb
        .selectFrom("notification_events as e")
        .select([sql<string>`cast(${userId} as text)`.as("user_id"), "e.id"])
        .where("e.id", "=", eventId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("feed_marks as m")
                .select("m.user_id")
                .where("m.user_id", "=", userId)
                .whereRef("m.read_through", ">=", "e.id"),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The newest stored event's id, or null with none. */
export async function newestEventId(db: Executor): Promise<number | null> {
  const row = await db
    .selectFrom("notification_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return row?.id == null ? null : Number(row.id);
}

/**
 * Moves the member's marks up to `eventId`: read through it, and cleared through it when `clear`. Their single
 * reads up to it are then covered, so they go.
 */
export async function markThrough(db: Executor, userId: string, eventId: number, clear: boolean): Promise<void> {
  const marks = clear ? { read_through: eventId, cleared_through: eventId } : { read_through: eventId };
  await db
    .insertInto("feed_marks")
    .values({ user_id: userId, read_through: eventId, cleared_through: clear ? eventId : 0 })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(marks))
    .execute();
  await db.deleteFrom("feed_reads").where("user_id", "=", userId).where("event_id", "<=", eventId).execute();
}

/** The member's marks (none until they marked all read or cleared) and the events they marked read one by one. */
export async function findReadState(db: Executor, userId: string) {
  const [marks, reads] = await Promise.all([
    db
      .selectFrom("feed_marks")
      .select(["read_through", "cleared_through"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db.selectFrom("feed_reads").select("event_id").where("user_id", "=", userId).orderBy("event_id").execute(),
  ]);
  return { marks, readIds: reads.map((row) => Number(row.event_id)) };
}

/** Who of these users may still hold a live connection, until when (null: open-ended), and on which plan. */
export async function listMembersWithAccess(
  db: Executor,
  userIds: string[],
  now: string,
): Promise<Pick<UserRow, "id" | "subscription_expiry" | "subscription_status">[]> {
  const found: Pick<UserRow, "id" | "subscription_expiry" | "subscription_status">[] = [];
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .selectFrom("users as u")
      .select(["u.id", "u.subscription_expiry", "u.subscription_status"])
      .where("u.id", "in", userIds.slice(i, i + 500))
      .where(memberWithAccessSql(now, "u"))
      .execute();
    found.push(...rows);
  }
  return found;
}
