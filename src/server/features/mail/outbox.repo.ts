import { sql, type Expression, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool } from "kysely";
import type { Executor } from "../../db/database.js";
import type { Database, EmailOutboxTable } from "../../db/schema.js";
import type { SelectedJob } from "../../lib/jobs/job-queue.js";

export type OutboxEmail = Selectable<EmailOutboxTable>;
export type NewOutboxEmail = Insertable<EmailOutboxTable>;

/** Records messages; one whose dedup key is taken already is left out. Answers the ids recorded. */
export async function insertOutboxEmails(db: Executor, emails: NewOutboxEmail[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  // SQLite takes at most 32,766 parameters in one statement: 17 columns × 500 rows stays well below.
  for (let i = 0; i < emails.length; i += 500) {
    const chunk = emails.slice(i, i + 500);
    const result = await db
      .insertInto("email_outbox")
      .values(chunk)
      .onConflict((oc) => oc.column("dedup_key").doNothing())
      .executeTakeFirst();
    const ids = chunk.map((email) => email.id);
    // Nearly always all of them went in; only when a dedup key was taken is it asked which did.
    const went = Number(result.numInsertedOrUpdatedRows ?? 0) === chunk.length ? ids : await existingIds(db, ids);
    for (const id of went) inserted.add(id);
  }
  return inserted;
}

async function existingIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom("email_outbox").select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id);
}

/** The job queue's kind for an email: one job per outbox row, its payload the row's id. */
export const EMAIL_JOB_KIND = "email";
/**
 * An outbox row the job queue sends is leased for good, so the previous release's own outbox worker (still running
 * during a rolling upgrade) never takes it too.
 */
export const HELD_BY_JOB_QUEUE = { lease_owner: "job-queue", lease_until: "9999-12-31T23:59:59.999Z" } as const;

/** The rows of these ids, for the email jobs that refer to them. */
export async function findOutboxEmails(db: Executor, ids: readonly string[]): Promise<Map<string, OutboxEmail>> {
  const found = new Map<string, OutboxEmail>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

/**
 * Delivered, each on its `attempts`-th attempt. The content goes (it may hold a sign-in link); who, what and when
 * stay.
 */
export async function markOutboxEmailsSent(
  db: Executor,
  sent: readonly { id: string; attempts: number }[],
  at: string,
): Promise<void> {
  // One statement per attempt count: nearly every message of a batch went on the same attempt.
  const byAttempts = new Map<number, string[]>();
  for (const { id, attempts } of sent) byAttempts.set(attempts, [...(byAttempts.get(attempts) ?? []), id]);
  for (const [attempts, ids] of byAttempts) {
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .updateTable("email_outbox")
        .set({ status: "sent", sent_at: at, attempts, props: "{}", body: "" })
        .where("id", "in", ids.slice(i, i + 500))
        .execute();
    }
  }
}

/** An attempt failed and is to be retried: how many were made, and why the last one failed (the mail viewer's). */
export async function noteOutboxEmailAttempt(db: Executor, id: string, attempts: number, error: string) {
  await db
    .updateTable("email_outbox")
    .set({ attempts, last_error: error })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/** Given up (`failed`) or not to be sent any more (`skipped`), with why; its content goes. */
export async function closeOutboxEmails(
  db: Executor,
  ids: readonly string[],
  status: "failed" | "skipped",
  reason: string,
  attempts?: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("email_outbox")
    .set({ status, last_error: reason, props: "{}", body: "", ...(attempts === undefined ? {} : { attempts }) })
    .where("status", "=", "pending")
    .where("id", "in", ids)
    .execute();
}

/**
 * Leases to `owner`, for good, up to 500 messages the previous release queued and its worker holds no lease on now
 * (a rolling upgrade), so that they can be handed to the job queue.
 */
export async function holdWaitingOutboxEmails(db: Executor, owner: string, now: string): Promise<void> {
  const free = (eb: ExpressionBuilder<Database, "email_outbox">) =>
    eb.and([eb("status", "=", "pending"), eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)])]);
  // The outer conditions repeat the inner ones: on PostgreSQL a row the previous release leased meanwhile is skipped.
  await db
    .updateTable("email_outbox")
    .set({ lease_owner: owner, lease_until: HELD_BY_JOB_QUEUE.lease_until })
    .where(free)
    .where("id", "in", db.selectFrom("email_outbox").select("id").where(free).limit(500))
    .execute();
}

/** One email job per message held by `owner`, due when the message was (for enqueueJobsSelected). */
export function outboxJobsHeldBy(owner: string): (eb: ExpressionBuilder<Database, "jobs">) => Expression<SelectedJob> {
  return outboxJobsWhere((where) => where("email_outbox.lease_owner", "=", owner));
}

/** One email job per message of these ids (at most 500), due when the message was: no rows travel through the app. */
export function outboxJobsOf(
  ids: readonly string[],
): (eb: ExpressionBuilder<Database, "jobs">) => Expression<SelectedJob> {
  return outboxJobsWhere((where) => where("email_outbox.id", "in", ids));
}

function outboxJobsWhere(
  which: (where: ExpressionBuilder<Database, "email_outbox">) => Expression<SqlBool>,
): (eb: ExpressionBuilder<Database, "jobs">) => Expression<SelectedJob> {
  return (eb) =>
    eb
      .selectFrom("email_outbox")
      .select((o) => [
        sql<string>`cast(${EMAIL_JOB_KIND} as text)`.as("kind"),
        o.ref("email_outbox.id").as("payload"),
        sql<string | null>`cast(null as text)`.as("batch_id"),
        o.ref("email_outbox.next_attempt_at").as("available_at"),
        o.ref("email_outbox.created_at").as("created_at"),
      ])
      .where(which);
}

/** The messages held by `owner` are the job queue's from now on. */
export async function handOutboxEmailsToQueue(db: Executor, owner: string): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set({ lease_owner: HELD_BY_JOB_QUEUE.lease_owner })
    .where("lease_owner", "=", owner)
    .execute();
}

/** Empties the content of messages written before `before`, delivered or not. */
export async function clearOutboxBodiesBefore(db: Executor, before: string): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set({ body: "", props: "{}" })
    .where("created_at", "<", before)
    .where((eb) => eb.or([eb("body", "!=", ""), eb("props", "!=", "{}")]))
    .execute();
}

/**
 * A message waiting longer than that is given up: what it said (a link, a reminder) is stale by then. Answers the
 * ids given up, whose jobs then go too.
 */
export async function expireOutboxEmailsBefore(db: Executor, before: string): Promise<string[]> {
  const rows = await db
    .updateTable("email_outbox")
    .set({ status: "failed", last_error: "not delivered within a day", props: "{}", body: "" })
    .where("status", "=", "pending")
    .where("created_at", "<", before)
    .where((eb) =>
      eb.or([
        eb("lease_until", "is", null),
        eb("lease_until", "<", before),
        eb("lease_owner", "=", HELD_BY_JOB_QUEUE.lease_owner),
      ]),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** Removes finished messages older than `before`; their dedup keys are past the facts that made them. */
export async function deleteFinishedOutboxEmailsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("email_outbox").where("status", "!=", "pending").where("created_at", "<", before).execute();
}

export function listOutboxEmails(db: Executor, recipient: string): Promise<OutboxEmail[]> {
  return db
    .selectFrom("email_outbox")
    .selectAll()
    .where("recipient", "=", recipient)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The newest messages, for the development mail viewer. */
export function listRecentOutboxEmails(db: Executor, limit: number): Promise<OutboxEmail[]> {
  return db
    .selectFrom("email_outbox")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export function findOutboxEmail(db: Executor, id: string): Promise<OutboxEmail | undefined> {
  return db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}
