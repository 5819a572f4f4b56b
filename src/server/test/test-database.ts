import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DialectName } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { TEST_DATABASE_URL } from "./test-env.js";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL it was opened with: another process (a spawned server) reaches the same data with it. */
  url: string;
  cleanup(): Promise<void>;
}

/**
 * A migrated database of its own: a fresh SQLite file in a temp folder, or a fresh schema in the
 * shared PostgreSQL test database (every run on the machine shares it), dropped afterwards.
 */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "signaldesk-test-"));
    const url = `sqlite:${join(dir, "app.db")}`;
    const handle = openDatabase(url);
    await migrateToLatest(handle.db);
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
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const handle = openDatabase(url.toString());
  await migrateToLatest(handle.db);
  return {
    handle,
    url: url.toString(),
    cleanup: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}
