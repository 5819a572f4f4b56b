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
import {
  ADMIN,
  allCores,
  cpuSecondsOf,
  mb,
  peakRssOf,
  pinToCores,
  scratchSqlite,
  serverCores,
  sortedPercentile,
  startBaseline,
  startServer,
} from "../bench-support.js";
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

/** One path's figures over its runs. */
interface Measured {
  cpuPerRequest: number;
  requestsPerSecond: number;
  /** The median of its runs' percentiles. */
  p50: number;
  p99: number;
  /** Answers other than the expected ones (2xx, or 304 for a revalidation), and errors (a timeout counts as one). */
  failures: number;
}

interface Run {
  result: Result;
  cpuSeconds: number;
  expected304: boolean;
}

/**
 * Seconds of the same load before a path's first measured run, on every server alike and not counted: the first
 * seconds after a start pay for compiling the path (the list's was the first run of the app, and the first run's
 * p99 was the compiler's), which is the start's cost, not the path's.
 */
const WARMUP_SECONDS = 2;

/**
 * Each path is measured in this many short runs, the app's and its baseline's taking turns, so a comparison's two
 * sides are seconds apart. Measured one after the other, a minute apart, the baseline's CPU per request moved by a
 * third between runs on a shared machine, and the ratios with it. Within a run too: one 2-second run in four or five
 * came out 35-80 % dearer than the runs on either side of it, on either server (the same build against itself), so
 * each side's figure is the median of its runs rather than their total. Shorter runs than these 3 s, five of them,
 * made the list's p99 the noisier: a run's p99 is its 30 slowest answers.
 */
const ROUNDS = 3;

/**
 * One autocannon run with the server's CPU time: on a shared machine latency follows the neighbours' load, CPU per
 * request much less so.
 */
async function load(pid: number, options: Options, { warm = false, expected304 = false } = {}): Promise<Run> {
  if (warm) await autocannon({ ...options, duration: WARMUP_SECONDS });
  const before = cpuSecondsOf(pid);
  const result = await autocannon(options);
  return { result, cpuSeconds: cpuSecondsOf(pid) - before, expected304 };
}

const median = (values: number[]) => sortedPercentile(values, 50);

/** A path's runs as one figure: the median run's CPU per request and latency. */
function combine(runs: Run[]): Measured {
  const failed = ({ result, expected304 }: Run) =>
    result.errors + result.non2xx - (expected304 ? (result.statusCodeStats["304"]?.count ?? 0) : 0);
  return {
    cpuPerRequest: median(runs.map((run) => run.cpuSeconds / Math.max(1, run.result.requests.total))),
    requestsPerSecond: median(runs.map((run) => run.result.requests.average)),
    p50: median(runs.map((run) => run.result.latency.p50)),
    p99: median(runs.map((run) => run.result.latency.p99)),
    failures: runs.reduce((sum, run) => sum + failed(run), 0),
  };
}

/**
 * How far above its baseline of the same run a path may be: CPU per request (the list against the bare server
 * sending its bytes, a 304 and the session read against hello-world) and, for the list, p99 latency.
 */
export const CPU_RATIO_TARGET = { list: 2, fresh: 3, me: 3 } as const;
export const LIST_P99_RATIO_TARGET = 1.2;

/**
 * The rows comparing one endpoint's runs with the baseline's; `cpuRatio` is its target ratio of CPU per request.
 * `p99Target` holds its p99 to `API_P99_TARGET_MS` too: not the list, whose 46 KB the bare server itself sends to 100
 * connections at about 1,400 a second, so with a median near 70 ms; the list is held to that server's p99 instead.
 */
function compare(label: string, run: Measured, hello: Measured, cpuRatio: number, p99Target = true): BenchRow[] {
  const micros = (seconds: number) => `${Math.round(seconds * 1e6)} µs`;
  return [
    row("HTTP", `${label} server CPU per request`, micros(run.cpuPerRequest), {
      baseline: micros(hello.cpuPerRequest),
      ratio: times(run.cpuPerRequest, hello.cpuPerRequest),
      target: `≤ ${cpuRatio}x`,
      pass: run.cpuPerRequest <= cpuRatio * hello.cpuPerRequest,
    }),
    row("HTTP", `${label} req/s`, perSecond(run.requestsPerSecond), {
      baseline: perSecond(hello.requestsPerSecond),
      ratio: times(run.requestsPerSecond, hello.requestsPerSecond),
    }),
    row("HTTP", `${label} p50`, ms(run.p50), {
      baseline: ms(hello.p50),
      ratio: times(run.p50, hello.p50),
    }),
    row("HTTP", `${label} p99`, ms(run.p99), {
      baseline: ms(hello.p99),
      ratio: times(run.p99, hello.p99),
      ...(p99Target && { target: `< ${API_P99_TARGET_MS} ms`, pass: run.p99 < API_P99_TARGET_MS }),
    }),
    row("HTTP", `${label} errors`, String(run.failures), {
      baseline: String(hello.failures),
      target: "0",
      pass: run.failures === 0,
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
  const settings = { connections: options.connections, duration: Math.max(1, Math.round(options.duration / ROUNDS)) };
  const scratch = scratchSqlite("http");
  let app: { record: Measured; peak: number; listed: number; bytes: number; how: string };
  let helloPeak: number;
  const runs: Record<"list" | "sameBytes" | "fresh" | "hello" | "me", Run[]> = {
    list: [],
    sameBytes: [],
    fresh: [],
    hello: [],
    me: [],
  };
  try {
    await seedPositionsDatabase(scratch.url, options.positions);
    const nodeArgs = options.profile ? ["--cpu-prof", `--cpu-prof-dir=${options.profile}`] : [];
    const env: Record<string, string> = options.metrics ? { METRICS_TOKEN: "bench".repeat(8) } : {};
    const server = await startServer(scratch.url, nodeArgs, env);
    const pid = server.child.pid ?? 0;
    // autocannon (this process) on the first core, the servers it loads on the others.
    let pinned = pinToCores(process.pid, "0") && pinToCores(pid, serverCores());
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
      // A member's app that has the list asks again with its ETag and gets 304 until a position changes.
      const revalidate = { ...headers, "if-none-match": sample.headers.get("etag") ?? "" };
      const hello = await startBaseline("bench/baselines/hello-world-server.ts", [String(bytes)]);
      pinned &&= pinToCores(hello.pid, serverCores());
      try {
        const bare = `http://127.0.0.1:${hello.port}`;
        for (let round = 0; round < ROUNDS; round += 1) {
          const warm = round === 0;
          runs.list.push(await load(pid, { url: `${server.base}/api/positions`, headers, ...settings }, { warm }));
          runs.sameBytes.push(await load(hello.pid, { url: `${bare}/bytes`, ...settings }, { warm }));
          const fresh = { url: `${server.base}/api/positions`, headers: revalidate, ...settings };
          runs.fresh.push(await load(pid, fresh, { warm, expected304: true }));
          runs.hello.push(await load(hello.pid, { url: `${bare}/`, ...settings }, { warm }));
          runs.me.push(await load(pid, { url: `${server.base}/api/auth/me`, headers, ...settings }, { warm }));
        }
        helloPeak = peakRssOf(hello.pid);
      } finally {
        await hello.stop();
      }
      // The public track record, as a visitor's browser asks for it: no session, answered from the cache.
      const publicHeaders = { "accept-encoding": headers["accept-encoding"] };
      const recordSample = await fetch(`${server.base}/api/public/track-record`, { headers: publicHeaders });
      if (!recordSample.ok) throw new Error(`GET /api/public/track-record answered ${recordSample.status}`);
      const record = combine([
        await load(
          pid,
          { url: `${server.base}/api/public/track-record`, headers: publicHeaders, ...settings },
          { warm: true },
        ),
      ]);
      const how = [
        `${server.built ? "built" : "tsx"} app`,
        "SQLite",
        ...(options.metrics ? ["metrics on"] : []),
        pinned ? "servers and load on separate cores" : "unpinned",
      ].join(", ");
      app = { record, peak: peakRssOf(pid), listed, bytes, how };
    } finally {
      await server.stop();
      pinToCores(process.pid, allCores());
    }
  } finally {
    scratch.cleanup();
  }

  const [list, sameBytes, fresh, hello, me] = [runs.list, runs.sameBytes, runs.fresh, runs.hello, runs.me].map(
    combine,
  ) as [Measured, Measured, Measured, Measured, Measured];
  const kb = `${(app.bytes / 1024).toFixed(1)} KB`;
  return [
    ...compare(
      `GET /api/positions (${app.listed} of ${options.positions} for a member, ${kb} brotli; ${app.how}) vs a bare Fastify sending the same ${kb}`,
      list,
      sameBytes,
      CPU_RATIO_TARGET.list,
      false,
    ),
    row("HTTP", "GET /api/positions p99, as a multiple of the bare server's", times(list.p99, sameBytes.p99), {
      target: `≤ ${LIST_P99_RATIO_TARGET}x`,
      pass: list.p99 <= LIST_P99_RATIO_TARGET * sameBytes.p99,
    }),
    ...compare("GET /api/positions with its ETag (304) vs hello-world", fresh, hello, CPU_RATIO_TARGET.fresh),
    ...compare("GET /api/auth/me vs hello-world", me, hello, CPU_RATIO_TARGET.me),
    row("HTTP", "GET /api/public/track-record req/s vs GET /api/positions", perSecond(app.record.requestsPerSecond), {
      baseline: perSecond(list.requestsPerSecond),
      ratio: times(app.record.requestsPerSecond, list.requestsPerSecond),
      target: "≥ GET /api/positions",
      pass: app.record.requestsPerSecond >= list.requestsPerSecond && app.record.failures === 0,
    }),
    row("HTTP", "peak RSS of the process", mb(app.peak), {
      baseline: mb(helloPeak),
      ratio: times(app.peak, helloPeak),
    }),
  ];
}
