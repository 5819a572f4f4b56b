import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.js";
import { migrateToLatest } from "../../src/server/db/migrate.js";
import { createPostgresSchema, createTestDatabase } from "../support/test-database.js";
import { postgresTemplate, TEST_DATABASE_URL } from "../support/test-env.js";

/**
 * Everything PostgreSQL knows of a schema's shape and its rows per table (their count, or with `contents` the rows and
 * the sequences' positions), without the schema's own name.
 */
async function shapeOf(url: string, { contents = false } = {}): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const read = async (sql: string) => (await client.query(sql)).rows as unknown[];
    const columns = await read(`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = current_schema() order by table_name, column_name`);
    const indexes = await read(`select tablename, indexname, indexdef from pg_indexes
      where schemaname = current_schema() order by indexname`);
    const constraints =
      await read(`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = current_schema()::regnamespace order by conname`);
    const tables = (await read(`select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name`)) as { table_name: string }[];
    const rows: Record<string, unknown> = {};
    for (const { table_name } of tables) {
      const { rows: counted } = await client.query<{ count: number }>(
        `select count(*)::int as count from "${table_name}"`,
      );
      rows[table_name] = counted[0]?.count;
    }
    const triggers = await read(`select tgname, tgenabled from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal order by tgname`);
    const sequences = contents
      ? await read(
          "select sequencename, last_value from pg_sequences where schemaname = current_schema() order by sequencename",
        )
      : [];
    const schema = (await client.query("select current_schema() as name")).rows[0] as { name: string };
    return JSON.parse(
      JSON.stringify({ columns, indexes, constraints, triggers, rows, sequences }).replaceAll(schema.name, "<schema>"),
    );
  } finally {
    await client.end();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

// Each test makes, migrates and reads several schemas: seconds on a quiet machine, more on a loaded one.
describe.runIf(TEST_DATABASE_URL && postgresTemplate())(
  "a PostgreSQL test schema made from the run's template",
  { timeout: 90_000 },
  () => {
    it("has the tables, columns, indexes, constraints and rows that migrating a schema gives", async () => {
      const replayed = await createTestDatabase("postgres");
      cleanups.push(replayed.cleanup);
      const migrated = await createPostgresSchema(TEST_DATABASE_URL ?? "");
      cleanups.push(migrated.drop);
      const handle = openDatabase(migrated.url);
      cleanups.push(() => handle.close());
      await migrateToLatest(handle.db);

      const shape = await shapeOf(replayed.url);
      expect(shape).toEqual(await shapeOf(migrated.url));
      expect(JSON.stringify(shape)).toContain("kysely_migration");
    });

    it("is a used one brought back to the migrated rows and sequences, unless the test changed its shape", async () => {
      const fresh = await createTestDatabase("postgres");
      cleanups.push(fresh.cleanup);
      const used = await createTestDatabase("postgres");
      await sql`update email_signing_keys set secret = 'changed'`.execute(used.handle.db);
      await sql`select nextval(pg_get_serial_sequence('webhook_messages', 'seq'))`.execute(used.handle.db);
      await sql`delete from kysely_migration_lock`.execute(used.handle.db);
      await used.cleanup();

      const again = await createTestDatabase("postgres");
      expect(again.url).toBe(used.url);
      expect(await shapeOf(again.url, { contents: true })).toEqual(await shapeOf(fresh.url, { contents: true }));
      await sql`alter table position_events disable trigger position_events_append_only`.execute(again.handle.db);
      await again.cleanup();

      const next = await createTestDatabase("postgres");
      cleanups.push(next.cleanup);
      expect(next.url).not.toBe(used.url);
      expect(await shapeOf(next.url, { contents: true })).toEqual(await shapeOf(fresh.url, { contents: true }));
    });
  },
);
