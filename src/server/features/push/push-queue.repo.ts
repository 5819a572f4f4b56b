import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import { memberWithAccessSql } from "../../db/access.js";
import { leaseDueRows } from "../../db/leases.js";
import { audienceSql, deliverySql, type Audience } from "../../db/delivery.js";
import type { Notice } from "../../../shared/notification-preferences.js";
import type { PushMessagesTable } from "../../db/schema.js";
import type { Selectable } from "kysely";

export type PushMessageRow = Selectable<PushMessagesTable>;

export async function insertMessage(db: Executor, message: PushMessageRow): Promise<void> {
  await db.insertInto("push_messages").values(message).execute();
}

/** Who a message goes to: every member with access, those who follow a position (docs/product.md#following), or one. */
export type PushAudience = Audience;

/** A push's notice and the quiet-hours schedules quiet now: only members whose preferences want it now get it. */
export interface PushPreferenceFilter {
  notice: Notice;
  quietNow: readonly string[];
}

/**
 * One job per device of the audience, in a single INSERT … SELECT (no rows travel through the app); with a
 * preference filter, only for members whose preferences deliver it now (docs/product.md#notification-preferences).
 * Answers how many jobs were queued.
 */
export async function enqueueJobs(
  db: Executor,
  messageId: string,
  audience: PushAudience,
  now: string,
  preferences?: PushPreferenceFilter,
): Promise<number> {
  const result = await db
    .insertInto("push_jobs")
    .columns(["message_id", "subscription_id", "available_at", "created_at"])
    .expression((eb) => {
      const query = eb
        .selectFrom("push_subscriptions as s")
        .innerJoin("users as u", "u.id", "s.user_id")
        .leftJoin("notification_preferences as p", "p.user_id", "u.id")
        .select([
          sql<string>`cast(${messageId} as text)`.as("message_id"),
          "s.id",
          sql<string>`cast(${now} as text)`.as("available_at"),
          sql<string>`cast(${now} as text)`.as("created_at"),
        ])
        .where(memberWithAccessSql(now, "u"))
        .where(audienceSql(audience, "u"));
      return preferences
        ? query.where(deliverySql("deliver", preferences.notice, preferences.quietNow, { users: "u", prefs: "p" }))
        : query;
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * The saved time zones (null: none saved) of the members a push would reach now: a message that says when on their
 * clock is written once per zone, never per member.
 */
export async function listAudienceTimeZones(
  db: Executor,
  audience: PushAudience,
  now: string,
  preferences?: PushPreferenceFilter,
): Promise<(string | null)[]> {
  const query = db
    .selectFrom("push_subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("notification_preferences as p", "p.user_id", "u.id")
    .select("p.time_zone")
    .distinct()
    .where(memberWithAccessSql(now, "u"))
    .where(audienceSql(audience, "u"));
  const rows = await (
    preferences
      ? query.where(deliverySql("deliver", preferences.notice, preferences.quietNow, { users: "u", prefs: "p" }))
      : query
  ).execute();
  return [...new Set(rows.map((row) => row.time_zone || null))];
}

export interface ClaimedJob {
  id: number;
  attempts: number;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  topic: string | null;
  urgency: PushMessageRow["urgency"];
  ttlSeconds: number;
}

/** Leases up to `limit` due jobs to `owner` until `leaseUntil` (db/leases.ts) and answers them. */
export async function claimJobs(
  db: Executor,
  owner: string,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<ClaimedJob[]> {
  await leaseDueRows(
    db,
    { table: "push_jobs", due: "available_at", pendingOnly: false, order: "available_at" },
    { owner, now, until: leaseUntil, limit },
  );
  const rows = await db
    .selectFrom("push_jobs as j")
    .innerJoin("push_subscriptions as s", "s.id", "j.subscription_id")
    .innerJoin("push_messages as m", "m.id", "j.message_id")
    .select([
      "j.id",
      "j.attempts",
      "s.id as subscriptionId",
      "s.endpoint",
      "s.p256dh",
      "s.auth",
      "m.payload",
      "m.topic",
      "m.urgency",
      "m.ttl_seconds as ttlSeconds",
    ])
    .where("j.lease_owner", "=", owner)
    .where("j.lease_until", "=", leaseUntil)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Done (sent, or given up): only while still leased to `owner`, so a job is finished once. */
export async function finishJobs(db: Executor, owner: string, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .deleteFrom("push_jobs")
      .where("lease_owner", "=", owner)
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
  }
}

/** Back in the queue, due at `availableAt`. */
export async function retryJob(
  db: Executor,
  owner: string,
  id: number,
  availableAt: string,
  error: string,
): Promise<void> {
  await db
    .updateTable("push_jobs")
    .set({ available_at: availableAt, lease_owner: null, lease_until: null, last_error: error })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}

/** Messages whose deliveries are all finished. */
export async function deleteFinishedMessages(db: Executor, before: string): Promise<void> {
  await db
    .deleteFrom("push_messages")
    .where("created_at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("push_jobs as j").select("j.id").whereRef("j.message_id", "=", "push_messages.id"))),
    )
    .execute();
}

/** Deliveries waiting (finished ones are deleted) and when the oldest was queued: one cheap aggregate. */
export async function queueBacklog(db: Executor): Promise<{ depth: number; oldestCreatedAt: string | undefined }> {
  const row = await db
    .selectFrom("push_jobs")
    .select((eb) => [eb.fn.countAll<number | string>().as("depth"), eb.fn.min("created_at").as("oldest")])
    .executeTakeFirst();
  return { depth: Number(row?.depth ?? 0), oldestCreatedAt: row?.oldest ?? undefined };
}
