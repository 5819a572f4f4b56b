import { sql } from "kysely";
import { dialectOf, type Executor } from "./database.js";

/** A queue every instance works by lease (the job queue, the email outbox). */
export interface LeasedQueue {
  table: "jobs" | "email_outbox" | "push_jobs";
  /** The column that says when a row is due. */
  due: "next_attempt_at" | "available_at";
  /** Only rows still pending: for queues that keep their finished rows. */
  pendingOnly: boolean;
  /** Oldest first by this column, then by id. */
  order: "next_attempt_at" | "available_at" | "created_at";
}

/**
 * Leases up to `limit` due rows to `owner` until `until`, counting an attempt on each. A row never leased, or whose
 * lease ran out (its worker died mid-send), is due again. The caller reads its rows back by owner and lease.
 *
 * On PostgreSQL instances lease at the same time: the rows another instance is leasing right now are passed over
 * (`skip locked`), not waited for. Without it the second instance waited for the first one's commit and then found
 * every row it had chosen taken, leased nothing and slept until its next poll: two instances sent a push fan-out
 * slower than one. The outer conditions repeat the inner ones, so that a row another instance leased meanwhile is
 * checked again under its lock and skipped. SQLite has one writer; its leases never overlap.
 */
export async function leaseDueRows(
  db: Executor,
  queue: LeasedQueue,
  lease: {
    owner: string;
    now: string;
    until: string;
    limit: number;
    /** The job queue's: only jobs of these kinds (one kind's worker leases only its own). */
    kinds?: readonly string[];
  },
): Promise<void> {
  const table = sql.table(queue.table);
  const pending = queue.pendingOnly ? sql`and status = 'pending'` : sql``;
  const kind =
    lease.kinds === undefined ? sql`` : sql`and kind in (${sql.join(lease.kinds.map((name) => sql`${name}`))})`;
  const free = sql`${sql.ref(queue.due)} <= ${lease.now} and (lease_until is null or lease_until < ${lease.now}) ${pending} ${kind}`;
  const chosen = sql`select id from ${table} where ${free} order by ${sql.ref(queue.order)}, id limit ${lease.limit}`;
  const set = sql`set lease_owner = ${lease.owner}, lease_until = ${lease.until}, attempts = attempts + 1`;
  // Materialized: chosen once. As a subquery of the update, PostgreSQL may run it again for each row, and each run
  // would see the rows just leased as taken and choose the next ones, leasing far more than `limit`.
  const statement =
    dialectOf(db) === "postgres"
      ? sql`with chosen as materialized (${chosen} for update skip locked)
          update ${table} ${set} where ${free} and id in (select id from chosen)`
      : sql`update ${table} ${set} where ${free} and id in (${chosen})`;
  await statement.execute(db);
}
