import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { bootstrapAdminEnv, withCode } from "../../../test/support/admin-sign-in.js";
import { positionInput } from "../../../test/support/positions.js";
import { spawnTs } from "../../../test/support/spawn.js";
import { cookieOf, startSpawnedServer, type SpawnedServer } from "../../../test/support/spawned-server.js";
import { backupSqlite } from "./backup.js";

const ADMIN = { email: "ops@example.com", password: "backup admin password" };

describe("db:backup", () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.reverse()) cleanup();
    cleanups.length = 0;
  });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "signaldesk-backup-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const startServer = async (databasePath: string) => {
    const server = await startSpawnedServer({
      DATABASE_URL: `sqlite:${databasePath}`,
      ...bootstrapAdminEnv(ADMIN),
    });
    cleanups.push(() => server.process.child.kill("SIGKILL"));
    return server;
  };
  const publish = async (server: SpawnedServer, admin: string, asset: string) => {
    const answer = await server.call("POST", "/api/positions", { cookie: admin, body: positionInput({ asset }) });
    expect(answer.status).toBe(201);
    return (answer.body as { id: string }).id;
  };

  it("copies a live server's database under a burst of writes into a whole database another server starts on", async () => {
    const dir = tempDir();
    const live = await startServer(join(dir, "app.db"));
    const admin = cookieOf(await live.call("POST", "/api/auth/login", { body: withCode(ADMIN) }));
    const committedBefore: string[] = [];
    for (let i = 0; i < 30; i += 1) committedBefore.push(await publish(live, admin, `BEFORE${i}`));

    let writing = true;
    let writtenDuring = 0;
    const writers = Array.from({ length: 4 }, async (_, lane) => {
      for (let i = 0; writing; i += 1) {
        await publish(live, admin, `DURING${lane}X${i}`);
        writtenDuring += 1;
      }
    });
    const backup = spawnTs("src/server/db/backup-cli.ts", { DATABASE_URL: `sqlite:${join(dir, "app.db")}` }, [
      "--to",
      join(dir, "backups/"),
    ]);
    const exitCode = await backup.exited;
    writing = false;
    await Promise.all(writers);
    expect(exitCode, backup.output()).toBe(0);
    expect(writtenDuring).toBeGreaterThan(0);
    const [file] = readdirSync(join(dir, "backups"));
    expect(file).toMatch(/^app-\d{4}-\d{2}-\d{2}T[\d-]+Z\.db$/);

    const restored = join(tempDir(), "restored.db");
    copyFileSync(join(dir, "backups", file ?? ""), restored);
    const check = new SQLite(restored);
    expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
    check.close();
    const server = await startServer(restored);
    expect((await server.call("GET", "/readyz")).status).toBe(200);
    // The copy remembers the code the live server accepted: the restored one is given the app's next code.
    const next = withCode(ADMIN, new Date(Date.now() + 30_000));
    const cookie = cookieOf(await server.call("POST", "/api/auth/login", { body: next }));
    const list = await server.call("GET", "/api/positions", { cookie });
    const ids = new Set((list.body as { id: string }[]).map((position) => position.id));
    expect(committedBefore.filter((id) => !ids.has(id))).toEqual([]);
  }, 120_000);

  it("keeps only the newest N backups in a folder, and writes to a file path as given", async () => {
    const dir = tempDir();
    const databasePath = join(dir, "app.db");
    const db = new SQLite(databasePath);
    db.exec("create table t (x integer); insert into t values (1)");
    db.close();
    const folder = join(dir, "backups");
    mkdirSync(folder);
    const times = ["2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z", "2026-01-03T00:00:00.000Z"];
    for (const time of times) await backupSqlite({ databasePath, to: folder, keep: 2, now: new Date(time) });
    expect(readdirSync(folder).sort()).toEqual(["app-2026-01-02T00-00-00-000Z.db", "app-2026-01-03T00-00-00-000Z.db"]);

    const single = await backupSqlite({ databasePath, to: join(dir, "copy.db"), keep: undefined, now: new Date() });
    expect(single.file).toBe(join(dir, "copy.db"));
    expect(statSync(single.file).mode & 0o077, "no access for group or others").toBe(0);
    const copy = new SQLite(single.file, { readonly: true });
    expect(copy.prepare("select x from t").all()).toEqual([{ x: 1 }]);
    copy.close();
  });

  it("refuses a PostgreSQL database and points to pg_dump", async () => {
    const run = spawnTs("src/server/db/backup-cli.ts", { DATABASE_URL: "postgres://127.0.0.1:1/none" });
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain("pg_dump");
  });
});
