/** Pieces the benchmarks share: a seeded database, a spawned server, process memory. */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import type { Insertable } from "kysely";
import { openDatabase, type DatabaseHandle } from "../src/server/db/database.js";
import type { SessionsTable, UsersTable } from "../src/server/db/schema.js";
import { migrateToLatest } from "../src/server/db/migrate.js";
import { hashPassword } from "../src/server/features/auth/passwords.js";
import { createUser } from "../src/server/features/users/users.service.js";
import { hashToken, newId, newToken } from "../src/server/lib/ids.js";

export const ADMIN = { email: "admin@example.com", password: "bench admin password" };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Resident memory of a process, in bytes (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/**
 * A migrated database with the admin and `count` members with access, each signed in: answers the members'
 * session tokens (written straight to the sessions table, as signing in would).
 */
export async function seedMembers(
  url: string,
  count: number,
): Promise<{ database: DatabaseHandle; tokens: string[]; ids: string[] }> {
  const database = openDatabase(url);
  await migrateToLatest(database.db);
  const passwordHash = await hashPassword(ADMIN.password);
  await createUser(
    database.db,
    { ...ADMIN, passwordHash, firstName: "Ada", lastName: "Admin", role: "admin" },
    new Date(),
  );
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const tokens: string[] = [];
  const ids: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const users: Insertable<UsersTable>[] = [];
    const sessions: Insertable<SessionsTable>[] = [];
    for (let i = start; i < Math.min(count, start + 500); i += 1) {
      const id = newId();
      const token = newToken();
      ids.push(id);
      tokens.push(token);
      users.push({
        id,
        email: `member${i}@bench.example`,
        password_hash: passwordHash,
        first_name: "Bench",
        last_name: `Member ${i}`,
        role: "user" as const,
        subscription_status: "premium" as const,
        subscription_expiry: "2099-01-01T00:00:00.000Z",
        created_at: now,
        updated_at: now,
      });
      sessions.push({ id: hashToken(token), user_id: id, created_at: now, last_seen_at: now, expires_at: expires });
    }
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto("users").values(users).execute();
      await trx.insertInto("sessions").values(sessions).execute();
    });
  }
  return { database, tokens, ids };
}

export interface BenchServer {
  child: ChildProcess;
  base: string;
  /** Whether it runs the build (dist/) or the sources through tsx: the figures differ. */
  built: boolean;
  stop(): Promise<void>;
}

/**
 * Starts the app (built when present, else from sources) on its own port; resolves once it is ready.
 * `nodeArgs` go before the entry point (e.g. `--cpu-prof`); `env` adds to or overrides its environment.
 * `sources` runs the sources even when a build exists: tests must not run a build older than the code.
 */
export async function startServer(
  url: string,
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
  { sources = false }: { sources?: boolean } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const built = !sources && existsSync("dist/server/main.js");
  const entry = built ? ["dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      LOG_LEVEL: "warn",
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 300) {
      child.kill("SIGTERM");
      throw new Error("server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    base,
    built,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
