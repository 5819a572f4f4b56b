import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.js";
import { migrateToLatest } from "../../src/server/db/migrate.js";
import { createPostgresSchema, createTestDatabase } from "../support/test-database.js";
import { postgresTemplate, TEST_DATABASE_URL } from "../support/test-env.js";

/** Everything PostgreSQL knows of a schema's shape and its rows' count per table, without the schema's own name. */
async function shapeOf(url: string): Promise<unknown> {
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
    const schema = (await client.query("select current_schema() as name")).rows[0] as { name: string };
    return JSON.parse(JSON.stringify({ columns, indexes, constraints, rows }).replaceAll(schema.name, "<schema>"));
  } finally {
    await client.end();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe.runIf(TEST_DATABASE_URL && postgresTemplate())("a PostgreSQL test schema made from the run's template", () => {
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
});
