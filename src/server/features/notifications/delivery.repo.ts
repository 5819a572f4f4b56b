import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Notice } from "../../../shared/notification-preferences.js";
import { memberWithAccessSql } from "../../db/access.js";
import type { Executor } from "../../db/database.js";
import { audienceSql, deliverySql, type Audience } from "../../db/delivery.js";
import type { NotificationChannel } from "../../../shared/notification-preferences.js";
import type { Recipient } from "../delivery/delivery-channel.js";

/**
 * Holds the event for every member of the audience whose preferences keep it for their quiet-hours summary on this
 * channel (docs/product.md#quiet-hours) and whom the channel reaches (`reachable`), in one INSERT … SELECT. Answers
 * how many were held.
 */
export async function insertHolds(
  db: Executor,
  {
    eventId,
    audience,
    notice,
    quietNow,
    now,
  }: { eventId: number; audience: Audience; notice: Notice; quietNow: readonly string[]; now: string },
  reachable: (users: string) => RawBuilder<SqlBool>,
): Promise<number> {
  if (quietNow.length === 0 || notice.urgent) return 0;
  const result = await db
    .insertInto("notification_holds")
    .columns(["user_id", "channel", "event_id", "held_at"])
    .expression((eb) =>
      eb
        .selectFrom("users as u")
        .innerJoin("notification_preferences as p", "p.user_id", "u.id")
        .select([
          "u.id",
          sql<string>`cast(${notice.channel} as text)`.as("channel"),
          sql<number>`cast(${eventId} as integer)`.as("event_id"),
          sql<string>`cast(${now} as text)`.as("held_at"),
        ])
        .where(memberWithAccessSql(now, "u"))
        .where(audienceSql(audience, "u"))
        .where(reachable("u"))
        .where(deliverySql("hold", notice, quietNow, { users: "u", prefs: "p" })),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Members with held deliveries, with the quiet hours that decide when their summary is due. */
export function listMembersWithHolds(db: Executor) {
  return db
    .selectFrom("notification_preferences as p")
    .select(["p.user_id", "p.time_zone", "p.quiet_hours_enabled", "p.quiet_hours_start", "p.quiet_hours_end"])
    .where("p.user_id", "in", (eb) => eb.selectFrom("notification_holds").select("user_id").distinct())
    .execute();
}

/**
 * Takes the member's held deliveries: deleted and answered in one statement, so of two workers summarising at once
 * one gets them and the other nothing. With the held events' messages, oldest first.
 */
export async function takeHolds(
  db: Executor,
  userId: string,
): Promise<
  {
    channel: NotificationChannel;
    eventId: number;
    positionId: string | null;
    message: string;
    words: string | null;
    at: string;
  }[]
> {
  const taken = await db
    .deleteFrom("notification_holds")
    .where("user_id", "=", userId)
    .returning(["channel", "event_id"])
    .execute();
  if (taken.length === 0) return [];
  const events = await db
    .selectFrom("notification_events")
    .select(["id", "position_id", "message", "words", "at"])
    .where("id", "in", [...new Set(taken.map((row) => row.event_id))])
    .execute();
  const byId = new Map(events.map((event) => [Number(event.id), event]));
  return taken
    .flatMap((row) => {
      const event = byId.get(Number(row.event_id));
      return event
        ? [
            {
              channel: row.channel,
              eventId: Number(row.event_id),
              positionId: event.position_id,
              message: event.message,
              words: event.words,
              at: event.at,
            },
          ]
        : [];
    })
    .sort((a, b) => a.eventId - b.eventId);
}

/** The member a summary goes to, if they still have access at `now`. */
export function findSummaryRecipient(db: Executor, userId: string, now: string): Promise<Recipient | undefined> {
  return db
    .selectFrom("users as u")
    .leftJoin("notification_preferences as p", "p.user_id", "u.id")
    .select(["u.id", "u.email", "u.email_verified_at", "u.first_name", "u.language", "p.time_zone"])
    .where("u.id", "=", userId)
    .where(memberWithAccessSql(now, "u"))
    .executeTakeFirst();
}
