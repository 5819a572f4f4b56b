import { randomBytes } from "node:crypto";
import { createPostgresTemplate, createSqliteTemplate, dropRunSchemas } from "./test-database.js";
import { sharePostgresTemplate, shareSqliteTemplate, shareTestRun, TEST_DATABASE_URL } from "./test-env.js";

/**
 * Runs once before Vitest starts its workers: migrates one SQLite file that every SQLite test database of the run
 * starts as a copy of, and (with PostgreSQL to test against) one schema whose migration every PostgreSQL test schema
 * replays. Afterwards it drops every schema the run made, whatever its tests left.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString("hex");
  shareTestRun(run);
  const template = await createSqliteTemplate();
  shareSqliteTemplate(template.path);
  const postgres = TEST_DATABASE_URL ? await createPostgresTemplate(TEST_DATABASE_URL) : undefined;
  if (postgres) sharePostgresTemplate(postgres.path);
  return async () => {
    template.remove();
    await postgres?.remove();
    if (TEST_DATABASE_URL) await dropRunSchemas(TEST_DATABASE_URL, run);
  };
}
