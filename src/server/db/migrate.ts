import { Migrator, type Migration, type MigrationProvider } from "kysely";
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
 * Brings the schema up to date; throws with the failing migration's name. `schema` names the PostgreSQL schema
 * the connection's search_path points at: without it Kysely looks for its bookkeeping tables in every schema, so
 * another schema's `kysely_migration_lock` (a parallel test's) counts as ours and the run fails.
 */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: options.schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${cause}`, { cause: error });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
