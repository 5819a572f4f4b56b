import { sql, type Kysely } from "kysely";

/*
 * The rooms' work moves onto the one job queue (docs/decisions/0026-one-job-queue.md): each waiting row of
 * `room_outbox` becomes a job of its room's kind (`room:<platform>`), keeping its payload, dedup key, attempts, due
 * time and last error. A post stays done for good once done: the keys of the posts and member messages the outbox
 * finished move to `room_jobs_done`, which the handler reads before it posts. `room_outbox` stays, empty, for an
 * instance of the previous release still running during a rolling upgrade (what it queues it also sends).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("room_jobs_done")
    .addColumn("dedup_key", "text", (c) => c.primaryKey())
    .addColumn("done_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("room_jobs_done_at_idx").on("room_jobs_done").column("done_at").execute();

  await sql`insert into room_jobs_done (dedup_key, done_at)
    select dedup_key, coalesce(done_at, created_at) from room_outbox
    where status <> 'pending' and dedup_key is not null`.execute(db);
  await sql`insert into jobs (kind, payload, dedup_key, status, attempts, available_at, last_error, created_at)
    select 'room:' || platform, payload, dedup_key, 'pending', attempts, next_attempt_at, last_error, created_at
    from room_outbox where status = 'pending' order by created_at, id`.execute(db);
  await sql`delete from room_outbox where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    id: number | string;
    kind: string;
    payload: string;
    dedup_key: string | null;
    attempts: number;
    available_at: string;
    last_error: string | null;
    created_at: string;
  }>`select id, kind, payload, dedup_key, attempts, available_at, last_error, created_at from jobs
    where kind like 'room:%' and status = 'pending' order by id`.execute(db);
  for (const row of rows) {
    const { kind } = JSON.parse(row.payload) as { kind: string };
    await sql`insert into room_outbox (id, platform, kind, payload, dedup_key, status, attempts, next_attempt_at, last_error, created_at)
      values (${`job-${row.id}`}, ${row.kind.slice("room:".length)}, ${kind}, ${row.payload}, ${row.dedup_key}, 'pending',
        ${row.attempts}, ${row.available_at}, ${row.last_error}, ${row.created_at})`.execute(db);
  }
  await sql`delete from jobs where kind like 'room:%'`.execute(db);
  await db.schema.dropTable("room_jobs_done").execute();
}
