/**
 * Sign-in: throughput of correct logins across many accounts, each from its own address (argon2-bound; the
 * per-address limit raised out of the way), against argon2 verification alone in this process. Then the per-address
 * limits under a flood from one address: at most AUTH_ADDRESS_LIMIT sign-ins get through, the rest are 429 with
 * Retry-After, and GET /api/auth/me from signed-in members stays fast meanwhile.
 */
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { ARGON2_CONCURRENCY, hashPassword, verifyPassword } from "../../src/server/features/auth/passwords.js";
import {
  ADMIN,
  forkBenchProcess,
  mb,
  peakRssOf,
  scratchSqlite,
  seedMembers,
  sortedPercentile,
  startServer,
} from "../bench-support.js";
import { ms, NONE, perSecond, row, times, type BenchRow } from "../report-table.js";
import { API_P99_TARGET_MS } from "./http-api.js";

export interface LoginOptions {
  accounts: number;
  connections: number;
  duration: number;
  /** Sign-in attempts in the flood. */
  flood: number;
}

/** The limit the flood meets (the default of AUTH_ADDRESS_LIMIT). */
const ADDRESS_LIMIT = 100;
const FLOOD_CONCURRENCY = 50;
const READERS = 10;
/** Members' reads during a flood: their p99 at most this multiple of theirs just before it. */
const FLOOD_P99_RATIO_TARGET = 1.5;
/** What the flood's process (bench/sign-in-flood-process.ts) is told to send. */
export interface FloodOrder {
  base: string;
  attempts: number;
  concurrency: number;
  /** Taken in turn, one an attempt. */
  emails: string[];
  password: string;
}
export type FloodMessage =
  { type: "ready" } | { type: "done"; statuses: Record<string, number> } | { type: "failed"; message: string };

const emailOf = (i: number) => `member${i}@bench.example`;
const addressOf = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/**
 * Verifications per second in this process, through the same threads as the app's (passwords.ts: argon2 runs in
 * ARGON2_CONCURRENCY worker threads of lower priority): what the hashing alone allows on this machine.
 */
async function argon2Ceiling(seconds: number): Promise<number> {
  const hash = await hashPassword(ADMIN.password);
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: ARGON2_CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await verifyPassword(hash, ADMIN.password);
        done += 1;
      }
    }),
  );
  return (done / (performance.now() - started)) * 1000;
}

/** GET /api/auth/me in `READERS` loops until `stop` resolves; answers the latencies, or throws on a non-200. */
async function readWhile(base: string, cookies: string[], stop: Promise<unknown>): Promise<number[]> {
  let stopped = false;
  const stopReading = () => (stopped = true);
  // A flood that failed stops the readers too; its error is thrown where the flood is awaited.
  void stop.then(stopReading, stopReading);
  const latencies: number[] = [];
  await Promise.all(
    cookies.map(async (cookie) => {
      while (!stopped) {
        const started = performance.now();
        const response = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET /api/auth/me answered ${response.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

async function throughputRows(url: string, options: LoginOptions): Promise<BenchRow[]> {
  // Each account signs in from its own address, as members do (one proxy hop: X-Forwarded-For names it); from one
  // address, the sign-in queue would refuse all but a few of the 100 connections at once.
  const server = await startServer(url, [], { AUTH_ADDRESS_LIMIT: "1000000000", TRUST_PROXY: "1" });
  try {
    let next = 0;
    const result = await autocannon({
      url: `${server.base}/api/auth/login`,
      connections: options.connections,
      duration: options.duration,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => {
            next = (next + 1) % options.accounts;
            return {
              ...request,
              headers: { ...request.headers, "x-forwarded-for": addressOf(next) },
              body: JSON.stringify({ email: emailOf(next), password: ADMIN.password }),
            };
          },
        },
      ],
    });
    const peak = peakRssOf(server.child.pid ?? 0);
    const ceiling = await argon2Ceiling(3);
    const failed = result.errors + result.non2xx;
    return [
      row(
        "Login",
        `correct sign-ins/s, ${options.accounts} accounts, ${options.connections} connections (baseline: argon2 verify alone, ${ARGON2_CONCURRENCY} at a time)`,
        perSecond(result.requests.average),
        {
          baseline: perSecond(ceiling),
          ratio: times(result.requests.average, ceiling),
        },
      ),
      row("Login", "sign-in p50 / p99", `${ms(result.latency.p50)} / ${ms(result.latency.p99)}`),
      row("Login", "errors", String(failed), { target: "0", pass: failed === 0 }),
      row("Login", "peak RSS of the app", mb(peak)),
    ];
  } finally {
    await server.stop();
  }
}

/** The flood's attackers, in a process of their own: in the bench's, readers' timings included waits behind them. */
const startFloodProcess = () => forkBenchProcess<FloodMessage>("bench/sign-in-flood-process.ts");

/** Sends the flood from its process; answers how many answers had each status ("429+": a 429 with Retry-After). */
async function floodFrom(
  attackers: ReturnType<typeof startFloodProcess>,
  order: FloodOrder,
): Promise<Map<string, number>> {
  const outcome = Promise.race([attackers.next("done"), attackers.next("failed")]);
  attackers.child.send(order);
  const message = await outcome;
  if (message.type === "failed") throw new Error(`the sign-in flood failed: ${message.message}`);
  return new Map(Object.entries(message.statuses));
}

async function floodRows(url: string, tokens: string[], options: LoginOptions): Promise<BenchRow[]> {
  const server = await startServer(url, [], { AUTH_ADDRESS_LIMIT: String(ADDRESS_LIMIT) });
  const attackers = startFloodProcess();
  try {
    // Ready before the readers' quiet spell, so its loading does not fall inside their baseline.
    await attackers.next("ready");
    const cookies = tokens.slice(0, READERS).map((token) => `session=${token}`);
    const quiet = await readWhile(server.base, cookies, new Promise((resolve) => setTimeout(resolve, 3000)));
    const flood = floodFrom(attackers, {
      base: server.base,
      attempts: options.flood,
      concurrency: FLOOD_CONCURRENCY,
      emails: Array.from({ length: options.accounts }, (_, i) => emailOf(i)),
      password: ADMIN.password,
    });
    const during = await readWhile(server.base, cookies, flood);
    const statuses = await flood;
    const admitted = statuses.get("200") ?? 0;
    const refused = statuses.get("429+") ?? 0;
    const other = options.flood - admitted - refused;
    const p99 = sortedPercentile(during, 99);
    const quietP99 = sortedPercentile(quiet, 99);
    return [
      // The sign-in queue refuses what the address has beyond its places at once, and the flood's loops move on to
      // their next attempt, so fewer than the allowance may get through before the flood's attempts run out.
      row("Login flood", `${options.flood} sign-ins from one address: answered 200`, String(admitted), {
        target: `<= ${ADDRESS_LIMIT} (AUTH_ADDRESS_LIMIT)`,
        pass: admitted > 0 && admitted <= ADDRESS_LIMIT,
      }),
      row("Login flood", "answered 429 with Retry-After", String(refused), {
        target: String(options.flood - admitted),
        pass: refused === options.flood - admitted,
      }),
      row("Login flood", "any other answer", other === 0 ? "0" : JSON.stringify(Object.fromEntries(statuses)), {
        target: "0",
        pass: other === 0,
      }),
      row("Login flood", `GET /api/auth/me p99 during the flood (${READERS} readers; baseline: before it)`, ms(p99), {
        baseline: ms(quietP99),
        ratio: times(p99, quietP99),
        target: `< ${API_P99_TARGET_MS} ms`,
        pass: p99 < API_P99_TARGET_MS,
      }),
      row("Login flood", "GET /api/auth/me p99 during the flood, as a multiple of before it", times(p99, quietP99), {
        target: `≤ ${FLOOD_P99_RATIO_TARGET}x`,
        pass: p99 <= FLOOD_P99_RATIO_TARGET * quietP99,
      }),
      row("Login flood", "peak RSS of the app", mb(peakRssOf(server.child.pid ?? 0)), { baseline: NONE }),
    ];
  } finally {
    attackers.child.disconnect();
    await server.stop();
  }
}

export async function loginScenario(options: LoginOptions): Promise<BenchRow[]> {
  const scratch = scratchSqlite("login");
  try {
    const { database, tokens } = await seedMembers(scratch.url, options.accounts);
    await database.close();
    return [...(await throughputRows(scratch.url, options)), ...(await floodRows(scratch.url, tokens, options))];
  } finally {
    scratch.cleanup();
  }
}
