import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DialectName } from "../../src/server/db/database.js";
import { migrateToLatest } from "../../src/server/db/migrate.js";
import { sqliteTemplate, TEST_DATABASE_URL } from "./test-env.js";

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
 * A migrated database of its own: a fresh SQLite file in a temp folder, or a fresh schema in the
 * shared PostgreSQL test database (every run on the machine shares it), dropped afterwards.
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
  const schema = await createPostgresSchema(TEST_DATABASE_URL);
  const handle = openDatabase(schema.url);
  await migrateToLatest(handle.db);
  return {
    handle,
    url: schema.url,
    cleanup: async () => {
      await handle.close();
      await schema.drop();
    },
  };
}

/** A fresh, empty schema in the PostgreSQL database at `baseUrl`: its URL (search_path set) and how to drop it. */
export async function createPostgresSchema(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema "${schema}"`);
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema if exists "${schema}" cascade`) };
}
