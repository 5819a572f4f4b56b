/** Pieces the benchmarks share: a seeded database, a spawned server, process memory. */
import { fork, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import type { Insertable } from "kysely";
import { io } from "socket.io-client";
import WebSocket from "ws";
import { openDatabase, type DatabaseHandle } from "../src/server/db/database.js";
import type { SessionsTable, UsersTable } from "../src/server/db/schema.js";
import { migrateToLatest } from "../src/server/db/migrate.js";
import { hashPassword } from "../src/server/features/auth/passwords.js";
import { provisionAuthenticator, totpCode } from "../src/server/features/auth/second-factor.service.js";
import { createUser } from "../src/server/features/users/users.service.js";
import { hashToken, newId, newToken } from "../src/server/lib/ids.js";

export const ADMIN = { email: "admin@example.com", password: "bench admin password" };
/** The bench admin's authenticator key: administrators sign in with a code as well. */
export const ADMIN_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** What an admin signs in with: the password and the app's current code (one sign-in per 30 s per admin). */
export const adminSignIn = (admin: { email: string; password: string } = ADMIN) => ({
  ...admin,
  code: totpCode(ADMIN_TOTP_SECRET, new Date()),
});

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function statusBytes(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Resident memory of a process, in bytes (Linux). */
export const rssOf = (pid: number) => statusBytes(pid, "VmRSS");

/**
 * Puts a process, all its threads, on the given cores (taskset's list, "0" or "1-3"): a load generator on one core and
 * the servers it loads on the others. Left to the scheduler on two cores, a server's helper threads (the garbage
 * collector's, libuv's) took turns on the load generator's core, and the requests waiting on it made a server's p99:
 * the positions list's was 1.1x-1.6x the bare server's unpinned and 0.9x-1.1x pinned, in the same hour. Answers
 * whether it was done: not with a single core or without taskset.
 */
export function pinToCores(pid: number, cores: string): boolean {
  if (cpus().length < 2) return false;
  return (
    spawnSync("taskset", ["--all-tasks", "--pid", "--cpu-list", cores, String(pid)], { stdio: "ignore" }).status === 0
  );
}

/** The cores after the first, where `pinToCores` puts the servers under load ("1" on a machine of two). */
export const serverCores = () => (cpus().length > 2 ? `1-${cpus().length - 1}` : "1");

/** Every core, to undo `pinToCores` (the machine's: Node's `availableParallelism` counts only the process's own). */
export const allCores = () => `0-${cpus().length - 1}`;

/** CPU time (user + system) a process has used so far, in seconds (Linux, clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The most resident memory a process has held since it started (the kernel's high-water mark), in bytes. */
export const peakRssOf = (pid: number) => statusBytes(pid, "VmHWM");

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
  const admin = await createUser(
    { db: database.db },
    { ...ADMIN, passwordHash, firstName: "Ada", lastName: "Admin", role: "admin" },
    new Date(),
  );
  await provisionAuthenticator(database.db, admin, ADMIN_TOTP_SECRET, new Date());
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

const START_TIMEOUT_MS = 120_000;

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
  // Through tsx on a busy machine, loading the sources alone has taken over 30 s.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, built, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export interface BaselineServer {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts one of the baseline servers (bench/baselines/*.ts) in a process of its own, on a free port; resolves
 * once it printed that it listens.
 */
export async function startBaseline(script: string, args: string[] = []): Promise<BaselineServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", script, String(port), ...args], {
    env: { PATH: process.env.PATH },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { pid: child.pid ?? 0, port, stop: () => stopChild(child) };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const sortedPercentile = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A temporary SQLite database for one scenario; `cleanup` removes it. */
export function scratchSqlite(prefix: string): { url: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `signaldesk-${prefix}-`));
  return { url: `sqlite:${join(dir, "app.db")}`, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Sockets opened at once while connecting thousands of clients: more at a time overruns the listen backlog. */
const OPEN_AT_ONCE = 200;

/** Opens `count` clients, `OPEN_AT_ONCE` at a time; answers them in order. */
export async function connectInBatches<T>(count: number, connect: (i: number) => Promise<T>): Promise<T[]> {
  const clients: T[] = [];
  for (let start = 0; start < count; start += OPEN_AT_ONCE) {
    const end = Math.min(count, start + OPEN_AT_ONCE);
    clients.push(...(await Promise.all(Array.from({ length: end - start }, (_, k) => connect(start + k)))));
  }
  return clients;
}

/**
 * One of the bench's helper processes (bench/*-process.ts), driven over IPC: `next(type)` waits for its next
 * message of that type.
 */
export function forkBenchProcess<M extends { type: string }>(script: string) {
  const child = fork(script, [], { execArgv: ["--import", "tsx"], env: { PATH: process.env.PATH } });
  const next = <T extends M["type"]>(type: T) =>
    new Promise<Extract<M, { type: T }>>((resolve) => {
      const listener = (message: M) => {
        if (message.type !== type) return;
        child.off("message", listener);
        resolve(message as Extract<M, { type: T }>);
      };
      child.on("message", listener);
    });
  return { child, next };
}

/** This process's open-files limit (soft). */
export function openFilesLimit(): number {
  const limits = readFileSync("/proc/self/limits", "utf8");
  return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? Infinity);
}

/**
 * Raises this process's open-files limit to `wanted` when it is lower (what `ulimit -n` does for a shell): with
 * `prlimit` on Linux, which may raise the hard limit too when run as root. Processes started afterwards inherit it.
 * Answers the limit now in force.
 */
export function raiseOpenFiles(wanted: number): number {
  if (openFilesLimit() >= wanted) return openFilesLimit();
  spawnSync("prlimit", ["--pid", String(process.pid), `--nofile=${wanted}:${wanted}`], { stdio: "ignore" });
  return openFilesLimit();
}

/** One connected live client: ready once its first message (connected) arrived. */
export interface Subscriber {
  /** The `X-Upstream` header of its upgrade answer: which instance behind nginx holds it (when there is one). */
  upstream?: string;
  onMessage(listener: (data: WebSocket.RawData) => void): void;
  onClose(listener: () => void): void;
  close(): Promise<void>;
}
export type Connect = (i: number) => Promise<Subscriber>;

const FIRST_MESSAGE_TIMEOUT_MS = 30_000;

/** A Socket.IO client of `url` (WebSocket transport only), resolved once its first message arrived. */
export const connectSocketIo =
  (url: string): Connect =>
  () =>
    new Promise((resolve, reject) => {
      const socket = io(url, { transports: ["websocket"], forceNew: true, reconnection: false });
      socket.once("message", () =>
        resolve({
          onMessage: (listener) => socket.on("message", listener),
          onClose: (listener) => socket.on("disconnect", listener),
          close: async () => void socket.disconnect(),
        }),
      );
      socket.once("connect_error", reject);
    });

/** A `ws` client of `url` (the i-th with `headersFor(i)`), resolved once its first message arrived. */
export const connectWs =
  (url: string, headersFor: (i: number) => Record<string, string>): Connect =>
  (i) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(url, {
        headers: headersFor(i),
        perMessageDeflate: false,
        handshakeTimeout: FIRST_MESSAGE_TIMEOUT_MS,
      });
      // A handshake lost on a loaded machine would otherwise be waited for forever.
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`no first message within ${FIRST_MESSAGE_TIMEOUT_MS} ms`));
      }, FIRST_MESSAGE_TIMEOUT_MS);
      let upstream: string | undefined;
      socket.once("upgrade", (response) => {
        const header = response.headers["x-upstream"];
        upstream = Array.isArray(header) ? header[0] : header;
      });
      socket.once("message", () => {
        clearTimeout(timer);
        resolve({
          upstream,
          onMessage: (listener) => socket.on("message", listener),
          onClose: (listener) => socket.on("close", listener),
          close: () =>
            new Promise((closed) => {
              if (socket.readyState === WebSocket.CLOSED) return closed(undefined);
              socket.once("close", closed);
              socket.close();
            }),
        });
      });
      socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      socket.once("error", reject);
      // Closed before its first message (e.g. a proxy giving up under load): refused too, not waited for forever.
      socket.once("close", (code) => reject(new Error(`closed before its first message: ${code}`)));
    });
