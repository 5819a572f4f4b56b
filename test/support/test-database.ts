import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DialectName } from "../../src/server/db/database.js";
import type { Database } from "../../src/server/db/schema.js";
import { migrateToLatest } from "../../src/server/db/migrate.js";
import { postgresTemplate, sqliteTemplate, TEST_DATABASE_URL, testRun } from "./test-env.js";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL it was opened with: another process (a spawned server) reaches the same data with it. */
  url: string;
  cleanup(): Promise<void>;
}

/**
 * A migrated SQLite file, closed, for tests to copy: a copy costs a millisecond where migrating costs over 100.
 * Answers its path and how to remove it.
 */
export async function createSqliteTemplate(): Promise<{ path: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), "signaldesk-template-"));
  const path = join(dir, "app.db");
  const handle = openDatabase(`sqlite:${path}`);
  await migrateToLatest(handle.db);
  // Closing the last connection folds the write-ahead log into the file, so the file alone is the whole database.
  await handle.close();
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A migrated database of its own: a fresh SQLite file in a temp folder, or a schema of its own in the shared
 * PostgreSQL test database (every run on the machine shares it) as migrating leaves it, emptied for the worker's next
 * test afterwards.
 */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "signaldesk-test-"));
    const path = join(dir, "app.db");
    const url = `sqlite:${path}`;
    const template = sqliteTemplate();
    if (template) copyFileSync(template, path);
    const handle = openDatabase(url);
    if (!template) await migrateToLatest(handle.db);
    return {
      handle,
      url,
      cleanup: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const template = postgresTemplate();
  const schema = template
    ? (unused.pop() ?? (await replayedSchema(TEST_DATABASE_URL, template)))
    : await createPostgresSchema(TEST_DATABASE_URL);
  const handle = openDatabase(schema.url);
  if (!template) await migrateToLatest(handle.db);
  let released = false;
  return {
    handle,
    url: schema.url,
    cleanup: async () => {
      if (released) return;
      released = true;
      await handle.close();
      if (template && (await restored(schema, template))) unused.push(schema);
      // Dropping takes a while, and nothing waits on it: what a worker leaves, the run's teardown drops.
      else schema.drop().catch(() => {});
    },
  };
}

type Schema = Awaited<ReturnType<typeof createPostgresSchema>>;

/** This worker's schemas brought back to the template's state by the tests that used them, for the next ones. */
const unused: Schema[] = [];

async function replayedSchema(baseUrl: string, template: string): Promise<Schema> {
  const schema = await createPostgresSchema(baseUrl);
  await replayMigrations(schema, template);
  return schema;
}

/** One statement that migrating wrote, as PostgreSQL received it. */
interface Statement {
  sql: string;
  parameters: (string | number | boolean | null)[];
}

/** What migrating an empty PostgreSQL schema wrote, and the schema it wrote to (named in the migrator's own queries). */
interface PostgresTemplate {
  schema: string;
  statements: Statement[];
  /** A digest of the migrated schema's tables, columns, constraints, triggers (and whether each is on) and functions. */
  shape: string;
  /** What brings a used schema of that shape back to the migrated state: its rows and sequences as migrating left them. */
  reset: string;
}

/** {@link PostgresTemplate.shape} of the schema a client is in, its own name left out. */
const SHAPE = `select md5(string_agg(part, ',' order by part)) as shape from (
  select relname::text || ':' || relkind::text as part from pg_class where relnamespace = current_schema()::regnamespace
  union all
  select c.relname::text || '.' || a.attname::text || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and a.attnum > 0 and not a.attisdropped
  union all
  select conname::text || ':' || pg_get_constraintdef(oid) from pg_constraint where connamespace = current_schema()::regnamespace
  union all
  select t.tgname::text || ':' || t.tgenabled::text from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
  union all
  select proname::text || ':' || md5(prosrc) from pg_proc where pronamespace = current_schema()::regnamespace
) parts`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The statements that empty every table of the migrated schema a client is in and write back the rows and sequence
 * positions migrating left (foreign keys and triggers held off meanwhile, so order does not matter).
 */
async function resetStatements(client: pg.Client): Promise<string> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0
      and not a.attisdropped and a.attgenerated = ''
    group by c.relname order by c.relname`);
  const statements = ["set local session_replication_role = replica", "set local lock_timeout = '5s'"];
  for (const { name } of tables) statements.push(`delete from ${quoted(name)}`);
  for (const { name, columns } of tables) {
    const { rows } = await client.query<{ seed: unknown[] | null }>(
      `select json_agg(t) as seed from ${quoted(name)} t`,
    );
    const seed = rows[0]?.seed;
    if (!seed) continue;
    const list = columns.map(quoted).join(", ");
    statements.push(
      `insert into ${quoted(name)} (${list}) select ${list} from json_populate_recordset(null::${quoted(name)}, ${client.escapeLiteral(JSON.stringify(seed))})`,
    );
  }
  const { rows: sequences } = await client.query<{ name: string }>(
    "select sequencename as name from pg_sequences where schemaname = current_schema()",
  );
  for (const { name } of sequences) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value, is_called from ${quoted(name)}`,
    );
    const position = rows[0];
    if (position) statements.push(`select setval('${quoted(name)}', ${position.last_value}, ${position.is_called})`);
  }
  return statements.join(";\n");
}

/**
 * Brings a used schema back to the template's state, when its shape is still the template's (a test may have turned a
 * trigger off or dropped a table): whether it did.
 */
async function restored(schema: Schema, templatePath: string): Promise<boolean> {
  const template = templateAt(templatePath);
  return withClient(schema.url, async (client) => {
    const { rows } = await client.query<{ shape: string }>(SHAPE);
    if (rows[0]?.shape !== template.shape) return false;
    await client.query(`begin;\n${template.reset};\ncommit`);
    return true;
  }).catch(() => false);
}

const replayable = (value: unknown): string | number | boolean | null => {
  if (value instanceof Date) return value.toISOString();
  if (value === null || ["string", "number", "boolean"].includes(typeof value))
    return value as string | number | boolean;
  throw new Error(`A migration wrote a ${typeof value} parameter, which the PostgreSQL test template cannot replay`);
};

/**
 * Migrates a fresh PostgreSQL schema once and keeps what it wrote (its reads left out: what they found is in the
 * writes after them), in a file for the run's test databases to replay: a replay costs about half of migrating, which
 * runs each migration in its own steps. Answers the file's path and how to remove it and the schema.
 */
export async function createPostgresTemplate(baseUrl: string): Promise<{ path: string; remove(): Promise<void> }> {
  const schema = await createPostgresSchema(baseUrl);
  const statements: Statement[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url, max: 1 }) }),
    log: (event) => {
      if (event.level !== "query" || /^\s*select\b/i.test(event.query.sql)) return;
      statements.push({ sql: event.query.sql, parameters: event.query.parameters.map(replayable) });
    },
  });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  const { shape, reset } = await withClient(schema.url, async (client) => ({
    shape: (await client.query<{ shape: string }>(SHAPE)).rows[0]?.shape ?? "",
    reset: await resetStatements(client),
  }));
  const dir = mkdtempSync(join(tmpdir(), "signaldesk-template-"));
  const path = join(dir, "postgres.json");
  writeFileSync(path, JSON.stringify({ schema: schema.name, statements, shape, reset } satisfies PostgresTemplate));
  return {
    path,
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
      await schema.drop();
    },
  };
}

let readTemplate: PostgresTemplate | undefined;

/** The template the global set-up wrote at `path`, read once per worker. */
const templateAt = (path: string): PostgresTemplate =>
  (readTemplate ??= JSON.parse(readFileSync(path, "utf8")) as PostgresTemplate);

/**
 * Writes into `schema` what migrating wrote into the template's: the statements without parameters in one round
 * trip each run of them, in one transaction.
 */
async function replayMigrations(schema: { name: string; url: string }, templatePath: string): Promise<void> {
  const template = templateAt(templatePath);
  const renamed = (text: string) => text.replaceAll(`"${template.schema}"`, `"${schema.name}"`);
  await withClient(schema.url, async (client) => {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length > 0) await client.query(batch.join(";\n"));
      batch = [];
    };
    await client.query("begin");
    for (const { sql, parameters } of template.statements) {
      if (parameters.length === 0) {
        batch.push(renamed(sql));
        continue;
      }
      await flush();
      await client.query(
        renamed(sql),
        parameters.map((value) => (typeof value === "string" ? renamed(value) : value)),
      );
    }
    await flush();
    await client.query("commit");
  });
}

const SCHEMA_PREFIX = "test_";

/** Drops every schema the test run `run` made in the PostgreSQL database at `baseUrl` (the run's teardown). */
export async function dropRunSchemas(baseUrl: string, run: string): Promise<void> {
  await withClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where starts_with(nspname, $1)",
      [`${SCHEMA_PREFIX}${run}_`],
    );
    for (const { name } of rows) await client.query(`drop schema if exists ${quoted(name)} cascade`);
  });
}

/** `work` with a connection of its own to the PostgreSQL database at `url`, closed afterwards. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty schema in the PostgreSQL database at `baseUrl`: its URL (search_path set) and how to drop it. */
export async function createPostgresSchema(
  baseUrl: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const schema = `${SCHEMA_PREFIX}${testRun() ?? "x"}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const run = (sql: string) => withClient(baseUrl, async (client) => void (await client.query(sql)));
  await run(`create schema "${schema}"`);
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { name: schema, url: url.toString(), drop: () => run(`drop schema if exists "${schema}" cascade`) };
}
