import type { Expression, ExpressionBuilder, Insertable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { Database, JobsTable } from "../../db/schema.js";
import { leaseDueRows } from "../../db/leases.js";

/** A job as its handler sees it. */
export interface JobRow {
  id: number;
  kind: string;
  payload: string;
  batchId: string | null;
  /** This attempt's number: 1 the first time. */
  attempts: number;
  createdAt: string;
}

export type NewJobRow = Omit<Insertable<JobsTable>, "id" | "status" | "attempts" | "finished_at">;

/** Inserts jobs; one whose dedup key is taken by a job not yet done is left out. Answers how many were inserted. */
export async function insertJobs(db: Executor, jobs: readonly NewJobRow[]): Promise<number> {
  let inserted = 0;
  // SQLite takes at most 32,766 parameters in one statement: 7 columns × 500 rows stays well below.
  for (let i = 0; i < jobs.length; i += 500) {
    const result = await db
      .insertInto("jobs")
      .values(jobs.slice(i, i + 500))
      .onConflict((oc) => oc.column("dedup_key").doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** The columns a query handed to insertJobsSelected answers, one row per job. */
export type SelectedJob = {
  kind: string;
  payload: string;
  batch_id: string | null;
  available_at: string;
  created_at: string;
};

/**
 * Inserts one job per row a query answers, in a single INSERT … SELECT: no rows travel through the app (a push to
 * every member's every device). Answers how many were inserted.
 */
export async function insertJobsSelected(
  db: Executor,
  select: (eb: ExpressionBuilder<Database, "jobs">) => Expression<SelectedJob>,
): Promise<number> {
  const result = await db
    .insertInto("jobs")
    .columns(["kind", "payload", "batch_id", "available_at", "created_at"])
    .expression(select)
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Leases up to `limit` due jobs of `kind` to `owner` until `until` (db/leases.ts) and answers them. */
export async function claimJobs(
  db: Executor,
  kind: string,
  lease: { owner: string; now: string; until: string; limit: number },
): Promise<JobRow[]> {
  await leaseDueRows(
    db,
    { table: "jobs", due: "available_at", pendingOnly: true, order: "available_at" },
    { ...lease, kinds: [kind] },
  );
  const rows = await db
    .selectFrom("jobs")
    .select(["id", "kind", "payload", "batch_id", "attempts", "created_at"])
    .where("lease_owner", "=", lease.owner)
    .where("lease_until", "=", lease.until)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload,
    batchId: row.batch_id,
    attempts: row.attempts,
    createdAt: row.created_at,
  }));
}

/** Done: deleted, only while still leased to `owner`, so a job is finished once. */
export async function deleteDoneJobs(db: Executor, owner: string, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .deleteFrom("jobs")
      .where("lease_owner", "=", owner)
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
  }
}

/** Back in the queue, due at `availableAt`, with why; an attempt put off (not failed) is not counted. */
export async function retryJob(
  db: Executor,
  owner: string,
  id: number,
  availableAt: string,
  error: string,
  countAttempt = true,
): Promise<void> {
  await db
    .updateTable("jobs")
    .set((eb) => ({
      available_at: availableAt,
      lease_owner: null,
      lease_until: null,
      last_error: error,
      attempts: countAttempt ? eb.ref("attempts") : eb("attempts", "-", 1),
    }))
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}

/** Given up, with why: kept for the operator; its dedup key is freed so the same work may be queued again. */
export async function failJob(db: Executor, owner: string, id: number, reason: string, at: string): Promise<void> {
  await db
    .updateTable("jobs")
    .set({
      status: "failed",
      last_error: reason,
      finished_at: at,
      dedup_key: null,
      lease_owner: null,
      lease_until: null,
    })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}

/** Removes the waiting jobs of `kind` with these payloads; one leased now is left to finish. */
export async function deleteWaitingJobs(
  db: Executor,
  kind: string,
  payloads: readonly string[],
  now: string,
): Promise<void> {
  for (let i = 0; i < payloads.length; i += 500) {
    await db
      .deleteFrom("jobs")
      .where("kind", "=", kind)
      .where("status", "=", "pending")
      .where("payload", "in", payloads.slice(i, i + 500))
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
      .execute();
  }
}

/** The waiting jobs of `kind` due later are due at `now`. */
export async function makeJobsDue(db: Executor, kind: string, now: string): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ available_at: now })
    .where("kind", "=", kind)
    .where("status", "=", "pending")
    .where("available_at", ">", now)
    .execute();
}

/** Removes jobs given up before `before`. */
export async function deleteFailedJobsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("jobs").where("status", "=", "failed").where("finished_at", "<", before).execute();
}

/**
 * Jobs of `kind` waiting (done ones are deleted), when the oldest was queued, and how many were given up: one cheap
 * aggregate.
 */
export async function pendingJobs(
  db: Executor,
  kind: string,
): Promise<{ depth: number; oldestCreatedAt: string | undefined; failed: number }> {
  const rows = await db
    .selectFrom("jobs")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("kind", "=", kind)
    .groupBy("status")
    .execute();
  const pending = rows.find((row) => row.status === "pending");
  const failed = rows.find((row) => row.status === "failed");
  return {
    depth: Number(pending?.n ?? 0),
    oldestCreatedAt: pending?.oldest ?? undefined,
    failed: Number(failed?.n ?? 0),
  };
}
