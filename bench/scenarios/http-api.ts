/**
 * HTTP at 100 connections: GET /api/positions (1,000 positions, as a member's browser asks for it, gzip
 * accepted), GET /api/auth/me and the public GET /api/public/track-record against the app, and a bare Fastify
 * hello-world in its own process under the same autocannon settings as the machine's ceiling.
 */
import { get } from "node:http";
import autocannon, { type Options, type Result } from "autocannon";

import { ASSET_CLASSES, RISK_LEVELS, positionInputSchema, type PositionInput } from "../../src/shared/positions.js";
import { openDatabase } from "../../src/server/db/database.js";
import { migrateToLatest } from "../../src/server/db/migrate.js";
import { createInProcessEventBus } from "../../src/server/features/events/event-bus.js";
import { hashPassword } from "../../src/server/features/auth/passwords.js";
import { createPosition } from "../../src/server/features/positions/positions.service.js";
import { createUser } from "../../src/server/features/users/users.service.js";
import { systemClock } from "../../src/server/lib/clock.js";
import { ADMIN, cpuSecondsOf, mb, peakRssOf, scratchSqlite, startBaseline, startServer } from "../bench-support.js";
import { ms, perSecond, row, times, type BenchRow } from "../report-table.js";

export interface HttpApiOptions {
  positions: number;
  connections: number;
  /** Seconds per autocannon run. */
  duration: number;
  /** Write a V8 CPU profile of the app to this folder. */
  profile?: string;
  /** Run the app with Prometheus metrics on (METRICS_TOKEN set), to measure what they cost per request. */
  metrics?: boolean;
}

export const API_P99_TARGET_MS = 50;
const MEMBER = { email: "bench@example.com", password: "bench member password" };

function positionFor(i: number): PositionInput {
  const status = i % 10 === 0 ? "planning" : i % 5 < 2 ? "closed" : "active";
  const entryPrice = 1 + (i % 97) / 10;
  // Targets on the winning side of the entry, stops on the losing side (docs/product.md#targets).
  const sign = i % 2 ? 1 : -1;
  return {
    asset: `ASSET${i}/USD`,
    assetClass: ASSET_CLASSES[i % ASSET_CLASSES.length] ?? "forex",
    direction: i % 2 ? "long" : "short",
    entryPrice,
    currentPrice: entryPrice * 1.01,
    targetPrice: entryPrice * (1 + sign * 0.05),
    stopLoss: entryPrice * (1 - sign * 0.03),
    riskLevel: RISK_LEVELS[i % RISK_LEVELS.length],
    commentary: "Momentum is building above the weekly pivot; we scale in on pullbacks and trail the stop.",
    status,
    ...(status === "closed" ? { exitPrice: entryPrice * (i % 3 ? 1.03 : 0.98) } : {}),
  };
}

/** The admin, one member with access, and `count` positions made through the service (history and all). */
export async function seedPositionsDatabase(url: string, count: number): Promise<void> {
  const database = openDatabase(url);
  await migrateToLatest(database.db);
  const passwordHash = await hashPassword(MEMBER.password);
  const admin = await createUser(
    { db: database.db },
    { email: ADMIN.email, passwordHash, firstName: "Ada", lastName: "Admin", role: "admin" },
    new Date(),
  );
  await createUser(
    { db: database.db },
    { email: MEMBER.email, passwordHash, firstName: "Ben", lastName: "Ch" },
    new Date(),
  );
  await database.db
    .updateTable("users")
    .set({ subscription_status: "premium", subscription_expiry: "2099-01-01T00:00:00.000Z" })
    .where("email", "=", MEMBER.email)
    .execute();
  const deps = { db: database.db, clock: systemClock, events: createInProcessEventBus() };
  for (let i = 0; i < count; i += 1) {
    await createPosition(deps, admin.id, positionInputSchema.parse(positionFor(i)));
  }
  await database.close();
}

type Measured = Result & { cpuPerRequest: number; expected304?: boolean };

/** Answers other than the expected ones (2xx, or 304 for a revalidation), and errors (autocannon counts a timeout as one). */
const failures = (r: Measured) => r.errors + r.non2xx - (r.expected304 ? (r.statusCodeStats["304"]?.count ?? 0) : 0);

/**
 * Seconds of the same load before each measured run, on every server alike and not counted: the first seconds after
 * a start pay for compiling the path (the list's was the first run of the app, and the first run's p99 was the
 * compiler's), which is the start's cost, not the path's.
 */
const WARMUP_SECONDS = 2;

/**
 * One autocannon run with the server's CPU time per answered request: on a shared machine latency follows the
 * neighbours' load, CPU per request much less so.
 */
async function load(pid: number, options: Options, expected304 = false): Promise<Measured> {
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const before = cpuSecondsOf(pid);
  const result = await autocannon(options);
  return { ...result, expected304, cpuPerRequest: (cpuSecondsOf(pid) - before) / Math.max(1, result.requests.total) };
}

/**
 * How far above its baseline of the same run a path may be: CPU per request (the list against the bare server
 * sending its bytes, a 304 and the session read against hello-world) and, for the list, p99 latency.
 */
export const CPU_RATIO_TARGET = { list: 2, fresh: 3, me: 3 } as const;
export const LIST_P99_RATIO_TARGET = 1.2;

/** The rows comparing one endpoint's run with the hello-world run; `cpuRatio` is its target ratio of CPU per request. */
function compare(label: string, run: Measured, hello: Measured, cpuRatio: number): BenchRow[] {
  const micros = (seconds: number) => `${Math.round(seconds * 1e6)} µs`;
  return [
    row("HTTP", `${label} server CPU per request`, micros(run.cpuPerRequest), {
      baseline: micros(hello.cpuPerRequest),
      ratio: times(run.cpuPerRequest, hello.cpuPerRequest),
      target: `≤ ${cpuRatio}x`,
      pass: run.cpuPerRequest <= cpuRatio * hello.cpuPerRequest,
    }),
    row("HTTP", `${label} req/s`, perSecond(run.requests.average), {
      baseline: perSecond(hello.requests.average),
      ratio: times(run.requests.average, hello.requests.average),
    }),
    row("HTTP", `${label} p50`, ms(run.latency.p50), {
      baseline: ms(hello.latency.p50),
      ratio: times(run.latency.p50, hello.latency.p50),
    }),
    row("HTTP", `${label} p99`, ms(run.latency.p99), {
      baseline: ms(hello.latency.p99),
      ratio: times(run.latency.p99, hello.latency.p99),
      target: `< ${API_P99_TARGET_MS} ms`,
      pass: run.latency.p99 < API_P99_TARGET_MS,
    }),
    row("HTTP", `${label} errors`, String(failures(run)), {
      baseline: String(failures(hello)),
      target: "0",
      pass: failures(run) === 0,
    }),
  ];
}

/** The size of an answer as sent (compressed), which fetch would hide by decoding it. */
function encodedSize(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let size = 0;
      response.on("data", (chunk: Buffer) => (size += chunk.length));
      response.on("end", () => resolve(size));
    }).on("error", reject);
  });
}

export async function httpApiScenario(options: HttpApiOptions): Promise<BenchRow[]> {
  const settings = { connections: options.connections, duration: options.duration };
  const scratch = scratchSqlite("http");
  let app: {
    list: Measured;
    fresh: Measured;
    me: Measured;
    record: Measured;
    peak: number;
    listed: number;
    bytes: number;
    how: string;
  };
  try {
    await seedPositionsDatabase(scratch.url, options.positions);
    const nodeArgs = options.profile ? ["--cpu-prof", `--cpu-prof-dir=${options.profile}`] : [];
    const env: Record<string, string> = options.metrics ? { METRICS_TOKEN: "bench".repeat(8) } : {};
    const server = await startServer(scratch.url, nodeArgs, env);
    try {
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(MEMBER),
      });
      if (!login.ok) throw new Error(`member sign-in answered ${login.status}`);
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      // As a browser asks: gzip and brotli accepted.
      const headers = { cookie, "accept-encoding": "gzip, deflate, br" };
      const sample = await fetch(`${server.base}/api/positions`, { headers });
      const listed = ((await sample.json()) as unknown[]).length;
      if (!sample.ok || listed === 0) throw new Error(`GET /api/positions answered ${sample.status}, ${listed}`);
      const bytes = await encodedSize(`${server.base}/api/positions`, headers);
      const pid = server.child.pid ?? 0;
      const list = await load(pid, { url: `${server.base}/api/positions`, headers, ...settings });
      // A member's app that has the list asks again with its ETag and gets 304 until a position changes.
      const etag = sample.headers.get("etag") ?? "";
      const revalidate = { ...headers, "if-none-match": etag };
      const fresh = await load(pid, { url: `${server.base}/api/positions`, headers: revalidate, ...settings }, true);
      const me = await load(pid, { url: `${server.base}/api/auth/me`, headers, ...settings });
      // The public track record, as a visitor's browser asks for it: no session, answered from the cache.
      const publicHeaders = { "accept-encoding": headers["accept-encoding"] };
      const recordSample = await fetch(`${server.base}/api/public/track-record`, { headers: publicHeaders });
      if (!recordSample.ok) throw new Error(`GET /api/public/track-record answered ${recordSample.status}`);
      const record = await load(pid, {
        url: `${server.base}/api/public/track-record`,
        headers: publicHeaders,
        ...settings,
      });
      const how = `${server.built ? "built" : "tsx"} app, SQLite${options.metrics ? ", metrics on" : ""}`;
      app = { list, fresh, me, record, peak: peakRssOf(pid), listed, bytes, how };
    } finally {
      await server.stop();
    }
  } finally {
    scratch.cleanup();
  }

  const hello = await startBaseline("bench/baselines/hello-world-server.ts", [String(app.bytes)]);
  let helloRun: Measured;
  let sameBytesRun: Measured;
  let helloPeak: number;
  try {
    helloRun = await load(hello.pid, { url: `http://127.0.0.1:${hello.port}/`, ...settings });
    sameBytesRun = await load(hello.pid, { url: `http://127.0.0.1:${hello.port}/bytes`, ...settings });
    helloPeak = peakRssOf(hello.pid);
  } finally {
    await hello.stop();
  }
  const kb = `${(app.bytes / 1024).toFixed(1)} KB`;
  return [
    ...compare(
      `GET /api/positions (${app.listed} of ${options.positions} for a member, ${kb} brotli; ${app.how}) vs a bare Fastify sending the same ${kb}`,
      app.list,
      sameBytesRun,
      CPU_RATIO_TARGET.list,
    ),
    row(
      "HTTP",
      "GET /api/positions p99, as a multiple of the bare server's",
      times(app.list.latency.p99, sameBytesRun.latency.p99),
      {
        target: `≤ ${LIST_P99_RATIO_TARGET}x`,
        pass: app.list.latency.p99 <= LIST_P99_RATIO_TARGET * sameBytesRun.latency.p99,
      },
    ),
    ...compare("GET /api/positions with its ETag (304) vs hello-world", app.fresh, helloRun, CPU_RATIO_TARGET.fresh),
    ...compare("GET /api/auth/me vs hello-world", app.me, helloRun, CPU_RATIO_TARGET.me),
    row("HTTP", "GET /api/public/track-record req/s vs GET /api/positions", perSecond(app.record.requests.average), {
      baseline: perSecond(app.list.requests.average),
      ratio: times(app.record.requests.average, app.list.requests.average),
      target: "≥ GET /api/positions",
      pass: app.record.requests.average >= app.list.requests.average && failures(app.record) === 0,
    }),
    row("HTTP", "peak RSS of the process", mb(app.peak), {
      baseline: mb(helloPeak),
      ratio: times(app.peak, helloPeak),
    }),
  ];
}
