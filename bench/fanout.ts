/**
 * Live fan-out (issue 7's measure): 10,000 signed-in members hold /ws/notifications open on one instance; the
 * admin publishes 20 positions; for each, the time from the POST /api/positions answer to the last member's
 * receipt. Then the same load through a plain `ws` broadcast server (bench/ws-baseline-server.ts) as the
 * baseline. Also the server's memory per idle connection (resident memory before and after connecting).
 *
 *   npm run bench:fanout [-- --members 10000 --publishes 20]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { ADMIN, freePort, mb, percentile, rssOf, seedMembers, startServer } from "./bench-support.js";

const { values: args } = parseArgs({
  options: {
    members: { type: "string", default: "10000" },
    publishes: { type: "string", default: "20" },
  },
});
const MEMBERS = Number(args.members);

// Each side holds one descriptor per connection (this process every client, the server every socket).
const openFiles = Number(/Max open files\s+(\d+)/.exec(readFileSync("/proc/self/limits", "utf8"))?.[1] ?? Infinity);
if (openFiles < MEMBERS + 200) {
  console.error(
    `ulimit -n is ${openFiles}; ${MEMBERS} connections need more: run \`ulimit -n ${MEMBERS + 1000}\` first`,
  );
  process.exit(1);
}
const PUBLISHES = Number(args.publishes);
const OPEN_AT_ONCE = 200;

interface Crowd {
  sockets: WebSocket[];
  /** Resolves with the time the last socket received its next message. */
  nextMessageEverywhere(): Promise<number>;
  close(): Promise<void>;
}

/** Opens `count` sockets, `OPEN_AT_ONCE` at a time; each is ready once its first message (connected) arrived. */
async function openCrowd(
  url: string,
  headersFor: (i: number) => Record<string, string>,
  count: number,
): Promise<Crowd> {
  const sockets: WebSocket[] = [];
  let waiting = 0;
  let done: ((at: number) => void) | undefined;
  const onMessage = () => {
    waiting -= 1;
    if (waiting === 0) done?.(performance.now());
  };
  for (let start = 0; start < count; start += OPEN_AT_ONCE) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + OPEN_AT_ONCE); i += 1) {
      batch.push(
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(url, { headers: headersFor(i), perMessageDeflate: false });
          socket.once("message", () => {
            socket.on("message", onMessage);
            resolve(socket);
          });
          socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
          socket.once("error", reject);
        }),
      );
    }
    sockets.push(...(await Promise.all(batch)));
  }
  return {
    sockets,
    nextMessageEverywhere: () =>
      new Promise((resolve) => {
        waiting = sockets.length;
        done = resolve;
      }),
    close: async () => {
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise((resolve) => {
              socket.once("close", resolve);
              socket.close();
            }),
        ),
      );
    },
  };
}

interface Figures {
  name: string;
  afterAnswer: number[];
  afterRequest: number[];
  answerMs: number[];
  perConnection: number;
  connectSeconds: number;
}

async function measure(
  name: string,
  pid: number,
  wsUrl: string,
  headersFor: (i: number) => Record<string, string>,
  publish: (i: number) => Promise<void>,
): Promise<Figures> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssOf(pid);
  const started = performance.now();
  const crowd = await openCrowd(wsUrl, headersFor, MEMBERS);
  const connectSeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const perConnection = (rssOf(pid) - before) / MEMBERS;
  const afterAnswer: number[] = [];
  const afterRequest: number[] = [];
  const answerMs: number[] = [];
  for (let i = 0; i < PUBLISHES; i += 1) {
    const everyone = crowd.nextMessageEverywhere();
    const sent = performance.now();
    await publish(i);
    const answered = performance.now();
    const last = await everyone;
    // Negative when every member had it before the admin's answer arrived.
    afterAnswer.push(last - answered);
    afterRequest.push(last - sent);
    answerMs.push(answered - sent);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await crowd.close();
  return { name, afterAnswer, afterRequest, answerMs, perConnection, connectSeconds };
}

function report(f: Figures) {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const line = (label: string, values: number[]) =>
    `  ${label}: p50 ${percentile(sorted(values), 50).toFixed(1)} ms, p99 ${percentile(sorted(values), 99).toFixed(1)} ms`;
  console.log(`${f.name}: ${MEMBERS} sockets connected in ${f.connectSeconds.toFixed(1)} s`);
  console.log(line("answer -> last receipt", f.afterAnswer));
  console.log(line("request sent -> last receipt", f.afterRequest));
  console.log(line("publish request -> answer", f.answerMs));
  console.log(`  memory per idle connection: ${(f.perConnection / 1024).toFixed(1)} KB (server resident memory)`);
}

async function ours(): Promise<{ figures: Figures; sample: string }> {
  const dir = mkdtempSync(join(tmpdir(), "signaldesk-fanout-"));
  const url = `sqlite:${join(dir, "app.db")}`;
  const { database, tokens } = await seedMembers(url, MEMBERS);
  await database.close();
  const server = await startServer(url);
  let sample = "";
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base },
      body: JSON.stringify(ADMIN),
    });
    const admin = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const figures = await measure(
      "SignalDesk /ws/notifications",
      server.child.pid ?? 0,
      `${server.base.replace("http", "ws")}/ws/notifications`,
      (i) => ({ cookie: `session=${tokens[i]}`, origin: server.base }),
      async (i) => {
        const response = await fetch(`${server.base}/api/positions`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.base, cookie: admin },
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
        sample = JSON.stringify({
          type: "position_added",
          data: {
            id: i + 1,
            message: "New signal",
            timestamp: new Date().toISOString(),
            position: await response.json(),
          },
        });
      },
    );
    return { figures, sample };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function baseline(sample: string): Promise<Figures> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/ws-baseline-server.ts", String(port)], {
    env: { PATH: process.env.PATH },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
  try {
    return await measure(
      "plain ws broadcast (baseline)",
      child.pid ?? 0,
      `ws://127.0.0.1:${port}/`,
      () => ({}),
      async () => {
        const response = await fetch(`http://127.0.0.1:${port}/publish`, { method: "POST", body: sample });
        if (response.status !== 201) throw new Error(`baseline publish answered ${response.status}`);
      },
    );
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

const { figures, sample } = await ours();
report(figures);
const base = await baseline(sample);
report(base);
const p = (values: number[], q: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    q,
  );
const ratioSent = (q: number) => (p(figures.afterRequest, q) / Math.max(0.1, p(base.afterRequest, q))).toFixed(2);
console.log(`ratio to baseline, request -> last receipt: p50 ${ratioSent(50)}x, p99 ${ratioSent(99)}x`);
console.log(`client process peak resident memory: ${mb(process.resourceUsage().maxRSS * 1024)}`);
