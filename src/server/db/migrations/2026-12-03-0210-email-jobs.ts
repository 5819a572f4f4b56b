import { sql, type Kysely } from "kysely";

/*
 * Email moves onto the one job queue (docs/decisions/0026-one-job-queue.md): `email_outbox` stays the record of what
 * was sent to whom, and each message still waiting gets an `email` job (its payload the row's id) that keeps its
 * attempts, due time and last error. A message the queue holds is leased for good in the outbox, so an instance of
 * the previous release still running during a rolling upgrade never sends it too; one it is sending now (leased by
 * it) stays its own, and the new release takes it over if it is still waiting once that lease has run out. No
 * column goes: the previous release still writes them.
 */
const HELD_BY_JOB_QUEUE = { owner: "job-queue", until: "9999-12-31T23:59:59.999Z" };

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  const free = sql`status = 'pending' and (lease_until is null or lease_until < ${now})`;
  await sql`insert into jobs (kind, payload, status, attempts, available_at, last_error, created_at)
    select 'email', id, 'pending', attempts, next_attempt_at, last_error, created_at
    from email_outbox where ${free} order by created_at, id`.execute(db);
  await sql`update email_outbox set lease_owner = ${HELD_BY_JOB_QUEUE.owner}, lease_until = ${HELD_BY_JOB_QUEUE.until}
    where ${free}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update email_outbox set lease_owner = null, lease_until = null,
    next_attempt_at = coalesce((select min(available_at) from jobs where kind = 'email' and payload = email_outbox.id), next_attempt_at)
    where status = 'pending' and lease_until = ${HELD_BY_JOB_QUEUE.until}`.execute(db);
  await sql`delete from jobs where kind = 'email'`.execute(db);
}
