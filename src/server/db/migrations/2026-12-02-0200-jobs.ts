import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/*
 * One durable job queue for all background work (docs/decisions/0026-one-job-queue.md). A job is a kind (which
 * handler runs it), its payload (the handler's own text), an optional batch (jobs that share one stored piece, such
 * as one push message sent to many devices) and an optional dedup key. Done jobs are deleted; a job given up stays,
 * `failed`, with why. The push queue's waiting deliveries move here; `push_jobs` stays, empty, for an instance of
 * the previous release still running during a rolling upgrade (what it queues it also sends).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoIncrement = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable("jobs")
    .addColumn("id", postgres ? "bigserial" : "integer", autoIncrement)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("batch_id", "text")
    .addColumn("dedup_key", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("available_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("jobs_due_idx").on("jobs").columns(["status", "kind", "available_at"]).execute();
  await db.schema.createIndex("jobs_batch_idx").on("jobs").column("batch_id").execute();

  // Waiting push deliveries keep their attempts, due time and last error; the jobs a lease holds are due again.
  await sql`insert into jobs (kind, payload, batch_id, status, attempts, available_at, last_error, created_at)
    select 'push', subscription_id, message_id, 'pending', attempts, available_at, last_error, created_at
    from push_jobs order by id`.execute(db);
  await sql`delete from push_jobs`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`insert into push_jobs (message_id, subscription_id, attempts, available_at, last_error, created_at)
    select batch_id, payload, attempts, available_at, last_error, created_at from jobs
    where kind = 'push' and status = 'pending'
      and batch_id in (select id from push_messages) and payload in (select id from push_subscriptions)`.execute(db);
  await db.schema.dropTable("jobs").execute();
}
