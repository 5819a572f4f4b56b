import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./database.js";
import * as usersAndSessions from "./migrations/2026-11-21-0001-users-and-sessions.js";
import * as payments from "./migrations/2026-11-21-0002-payments.js";
import * as positions from "./migrations/2026-11-21-0003-positions.js";

/**
 * Every migration, in order. Listed explicitly (rather than read from the folder) so the same list
 * runs from TypeScript sources in tests and from the compiled build. A landed migration is never edited.
 */
const MIGRATIONS: Record<string, Migration> = {
  "2026-11-21-0001-users-and-sessions": usersAndSessions,
  "2026-11-21-0002-payments": payments,
  "2026-11-21-0003-positions": positions,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Kysely's migrator looks for its own tables in every schema it can see. On PostgreSQL it is told the schema in use,
 * or another schema's migration tables (another app's, or parallel tests' in schemas of their own) count as ours
 * and it skips creating them here ("relation kysely_migration_lock does not exist").
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await migrationTableSchema(db) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${cause}`, { cause: error });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
