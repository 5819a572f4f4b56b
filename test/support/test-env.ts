/** The test suite's only reader of the environment: which optional real services to test against. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const TEST_DIALECTS: ("sqlite" | "postgres")[] = TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** Spawned processes get this PATH and nothing else of the environment the tests run in. */
export const PATH = process.env.PATH ?? "";

/** Redis for the cross-instance tests; `.ci/run` sets it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

const SQLITE_TEMPLATE = "SIGNALDESK_TEST_SQLITE_TEMPLATE";

/** The migrated SQLite file each test database starts as a copy of, when Vitest's global set-up made one. */
export const sqliteTemplate = (): string | undefined => process.env[SQLITE_TEMPLATE];

/** Names the template for the workers Vitest starts next (they inherit the environment). */
export function shareSqliteTemplate(path: string): void {
  process.env[SQLITE_TEMPLATE] = path;
}

const POSTGRES_TEMPLATE = "SIGNALDESK_TEST_POSTGRES_TEMPLATE";

/** The file of statements each PostgreSQL test schema replays instead of migrating, when the global set-up made one. */
export const postgresTemplate = (): string | undefined => process.env[POSTGRES_TEMPLATE];

/** Names that file for the workers Vitest starts next. */
export function sharePostgresTemplate(path: string): void {
  process.env[POSTGRES_TEMPLATE] = path;
}

const TEST_RUN = "SIGNALDESK_TEST_RUN";

/** The run's name, in every PostgreSQL schema it makes: what its teardown drops. */
export const testRun = (): string | undefined => process.env[TEST_RUN];

export function shareTestRun(run: string): void {
  process.env[TEST_RUN] = run;
}
