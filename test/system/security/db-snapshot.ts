import { sql } from "kysely";
import type { TestApp } from "../../support/test-app.js";

/**
 * Tables a refused request may still write to by design: sign-in attempts are counted to lock accounts, and the admin
 * log keeps an administrator's refused attempts beside the actions done (docs/admin-panel.md#admin-log), and the alert
 * log every alert received, refused ones too, and when its source last heard one (docs/integrations.md#providers).
 */
const RECORDS_REFUSALS = new Set(["sign_in_attempts", "admin_log", "alert_receipts", "alert_sources"]);

const tablesOf = new WeakMap<TestApp, Promise<string[]>>();

/**
 * The app's tables, read from the catalog so new ones are included: on PostgreSQL only this test's own schema
 * (other runs create and drop theirs in the same database meanwhile).
 */
function appTables(t: TestApp): Promise<string[]> {
  const db = t.database.handle.db;
  const cached = tablesOf.get(t);
  if (cached) return cached;
  const query = t.database.url.startsWith("postgres")
    ? sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`
    : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  const tables = query.execute(db).then((result) =>
    result.rows
      .map((row) => row.name)
      .filter((name) => !RECORDS_REFUSALS.has(name))
      .sort(),
  );
  tablesOf.set(t, tables);
  return tables;
}

/**
 * Every row of every table, as sorted JSON lines (on PostgreSQL, their digest, computed by the server: the rows need
 * not travel): equal snapshots mean nothing was written, and a difference names the table written to.
 */
export async function databaseSnapshot(t: TestApp): Promise<Record<string, string[]>> {
  const db = t.database.handle.db;
  const tables = await appTables(t);
  const snapshot: Record<string, string[]> = Object.fromEntries(tables.map((table) => [table, []]));
  if (t.database.url.startsWith("postgres")) {
    // One round trip for all tables: this runs after every request of the property tests.
    const row = sql`row_to_json(x)::text`;
    const selects = tables.map(
      (table) =>
        sql`select ${table} as t, md5(coalesce(string_agg(${row}, E'\n' order by ${row}), '')) as r
          from ${sql.table(table)} x`,
    );
    const rows = await sql<{ t: string; r: string }>`${sql.join(selects, sql` union all `)}`.execute(db);
    for (const row of rows.rows) snapshot[row.t]?.push(row.r);
  } else {
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      snapshot[table] = rows.rows.map((row) => JSON.stringify(row));
    }
  }
  for (const rows of Object.values(snapshot)) rows.sort();
  return snapshot;
}
