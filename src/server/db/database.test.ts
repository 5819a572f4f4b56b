import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { startSession } from "../features/auth/sessions.service.js";
import { createUser } from "../features/users/users.service.js";
import { openDatabase, type DatabaseHandle } from "./database.js";
import { migrateToLatest } from "./migrate.js";

describe.each(TEST_DIALECTS)("database on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.cleanup();
  });

  it("migrates once: a second run applies nothing", async () => {
    database = await createTestDatabase(dialect);
    expect(await migrateToLatest(database.handle.db)).toEqual([]);
  });

  it("deletes a user's sessions with the user (foreign keys are enforced)", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    const now = new Date();
    const user = await createUser(
      { db },
      { email: "fk@example.com", passwordHash: "x", firstName: "F", lastName: "K" },
      now,
    );
    await startSession(db, user, now);
    await db.deleteFrom("users").where("id", "=", user.id).execute();
    expect(await db.selectFrom("sessions").selectAll().execute()).toEqual([]);
    await expect(
      db
        .insertInto("sessions")
        .values({ id: "h", user_id: "missing", created_at: "", last_seen_at: "", expires_at: "" })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("SQLite settings", () => {
  it("runs in WAL mode with foreign keys, a 5 s busy timeout and synchronous NORMAL (the WAL flushed apart)", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(database.handle.db)).rows[0] as object)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("busy_timeout")).toBe(5000);
      expect(await pragma("synchronous")).toBe(1);
    } finally {
      await database.cleanup();
    }
  });
});

/** A second process that takes SQLite's write lock, says "locked", holds it for `ms` and commits a row. */
function holdWriteLock(file: string, ms: number) {
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(process.argv[1]);
    db.pragma("busy_timeout = 5000");
    db.exec("begin immediate");
    db.prepare("insert into app_settings (key, value, updated_at) values ('held-by-another-process', '1', '')").run();
    process.stdout.write("locked\\n");
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.argv[2]));
    db.exec("commit");
  `;
  const child = spawn(process.execPath, ["-e", script, file, String(ms)], { stdio: ["ignore", "pipe", "inherit"] });
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the locking process ended first (${code})`)));
  });
  return { locked, exited: once(child, "exit") };
}

describe("SQLite beside another process", () => {
  it("lets a transaction that reads before it writes wait for another process's write instead of failing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "signaldesk-two-processes-"));
    const handle = openDatabase(`sqlite:${join(dir, "shared.db")}`);
    try {
      await migrateToLatest(handle.db);
      const other = holdWriteLock(join(dir, "shared.db"), 300);
      await other.locked;
      // The shape of a service's transaction: read what is there, then write. A deferred transaction would read
      // an old snapshot and fail with SQLITE_BUSY at its write, however long the busy timeout.
      await handle.db.transaction().execute(async (trx) => {
        await trx.selectFrom("app_settings").select("key").execute();
        await trx.insertInto("app_settings").values({ key: "written-here", value: "1", updated_at: "" }).execute();
      });
      await other.exited;
      const keys = (await handle.db.selectFrom("app_settings").select("key").execute()).map((row) => row.key);
      expect(keys).toEqual(expect.arrayContaining(["held-by-another-process", "written-here"]));
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("SQLite commits reaching the disk", () => {
  let dir: string;
  let handle: DatabaseHandle;
  let syncs: number;
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
  async function open() {
    dir = mkdtempSync(join(tmpdir(), "signaldesk-sync-"));
    syncs = 0;
    handle = openDatabase(`sqlite:${join(dir, "app.db")}`, {
      syncFile: async (file) => {
        syncs += 1;
        await file.datasync();
      },
    });
    await migrateToLatest(handle.db);
    await handle.durable();
    syncs = 0;
  }
  const insertSetting = (key: string) =>
    handle.db.insertInto("app_settings").values({ key, value: "1", updated_at: "" }).execute();

  it("waits for nothing after reads", async () => {
    await open();
    await handle.db.selectFrom("app_settings").selectAll().execute();
    await handle.db.transaction().execute((trx) => trx.selectFrom("app_settings").selectAll().execute());
    expect(handle.unsynced()).toBe(false);
    await handle.durable();
    expect(syncs).toBe(0);
  });

  it("knows a write is not yet flushed until durable() has flushed it", async () => {
    await open();
    await insertSetting("a");
    expect(handle.unsynced()).toBe(true);
    await handle.durable();
    expect(handle.unsynced()).toBe(false);
    expect(syncs).toBe(1);
    await handle.durable();
    expect(syncs).toBe(1);
  });

  it("counts a transaction's commit, not each of its writes, and not a rolled-back one", async () => {
    await open();
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.insertInto("app_settings").values({ key: "x", value: "1", updated_at: "" }).execute();
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(handle.unsynced()).toBe(false);
  });

  it("counts a transaction's commit, not each of its writes", async () => {
    await open();
    await handle.db.transaction().execute(async (trx) => {
      await trx.insertInto("app_settings").values({ key: "b", value: "1", updated_at: "" }).execute();
      await trx.insertInto("app_settings").values({ key: "c", value: "1", updated_at: "" }).execute();
    });
    await Promise.all([handle.durable(), handle.durable()]);
    expect(syncs).toBe(1);
  });

  it("counts no commit for a write that changed no row (a lease finding no job due), but one that did", async () => {
    await open();
    await handle.db.updateTable("app_settings").set({ value: "2" }).where("key", "=", "none").execute();
    await handle.db.deleteFrom("app_settings").where("key", "=", "none").execute();
    await handle.db
      .insertInto("app_settings")
      .values({ key: "f", value: "1", updated_at: "" })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    expect(handle.unsynced()).toBe(true);
    await handle.durable();
    await handle.db
      .insertInto("app_settings")
      .values({ key: "f", value: "1", updated_at: "" })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable("app_settings").set({ value: "2" }).where("key", "=", "none").execute();
    });
    expect(handle.unsynced()).toBe(false);
    await handle.db.updateTable("app_settings").set({ value: "2" }).where("key", "=", "f").execute();
    expect(handle.unsynced()).toBe(true);
    await handle.durable();
    await handle.db.schema.createTable("scratch").addColumn("a", "text").execute();
    expect(handle.unsynced()).toBe(true);
    expect(syncs).toBe(2);
  });

  it("flushes the commits made during a flush with the next one", async () => {
    await open();
    await insertSetting("d");
    const first = handle.durable();
    await insertSetting("e");
    const second = handle.durable();
    await Promise.all([first, second]);
    expect(syncs).toBe(2);
    expect(handle.unsynced()).toBe(false);
  });
});

describe("SQLite files", () => {
  it("closes the file when closed before any query, so nothing reads it afterwards", async () => {
    const parent = mkdtempSync(join(tmpdir(), "signaldesk-close-"));
    try {
      const database = openDatabase(`sqlite:${join(parent, "app.db")}`);
      await database.close();
      await expect(database.ping()).rejects.toThrow();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("creates the data folder, the database and its -wal and -shm files readable by their owner only", async () => {
    const parent = mkdtempSync(join(tmpdir(), "signaldesk-modes-"));
    const file = join(parent, "data", "app.db");
    const database = openDatabase(`sqlite:${file}`);
    try {
      await migrateToLatest(database.db);
      const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
      expect(mode(join(parent, "data"))).toBe("700");
      expect(mode(file)).toBe("600");
      expect(mode(`${file}-wal`)).toBe("600");
      expect(mode(`${file}-shm`)).toBe("600");
    } finally {
      await database.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
