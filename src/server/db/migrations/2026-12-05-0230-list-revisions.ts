import { PostgresAdapter, sql, type Kysely } from "kysely";

/*
 * A counter the database raises on every write to `positions`, so that `GET /api/positions` learns whether its
 * prepared list is still current by reading one row instead of counting the table (docs/performance.md). Triggers,
 * not the repository, raise it: no write to the table, now or later, can forget to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("list_revisions")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("revision", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into list_revisions (name, revision) values ('positions', 0)`.execute(db);

  const raise = "update list_revisions set revision = revision + 1 where name = 'positions'";
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create function positions_revision_raise() returns trigger language plpgsql as $$
        begin ${raise}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger positions_revision after insert or update or delete on positions
        for each statement execute function positions_revision_raise()`,
      )
      .execute(db);
  } else {
    for (const operation of ["insert", "update", "delete"]) {
      await sql
        .raw(`create trigger positions_revision_${operation} after ${operation} on positions begin ${raise}; end`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw("drop trigger positions_revision on positions").execute(db);
    await sql.raw("drop function positions_revision_raise()").execute(db);
  } else {
    for (const operation of ["insert", "update", "delete"]) {
      await sql.raw(`drop trigger positions_revision_${operation}`).execute(db);
    }
  }
  await db.schema.dropTable("list_revisions").execute();
}
