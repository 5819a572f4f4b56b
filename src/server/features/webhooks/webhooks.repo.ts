import { sql, type Selectable } from "kysely";
import type { PositionChange } from "../../../shared/position-changes.js";
import type { Executor } from "../../db/database.js";
import { hasPlanFeatureSql } from "../../db/access.js";
import { audienceSql, type Audience } from "../../db/delivery.js";
import type { WebhookEndpointsTable, WebhookMessagesTable } from "../../db/schema.js";

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookMessageRow = Selectable<WebhookMessagesTable>;
export type NewWebhookMessage = Omit<WebhookMessageRow, "seq" | "status" | "attempts">;

export async function listEndpoints(db: Executor, userId: string): Promise<WebhookEndpointRow[]> {
  return db.selectFrom("webhook_endpoints").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

export async function findEndpoint(db: Executor, userId: string, id: string): Promise<WebhookEndpointRow | undefined> {
  return db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function countEndpoints(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom("webhook_endpoints")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertEndpoint(db: Executor, row: WebhookEndpointRow): Promise<void> {
  await db.insertInto("webhook_endpoints").values(row).execute();
}

export async function updateEndpoint(
  db: Executor,
  id: string,
  changes: Partial<Omit<WebhookEndpointRow, "id" | "user_id">>,
): Promise<void> {
  await db.updateTable("webhook_endpoints").set(changes).where("id", "=", id).execute();
}

export async function deleteEndpoint(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("webhook_endpoints")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The endpoints on, of the members in `audience` whose plan includes API access at `now`, that take `eventType`
 * (docs/integrations.md#webhooks): read in the notification's transaction, so its early-access side holds.
 * Endpoints are few and members many, so each endpoint's member is looked up by key; as a join, SQLite walked every
 * member with access instead (7 ms an announcement with 10,000 members and no endpoint, docs/performance.md). The
 * event type, one of a fixed set, is written into the statement: SQLite prepares a statement anew each time the
 * pattern of a LIKE is bound (31 µs a run, against 4 written in).
 */
export async function endpointsFor(
  db: Executor,
  { audience, eventType, now }: { audience: Audience; eventType: PositionChange; now: string },
): Promise<{ id: string }[]> {
  return db
    .selectFrom("webhook_endpoints as e")
    .select("e.id")
    .where("e.disabled_at", "is", null)
    .where("e.event_types", "like", sql.lit(`%"${eventType}"%`))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("users")
          .select(sql.lit(1).as("one"))
          .whereRef("users.id", "=", "e.user_id")
          .where(audienceSql(audience, "users"))
          .where(hasPlanFeatureSql("apiAccess", now, "users")),
      ),
    )
    .orderBy("e.id")
    .execute();
}

export async function insertMessages(db: Executor, rows: readonly NewWebhookMessage[]): Promise<void> {
  // 8 columns × 500 rows: well within SQLite's 32,766 parameters and PostgreSQL's 65,535 a statement.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("webhook_messages")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export async function findEndpointById(db: Executor, id: string): Promise<WebhookEndpointRow | undefined> {
  return db.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The endpoint's oldest message still waiting (after `afterSeq`, those sent but not yet written): the next to send. */
export async function nextWaiting(
  db: Executor,
  endpointId: string,
  afterSeq?: number,
): Promise<WebhookMessageRow | undefined> {
  let query = db
    .selectFrom("webhook_messages")
    .selectAll()
    .where("endpoint_id", "=", endpointId)
    .where("status", "=", "pending");
  if (afterSeq !== undefined) query = query.where("seq", ">", afterSeq);
  return query.orderBy("seq").limit(1).executeTakeFirst();
}

/** The endpoints on that have messages waiting (each should have a job: webhook-delivery.ts checks after each run). */
export async function endpointsWaiting(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom("webhook_messages as m")
    .innerJoin("webhook_endpoints as e", "e.id", "m.endpoint_id")
    .select("m.endpoint_id")
    .distinct()
    .where("m.status", "=", "pending")
    .where("e.disabled_at", "is", null)
    .execute();
  return rows.map((row) => row.endpoint_id);
}

export async function recordAttempt(
  db: Executor,
  id: string,
  attempt: { status: "pending" | "delivered" | "failed"; statusCode: number | null; error: string | null; at: string },
): Promise<void> {
  await db
    .updateTable("webhook_messages")
    .set({
      status: attempt.status,
      attempts: sql`attempts + 1`,
      last_status_code: attempt.statusCode,
      last_error: attempt.error,
      last_attempt_at: attempt.at,
    })
    .where("id", "=", id)
    .execute();
}

/** Every waiting message of the endpoint, failed with `reason` (it was switched off). */
export async function failWaitingMessages(db: Executor, endpointId: string, reason: string): Promise<void> {
  await db
    .updateTable("webhook_messages")
    .set({ status: "failed", last_error: reason })
    .where("endpoint_id", "=", endpointId)
    .where("status", "=", "pending")
    .execute();
}

/** Deliveries done with (delivered or failed) made before `before`: the log keeps a month. */
export async function deleteFinishedMessagesBefore(db: Executor, before: string): Promise<void> {
  await db
    .deleteFrom("webhook_messages")
    .where("status", "in", ["delivered", "failed"])
    .where("created_at", "<", before)
    .execute();
}

export async function setMessagePending(db: Executor, id: string): Promise<void> {
  await db.updateTable("webhook_messages").set({ status: "pending" }).where("id", "=", id).execute();
}

export async function listMessages(db: Executor, endpointId: string, limit: number): Promise<WebhookMessageRow[]> {
  return db
    .selectFrom("webhook_messages")
    .selectAll()
    .where("endpoint_id", "=", endpointId)
    .orderBy("seq", "desc")
    .limit(limit)
    .execute();
}

export async function findMessage(
  db: Executor,
  endpointId: string,
  id: string,
): Promise<WebhookMessageRow | undefined> {
  return db
    .selectFrom("webhook_messages")
    .selectAll()
    .where("endpoint_id", "=", endpointId)
    .where("id", "=", id)
    .executeTakeFirst();
}
