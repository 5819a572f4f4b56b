/**
 * Live fan-out: `members` signed-in members hold /ws/notifications open on one instance; the admin publishes
 * positions through POST /api/positions; for each, the time from sending the request to the last member's
 * receipt. The same messages through a plain `ws` broadcast server, publishing in turns with the app, and then
 * through a Socket.IO broadcast server (both bench/baselines/) as the baselines, with each server's memory per idle
 * connection and peak.
 */
import {
  adminSignIn,
  mb,
  openFilesLimit,
  pause,
  peakRssOf,
  rssOf,
  scratchSqlite,
  seedMembers,
  sortedPercentile,
  startBaseline,
  startServer,
} from "../bench-support.js";
import { LiveClients, type ConnectOptions } from "../live-clients.js";
import { ms, row, times, type BenchRow } from "../report-table.js";

export interface FanoutOptions {
  members: number;
  publishes: number;
}

/**
 * The processes holding the members' sockets (bench/live-clients.ts): one per core, so receiving uses the machine
 * as the server's sending does, and no one process collects the garbage of all of them.
 */
const CLIENT_PROCESSES = 2;

/**
 * Publish -> last delivery p99 at most the plain `ws` server's in the same run: the app's fixed part (the request,
 * the transaction) must be paid for by a leaner broadcast. An absolute figure measured this machine more than the app.
 */
export const FANOUT_RATIO_TARGET = 1;
/** Memory per idle connection at most this multiple of the plain `ws` server's. */
export const IDLE_CONNECTION_RATIO_TARGET = 1.2;

/** Whether this process may hold `members` sockets (each side holds one descriptor per connection). */
export function openFilesProblem(members: number): string | undefined {
  const openFiles = openFilesLimit();
  if (openFiles >= members + 200) return undefined;
  return `ulimit -n is ${openFiles}; ${members} connections need more: run \`ulimit -n ${members + 1000}\` first`;
}

/**
 * Publishes before the measured ones, on every server alike: the first few pay for compiling the path (the app's
 * first took 25-30 ms to reach its first member, later ones 5), which is the start's cost, not the fan-out's.
 */
const WARMUP_PUBLISHES = 5;

interface Figures {
  /** Request sent -> last subscriber's receipt, per publish. */
  latencies: number[];
  perConnection: number;
  connectSeconds: number;
  peak: number;
}

/** A server under test with its members connected, and how a position is published on it. */
interface Side {
  pid: number;
  clients: LiveClients;
  publish: (i: number) => Promise<void>;
  figures: Figures;
  /** The last position message its members received, byte for byte ("" before the first). */
  received: string;
}

/** Connects `members` sockets to the server `pid`, measuring the memory they take there. */
async function connectSide(
  pid: number,
  connection: Omit<ConnectOptions, "count">,
  publish: (i: number) => Promise<void>,
  members: number,
): Promise<Side> {
  const clients = await LiveClients.start(CLIENT_PROCESSES);
  try {
    await pause(1000);
    const before = rssOf(pid);
    const { seconds: connectSeconds } = await clients.connect({ ...connection, count: members });
    await pause(2000);
    const perConnection = (rssOf(pid) - before) / members;
    return { pid, clients, publish, figures: { latencies: [], perConnection, connectSeconds, peak: 0 }, received: "" };
  } catch (error) {
    await clients.close();
    throw error;
  }
}

/**
 * The sides publish in turns, one position each, so the two figures of a comparison are a second apart: measured one
 * server after the other, a minute apart each, this machine's speed moved between them by more than the difference
 * being measured (a tight loop took 131-136 ms in some seconds and 175-193 ms in others, 2026-12-01).
 */
async function publishInTurns(sides: readonly Side[], publishes: number): Promise<void> {
  for (let i = 0; i < WARMUP_PUBLISHES + publishes; i += 1) {
    for (const side of sides) {
      const delivery = await side.clients.deliver(() => side.publish(i));
      if (delivery.lost > 0 || delivery.missed > 0) {
        throw new Error(`publish ${i}: ${delivery.lost} sockets closed, ${delivery.missed} did not receive it`);
      }
      if (i >= WARMUP_PUBLISHES) side.figures.latencies.push(delivery.latency);
      side.received = delivery.message ?? side.received;
      await pause(300);
    }
  }
  for (const side of sides) side.figures.peak = peakRssOf(side.pid);
}

/** The app's side: a fresh database of `members` signed-in members, the admin publishing through the API. */
async function withSignalDesk<T>(members: number, use: (side: Side) => Promise<T>): Promise<T> {
  const scratch = scratchSqlite("fanout");
  try {
    const { database, tokens } = await seedMembers(scratch.url, members);
    await database.close();
    const server = await startServer(scratch.url);
    try {
      const origin = server.base;
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(adminSignIn()),
      });
      const admin = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const side = await connectSide(
        server.child.pid ?? 0,
        { url: `${server.base.replace("http", "ws")}/ws/notifications`, origin, tokens },
        async (i) => {
          const response = await fetch(`${server.base}/api/positions`, {
            method: "POST",
            headers: { "content-type": "application/json", origin, cookie: admin },
            body: JSON.stringify({
              asset: `BENCH${i}/USD`,
              assetClass: "forex",
              direction: "long",
              entryPrice: 1.1,
              status: "active",
              riskLevel: "moderate",
            }),
          });
          if (response.status !== 201) throw new Error(`publish answered ${response.status}`);
          await response.arrayBuffer();
        },
        members,
      );
      try {
        return await use(side);
      } finally {
        await side.clients.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    scratch.cleanup();
  }
}

/** A baseline's side: whatever is POSTed to its /publish is broadcast to its members. */
async function withBaseline<T>(
  script: string,
  socketIo: boolean,
  members: number,
  message: () => string,
  use: (side: Side) => Promise<T>,
): Promise<T> {
  const server = await startBaseline(script);
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const side = await connectSide(
      server.pid,
      socketIo ? { url: origin, origin, socketIo } : { url: `ws://127.0.0.1:${server.port}/`, origin },
      async () => {
        const response = await fetch(`${origin}/publish`, { method: "POST", body: message() });
        if (response.status !== 201) throw new Error(`baseline publish answered ${response.status}`);
      },
      members,
    );
    try {
      return await use(side);
    } finally {
      await side.clients.close();
    }
  } finally {
    await server.stop();
  }
}

export async function fanoutScenario(options: FanoutOptions): Promise<BenchRow[]> {
  const problem = openFilesProblem(options.members);
  if (problem) throw new Error(problem);
  const { members, publishes } = options;
  // The app and plain `ws` (the target's baseline) take turns; Socket.IO, for comparison only, comes after.
  // Each baseline broadcasts the very bytes the app's members received of its last publish.
  const { ours, ws, sample } = await withSignalDesk(members, (app) =>
    withBaseline(
      "bench/baselines/ws-server.ts",
      false,
      members,
      () => app.received,
      async (plain) => {
        await publishInTurns([app, plain], publishes);
        return { ours: app.figures, ws: plain.figures, sample: app.received };
      },
    ),
  );
  const sio = await withBaseline(
    "bench/baselines/socketio-server.ts",
    true,
    members,
    () => sample,
    async (side) => {
      await publishInTurns([side], publishes);
      return side.figures;
    },
  );
  const p = (f: Figures, q: number) => sortedPercentile(f.latencies, q);
  const p99 = p(ours, 99);
  const label = `${options.members.toLocaleString("en-US")} subscribers, ${options.publishes} publishes`;
  const perConnection = (f: Figures) => `${(f.perConnection / 1024).toFixed(1)} KB`;
  return [
    row("Fan-out", `publish -> last delivery p50, ${label} (baseline: plain ws)`, ms(p(ours, 50)), {
      baseline: ms(p(ws, 50)),
      ratio: times(p(ours, 50), p(ws, 50)),
    }),
    row("Fan-out", "publish -> last delivery p99 (baseline: plain ws)", ms(p99), {
      baseline: ms(p(ws, 99)),
      ratio: times(p99, p(ws, 99)),
      target: `≤ ${FANOUT_RATIO_TARGET.toFixed(1)}x`,
      pass: p99 <= FANOUT_RATIO_TARGET * p(ws, 99),
    }),
    row("Fan-out", "publish -> last delivery p50 (baseline: Socket.IO)", ms(p(ours, 50)), {
      baseline: ms(p(sio, 50)),
      ratio: times(p(ours, 50), p(sio, 50)),
    }),
    row("Fan-out", "publish -> last delivery p99 (baseline: Socket.IO)", ms(p99), {
      baseline: ms(p(sio, 99)),
      ratio: times(p99, p(sio, 99)),
    }),
    row(
      "Fan-out",
      "time to connect every subscriber (baseline: plain ws / Socket.IO)",
      `${ours.connectSeconds.toFixed(1)} s`,
      {
        baseline: `${ws.connectSeconds.toFixed(1)} s / ${sio.connectSeconds.toFixed(1)} s`,
      },
    ),
    row("Fan-out", "server memory per idle connection (baseline: plain ws / Socket.IO)", perConnection(ours), {
      baseline: `${perConnection(ws)} / ${perConnection(sio)}`,
      ratio: times(ours.perConnection, ws.perConnection),
      target: `≤ ${IDLE_CONNECTION_RATIO_TARGET}x`,
      pass: ours.perConnection <= IDLE_CONNECTION_RATIO_TARGET * ws.perConnection,
    }),
    row("Fan-out", "peak RSS of the server (baseline: plain ws / Socket.IO)", mb(ours.peak), {
      baseline: `${mb(ws.peak)} / ${mb(sio.peak)}`,
      ratio: times(ours.peak, ws.peak),
    }),
  ];
}
