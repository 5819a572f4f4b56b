import { PostgresAdapter, sql, type Kysely } from "kysely";

/*
 * Published heads of the track record's chain (docs/decisions/0015-verifiable-track-record.md): the newest event's
 * sequence and link hash at the moment, stored once a day and on an admin's demand. Append-only like the events:
 * the database refuses to change or delete one. A head's sequence is unique (the chain must have grown since the
 * last one), and so is the daily key, so instances running the daily job together write one head a day.
 */

const APPEND_ONLY = "record_heads are append-only: a published head is never changed or deleted";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("record_heads")
    .addColumn("sequence", "integer", (col) => col.primaryKey())
    .addColumn("hash", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("daily_key", "text", (col) => col.unique())
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create function record_heads_append_only() returns trigger language plpgsql as $$
        begin raise exception '${APPEND_ONLY}'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger record_heads_append_only before update or delete on record_heads
        for each row execute function record_heads_append_only()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger record_heads_no_update before update on record_heads
        begin select raise(abort, '${APPEND_ONLY}'); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger record_heads_no_delete before delete on record_heads
        begin select raise(abort, '${APPEND_ONLY}'); end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("record_heads").execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw("drop function record_heads_append_only()").execute(db);
  }
}
