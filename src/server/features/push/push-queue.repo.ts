import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import { memberWithAccessSql } from "../../db/access.js";
import { audienceSql, deliverySql, type Audience } from "../../db/delivery.js";
import { DEFAULT_LANGUAGE, type Language } from "../../../shared/i18n/languages.js";
import type { Notice } from "../../../shared/notification-preferences.js";
import type { Database, PushMessagesTable } from "../../db/schema.js";
import type { Expression, ExpressionBuilder, RawBuilder, Selectable, SqlBool } from "kysely";
import type { SelectedJob } from "../../lib/jobs/job-queue.js";

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

/** Members with a device subscribed, on the users alias: whom a push can reach. */
export const hasDeviceSql = (users: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`exists (select 1 from push_subscriptions d where d.user_id = ${sql.ref(`${users}.id`)})`;

/** The job queue's kind for one push to one device: its payload is the device's id, its batch the message's. */
export const PUSH_JOB_KIND = "push";

/**
 * One job per device of the audience, as a query for the job queue's single INSERT … SELECT (no rows travel through
 * the app); with a preference filter, only for members whose preferences deliver it now
 * (docs/product.md#notification-preferences).
 */
export function deviceJobs(
  messageId: string,
  audience: PushAudience,
  now: string,
  preferences?: PushPreferenceFilter,
): (eb: ExpressionBuilder<Database, "jobs">) => Expression<SelectedJob> {
  return (eb) => {
    const query = eb
      .selectFrom("push_subscriptions as s")
      .innerJoin("users as u", "u.id", "s.user_id")
      .leftJoin("notification_preferences as p", "p.user_id", "u.id")
      .select([
        sql<string>`cast(${PUSH_JOB_KIND} as text)`.as("kind"),
        "s.id as payload",
        sql<string>`cast(${messageId} as text)`.as("batch_id"),
        sql<string>`cast(${now} as text)`.as("available_at"),
        sql<string>`cast(${now} as text)`.as("created_at"),
      ])
      .where(memberWithAccessSql(now, "u"))
      .where(audienceSql(audience, "u"));
    return preferences
      ? query.where(deliverySql("deliver", preferences.notice, preferences.quietNow, { users: "u", prefs: "p" }))
      : query;
  };
}

/** A time zone (null: none saved) and a language members a push reaches read it in. */
export interface ReaderGroup {
  timeZone: string | null;
  language: Language;
}

/**
 * The saved time zones and languages of the members a push would reach now: a message that says when on their clock,
 * in their language, is written once per zone and language, never per member.
 */
export async function listAudienceReaders(
  db: Executor,
  audience: PushAudience,
  now: string,
  preferences?: PushPreferenceFilter,
): Promise<ReaderGroup[]> {
  const query = db
    .selectFrom("push_subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("notification_preferences as p", "p.user_id", "u.id")
    .select(["p.time_zone", "u.language"])
    .distinct()
    .where(memberWithAccessSql(now, "u"))
    .where(audienceSql(audience, "u"));
  const rows = await (
    preferences
      ? query.where(deliverySql("deliver", preferences.notice, preferences.quietNow, { users: "u", prefs: "p" }))
      : query
  ).execute();
  const groups = new Map<string, ReaderGroup>();
  for (const row of rows) {
    const group = { timeZone: row.time_zone || null, language: row.language ?? DEFAULT_LANGUAGE };
    groups.set(`${group.timeZone ?? ""} ${group.language}`, group);
  }
  return [...groups.values()];
}

/** A device and a message to send it: what one push job needs. */
export interface DeliveryTarget {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}
export type DeliveryMessage = Pick<PushMessageRow, "payload" | "topic" | "urgency"> & { ttlSeconds: number };

/** The devices and messages a batch of push jobs names; a device forgotten meanwhile is missing. */
export async function findDeliveryTargets(
  db: Executor,
  subscriptionIds: readonly string[],
  messageIds: readonly string[],
): Promise<{ devices: Map<string, DeliveryTarget>; messages: Map<string, DeliveryMessage> }> {
  const devices = new Map<string, DeliveryTarget>();
  const messages = new Map<string, DeliveryMessage>();
  for (let i = 0; i < subscriptionIds.length; i += 500) {
    const rows = await db
      .selectFrom("push_subscriptions")
      .select(["id as subscriptionId", "endpoint", "p256dh", "auth"])
      .where("id", "in", subscriptionIds.slice(i, i + 500))
      .execute();
    for (const row of rows) devices.set(row.subscriptionId, row);
  }
  for (let i = 0; i < messageIds.length; i += 500) {
    const rows = await db
      .selectFrom("push_messages")
      .select(["id", "payload", "topic", "urgency", "ttl_seconds as ttlSeconds"])
      .where("id", "in", messageIds.slice(i, i + 500))
      .execute();
    for (const { id, ...message } of rows) messages.set(id, message);
  }
  return { devices, messages };
}

/** Messages no push job waits on any more. */
export async function deleteFinishedMessages(db: Executor, before: string): Promise<void> {
  await db
    .deleteFrom("push_messages")
    .where("created_at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("jobs as j")
            .select("j.id")
            .where("j.kind", "=", PUSH_JOB_KIND)
            .where("j.status", "=", "pending")
            .whereRef("j.batch_id", "=", "push_messages.id"),
        ),
      ),
    )
    .execute();
}
