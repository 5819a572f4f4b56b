import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import { leaseDueRows } from "../../db/leases.js";
import type { EmailOutboxTable } from "../../db/schema.js";

export type OutboxEmail = Selectable<EmailOutboxTable>;
export type NewOutboxEmail = Insertable<EmailOutboxTable>;

/** Queues messages; one whose dedup key is queued already is left out. Answers how many were queued. */
export async function insertOutboxEmails(db: Executor, emails: NewOutboxEmail[]): Promise<number> {
  let inserted = 0;
  // SQLite takes at most 32,766 parameters in one statement: 15 columns × 500 rows stays well below.
  for (let i = 0; i < emails.length; i += 500) {
    const result = await db
      .insertInto("email_outbox")
      .values(emails.slice(i, i + 500))
      .onConflict((oc) => oc.column("dedup_key").doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** Leases up to `limit` due messages to `owner` until `leaseUntil` (db/leases.ts) and answers them. */
export async function claimOutboxEmails(
  db: Executor,
  owner: string,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<OutboxEmail[]> {
  await leaseDueRows(
    db,
    { table: "email_outbox", due: "next_attempt_at", pendingOnly: true, order: "next_attempt_at" },
    { owner, now, until: leaseUntil, limit },
  );
  return db
    .selectFrom("email_outbox")
    .selectAll()
    .where("lease_owner", "=", owner)
    .where("lease_until", "=", leaseUntil)
    .execute();
}

/**
 * Delivered: only while still leased to `owner`, so a message is finished once. The content goes (it may hold a
 * sign-in link); who, what and when stay.
 */
export async function markOutboxEmailsSent(db: Executor, owner: string, ids: string[], at: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable("email_outbox")
      .set({ status: "sent", sent_at: at, props: "{}", body: "", lease_owner: null, lease_until: null })
      .where("lease_owner", "=", owner)
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
  }
}

/** Back in the queue, due at `dueAt`, with why the attempt failed. */
export async function retryOutboxEmail(
  db: Executor,
  owner: string,
  id: string,
  dueAt: string,
  error: string,
): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set({ next_attempt_at: dueAt, lease_owner: null, lease_until: null, last_error: error })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}

/** Given up (`failed`) or not to be sent any more (`skipped`), with why; its content goes. */
export async function closeOutboxEmails(
  db: Executor,
  owner: string,
  ids: string[],
  status: "failed" | "skipped",
  reason: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("email_outbox")
    .set({ status, last_error: reason, props: "{}", body: "", lease_owner: null, lease_until: null })
    .where("lease_owner", "=", owner)
    .where("id", "in", ids)
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

/** A message waiting longer than that is given up: what it said (a link, a reminder) is stale by then. */
export async function expireOutboxEmailsBefore(db: Executor, before: string): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set({ status: "failed", last_error: "not delivered within a day", props: "{}", body: "" })
    .where("status", "=", "pending")
    .where("created_at", "<", before)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", before)]))
    .execute();
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

/** Messages waiting to be handed to the mail server (all of them when no SMTP_URL is set). */
export async function countPendingEmails(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("email_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("pending"))
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(row?.pending ?? 0);
}
