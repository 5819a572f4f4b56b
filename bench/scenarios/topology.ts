/**
 * The scale-out topology under load (`npm run bench:topology`): `instances` app instances on one PostgreSQL
 * schema and one Redis channel behind nginx, `sockets` members holding /ws/notifications through nginx (spread over
 * the instances by nginx), and the admin publishing through the API.
 *
 * Phase 1 (live): `publishes` positions, each timed from sending the request to the last socket's receipt; the
 * members have no other channel, so this is the live fan-out alone. Phase 2 (every channel): the first `deliveries`
 * members get a push subscription (the fake push service, bench/fake-push-process.ts), a verified address (the SMTP
 * sink, bench/smtp-sink-process.ts) and a webhook endpoint (bench/webhook-receiver-process.ts), the room gets a
 * Telegram bot (test/support/fake-telegram.ts), and one more position is published: the time to the last socket,
 * push, email, webhook and the room post. CPU of each instance, nginx, the PostgreSQL backends serving the instances
 * and Redis is taken over each phase; memory of each instance after connecting and at its peak.
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { startFakeTelegram } from "../../test/support/fake-telegram.js";
import type { Db } from "../../src/server/db/database.js";
import {
  adminSignIn,
  cpuSecondsOf,
  mb,
  pause,
  peakRssOf,
  openFilesLimit,
  rssOf,
  sortedPercentile,
} from "../bench-support.js";
import { LiveClients } from "../live-clients.js";
import { ms, row, type BenchRow } from "../report-table.js";
import { startTopology, type Topology } from "../topology.js";
import { addPushSubscriptions, startFakePushProcess } from "./push.js";
import { startSinkProcess } from "./email.js";
import { addEndpoints, startReceiver } from "./webhooks.js";

export interface TopologyScenarioOptions {
  databaseUrl: string;
  redisUrl: string;
  instances: number;
  /** Live sockets held through nginx, one member each. */
  sockets: number;
  /** Live-only publishes timed in phase 1. */
  publishes: number;
  /** Members with a push subscription, a verified address and a webhook endpoint in phase 2. */
  deliveries: number;
}

/** CPU seconds spent in a phase. */
export interface CpuSpent {
  /** Per instance, in the order of `Run.instances`. */
  instances: number[];
  nginx: number;
  /** The PostgreSQL backends holding the instances' connections. */
  postgres: number;
  /** The Redis server as a whole (shared with whatever else uses it), and the time it spent in PUBLISH. */
  redis: number;
  redisPublish: number;
  /** The client processes: the members' devices on a real deployment. */
  clients: number;
  seconds: number;
}

/** Phase 2 as it goes, about every 250 ms: deliveries so far and CPU seconds since the publish. */
export interface ChannelSample {
  /** ms since the publish was sent. */
  at: number;
  pushed: number;
  emailed: number;
  hooked: number;
  instances: number[];
  /** The fake push service, the SMTP sink, the webhook receiver. */
  helpers: [number, number, number];
}

export interface TopologyRun {
  options: TopologyScenarioOptions;
  /** Whether the instances ran the build (dist/) or the sources: the figures differ. */
  built: boolean;
  uptimeBefore: string;
  uptimeAfter: string;
  /** The processes holding the members' sockets, each an equal share. */
  clientProcesses: number;
  /** Sockets per instance (nginx's X-Upstream on each upgrade). */
  spread: number[];
  connectSeconds: number;
  /** Handshakes that failed and were tried again. */
  retries: number;
  /** Sockets closed after connecting (by an instance or nginx), by the end: not waited for once closed. */
  lostSockets: number;
  /** Copies of a position an open socket had not received 20 s after the publish, over every publish. */
  missedReceipts: number;
  /** Resident memory per instance before the sockets, after them, and its peak over the run. */
  rssBefore: number[];
  rssConnected: number[];
  rssPeak: number[];
  /** Phase 1: request sent -> last socket's receipt, and request sent -> the admin's answer, per publish. */
  live: number[];
  answered: number[];
  liveCpu: CpuSpent;
  /** Phase 2: one publish, every channel; each a time from sending the request, in ms, or NaN if never. */
  channels: {
    socket: number;
    answered: number;
    push: number;
    email: number;
    webhook: number;
    room: number;
    pushed: number;
    emailed: number;
    hooked: number;
    cpu: CpuSpent;
    /** The fake push service, the SMTP sink and the webhook receiver (stand-ins for services elsewhere). */
    helpersCpu: number;
    timeline: ChannelSample[];
  };
}

const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();

/** The PostgreSQL backends serving these processes: their connections' ports, looked up in pg_stat_activity. */
async function postgresBackends(db: Db, pids: number[], port: string): Promise<number[]> {
  const lines = execFileSync("ss", ["-tnpH", "state", "established", `dport = :${port}`], { encoding: "utf8" });
  const ports = lines
    .split("\n")
    .filter((line) => pids.some((pid) => line.includes(`pid=${pid},`)))
    .map((line) => Number(/\S+:(\d+)\s+\S+:\d+/.exec(line)?.[1]))
    .filter((n) => n > 0);
  if (ports.length === 0) return [];
  const rows = await sql<{ pid: number }>`select pid from pg_stat_activity where client_port = any(${ports})`.execute(
    db,
  );
  return rows.rows.map((r) => Number(r.pid));
}

const nginxWorkers = (pid: number) =>
  readChildren(pid)
    .split(" ")
    .map(Number)
    .filter((n) => n > 0);

function readChildren(pid: number): string {
  try {
    return execFileSync("cat", [`/proc/${pid}/task/${pid}/children`], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

const cpuOr0 = (pid: number) => {
  try {
    return cpuSecondsOf(pid);
  } catch {
    return 0;
  }
};

async function redisCpu(redis: Redis): Promise<{ cpu: number; publish: number }> {
  const info = await redis.info();
  const field = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  const publish = Number(/cmdstat_publish:calls=\d+,usec=(\d+)/.exec(await redis.info("commandstats"))?.[1] ?? 0);
  return { cpu: field("used_cpu_sys") + field("used_cpu_user"), publish: publish / 1e6 };
}

/** Starts counting CPU; the answer stops and reports. */
async function cpuMeter(
  topology: Topology,
  redis: Redis,
  port: string,
  clients: LiveClients,
): Promise<() => Promise<CpuSpent>> {
  const instancePids = topology.instances.map((instance) => instance.child.pid ?? 0);
  const nginxPids = () => [topology.nginx.pid ?? 0, ...nginxWorkers(topology.nginx.pid ?? 0)];
  const db = topology.database.db;
  const backendsBefore = new Map(
    (await postgresBackends(db, instancePids, port)).map((pid) => [pid, cpuOr0(pid)] as const),
  );
  const instancesBefore = instancePids.map(cpuOr0);
  const nginxBefore = nginxPids().reduce((sum, pid) => sum + cpuOr0(pid), 0);
  const redisBefore = await redisCpu(redis);
  const clientsBefore = await clients.cpuSeconds();
  const started = performance.now();
  return async () => {
    const backends = await postgresBackends(db, instancePids, port);
    const redisAfter = await redisCpu(redis);
    return {
      instances: instancePids.map((pid, i) => cpuOr0(pid) - (instancesBefore[i] ?? 0)),
      nginx: nginxPids().reduce((sum, pid) => sum + cpuOr0(pid), 0) - nginxBefore,
      postgres: backends.reduce((sum, pid) => sum + cpuOr0(pid) - (backendsBefore.get(pid) ?? 0), 0),
      redis: redisAfter.cpu - redisBefore.cpu,
      redisPublish: redisAfter.publish - redisBefore.publish,
      clients: (await clients.cpuSeconds()) - clientsBefore,
      seconds: (performance.now() - started) / 1000,
    };
  };
}

/** Waits until `done()` or `timeoutMs` passed, looking every 10 ms. */
async function waitFor(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await pause(10);
  }
  return false;
}

/** A phase-2 delivery must end within this, or it is reported as never. */
const CHANNEL_TIMEOUT_MS = 180_000;

export async function topologyRun(options: TopologyScenarioOptions): Promise<TopologyRun> {
  const { sockets, deliveries } = options;
  const uptimeBefore = uptime();
  const pushService = startFakePushProcess();
  const sink = startSinkProcess();
  const receiver = startReceiver();
  const telegram = await startFakeTelegram();
  const redis = new Redis(options.redisUrl, { lazyConnect: true });
  await redis.connect();
  let topology: Topology | undefined;
  let clients: LiveClients | undefined;
  // Everything started here is stopped again, also when the run is interrupted.
  const cleanup = async () => {
    await clients?.close();
    await topology?.stop();
    await telegram.close();
    redis.disconnect();
    for (const helper of [pushService, sink, receiver]) if (helper.child.connected) helper.child.disconnect();
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    await pushService.next("ready");
    const { url: smtpUrl } = await sink.next("ready");
    const { port: receiverPort } = await receiver.next("ready");
    topology = await startTopology({
      databaseUrl: options.databaseUrl,
      redisUrl: options.redisUrl,
      members: Math.max(sockets, deliveries),
      instances: options.instances,
      liveConnections: sockets,
      env: {
        SMTP_URL: smtpUrl,
        TELEGRAM_API_ROOT: telegram.apiRoot,
        PUSH_ALLOW_PRIVATE_FOR_TESTING: "true",
        WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING: "true",
      },
    });
    const { origin, database, memberTokens, instances } = topology;
    const db = database.db;
    const pgPort = new URL(options.databaseUrl).port || "5432";
    const pids = instances.map((instance) => instance.child.pid ?? 0);

    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(adminSignIn()),
    });
    if (!login.ok) throw new Error(`admin sign-in answered ${login.status}`);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const admin = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return response;
    };
    // Every member is Pro: without early access the room, Pro or not, hears of a position at once.
    await admin("PATCH", "/api/admin/settings", { earlyAccessMinutes: 0 });

    await pause(1000);
    const rssBefore = pids.map(rssOf);
    // A process holds at most `ulimit -n` sockets: the members are spread over client processes.
    clients = await LiveClients.start(Math.ceil(sockets / Math.max(1, openFilesLimit() - 2000)));
    const fleet = clients;
    const {
      upstreams,
      retries,
      seconds: connectSeconds,
    } = await fleet.connect({
      url: `${origin.replace("http", "ws")}/ws/notifications`,
      origin,
      count: sockets,
      tokens: memberTokens,
    });
    const spread = instances.map((instance) => upstreams.filter((u) => u === instance.address).length);
    await pause(2000);
    const rssConnected = pids.map(rssOf);

    // Each publish: the request's time, then the last socket's receipt of that position.
    let lostSockets = 0;
    let missedReceipts = 0;
    const publish = async (asset: string) => {
      const delivery = await fleet.deliver(async () => {
        await admin("POST", "/api/positions", {
          asset,
          assetClass: "forex",
          direction: "long",
          entryPrice: 1.1,
          status: "active",
          riskLevel: "moderate",
        });
      });
      lostSockets = delivery.lost;
      missedReceipts += delivery.missed;
      return delivery;
    };

    const live: number[] = [];
    const answered: number[] = [];
    const stopLive = await cpuMeter(topology, redis, pgPort, fleet);
    for (let i = 0; i < options.publishes; i += 1) {
      const timing = await publish(`LIVE${i}/USD`);
      live.push(timing.latency);
      answered.push(timing.answered);
      await pause(300);
    }
    const liveCpu = await stopLive();

    // Phase 2: every channel for the first `deliveries` members, and the room.
    const ids = topology.memberIds.slice(0, deliveries);
    pushService.child.send({ type: "devices", count: deliveries });
    const { subscriptions } = await pushService.next("devices");
    await addPushSubscriptions(db, ids, subscriptions);
    for (let start = 0; start < ids.length; start += 500) {
      await db
        .updateTable("users")
        .set({ email_verified_at: new Date().toISOString() })
        .where("id", "in", ids.slice(start, start + 500))
        .execute();
    }
    await addEndpoints(db, ids, receiverPort);
    receiver.child.send({ type: "secrets", secrets: {} });
    await receiver.next("secrets");
    await admin("PUT", "/api/admin/telegram", {
      botToken: telegram.token,
      chat: String(telegram.chat.id),
      exceptions: [],
    });
    const postsBefore = telegram.roomMessages().length;
    let roomAt = Number.NaN;
    const roomWatch = setInterval(() => {
      if (Number.isNaN(roomAt) && telegram.roomMessages().length > postsBefore) roomAt = Date.now();
    }, 5);
    await pause(1000);

    const stats = async () => {
      pushService.child.send({ type: "stats" });
      sink.child.send({ type: "stats" });
      receiver.child.send({ type: "stats" });
      const [p, e, w] = await Promise.all([pushService.next("stats"), sink.next("stats"), receiver.next("stats")]);
      return { p, e, w };
    };
    const helpersBefore = await stats();
    const stopChannels = await cpuMeter(topology, redis, pgPort, fleet);
    const instancesBefore = pids.map(cpuOr0);
    const timeline: ChannelSample[] = [];
    const sample = async () => {
      const now = await stats();
      timeline.push({
        at: performance.timeOrigin + performance.now() - timing.sentAt,
        pushed: now.p.accepted,
        emailed: now.e.recipients,
        hooked: now.w.endpoints,
        instances: pids.map((pid, i) => cpuOr0(pid) - (instancesBefore[i] ?? 0)),
        helpers: [
          now.p.cpuSeconds - helpersBefore.p.cpuSeconds,
          now.e.cpuSeconds - helpersBefore.e.cpuSeconds,
          now.w.cpuSeconds - helpersBefore.w.cpuSeconds,
        ],
      });
      return now;
    };
    const timing = await publish("ALL/USD");
    let last = await sample();
    await waitFor(async () => {
      await pause(240);
      last = await sample();
      return (
        last.p.accepted >= deliveries &&
        last.e.recipients >= deliveries &&
        last.w.endpoints >= deliveries &&
        !Number.isNaN(roomAt)
      );
    }, CHANNEL_TIMEOUT_MS);
    const cpu = await stopChannels();
    clearInterval(roomWatch);
    const since = (at: number, count: number) => (count >= deliveries && at > 0 ? at - timing.sentAt : Number.NaN);
    const channels = {
      socket: timing.latency,
      answered: timing.answered,
      push: since(last.p.lastAt, last.p.accepted),
      email: since(last.e.lastAt, last.e.recipients),
      webhook: since(last.w.lastAt, last.w.endpoints),
      room: Number.isNaN(roomAt) ? Number.NaN : roomAt - timing.sentAt,
      pushed: last.p.accepted,
      emailed: last.e.recipients,
      hooked: last.w.endpoints,
      cpu,
      helpersCpu:
        last.p.cpuSeconds +
        last.e.cpuSeconds +
        last.w.cpuSeconds -
        helpersBefore.p.cpuSeconds -
        helpersBefore.e.cpuSeconds -
        helpersBefore.w.cpuSeconds,
      timeline,
    };
    const rssPeak = pids.map(peakRssOf);
    return {
      options,
      built: instances.every((instance) => instance.built),
      uptimeBefore,
      uptimeAfter: uptime(),
      clientProcesses: fleet.size,
      spread,
      connectSeconds,
      retries,
      lostSockets,
      missedReceipts,
      rssBefore,
      rssConnected,
      rssPeak,
      live,
      answered,
      liveCpu,
      channels,
    };
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanup();
  }
}

export const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

export const p = (values: number[], q: number) => sortedPercentile(values, q);

const count = (n: number) => n.toLocaleString("en-US");
const seconds = (msValue: number) => (Number.isNaN(msValue) ? "never" : `${(msValue / 1000).toFixed(2)} s`);
const cpuMs = (value: number) => `${(value * 1000).toFixed(0)} ms`;
const each = (values: number[], format: (v: number) => string) => values.map(format).join(" / ");

/** The run's rows for the bench table: one scenario label per run. */
export function topologyRows(run: TopologyRun): BenchRow[] {
  const { options, live, answered, liveCpu, channels, spread } = run;
  const label = `Topology, ${options.instances} instance${options.instances > 1 ? "s" : ""}`;
  const n = options.publishes;
  const perSocketUs = liveCpu.instances.map((cpu, i) => (cpu / n / Math.max(1, spread[i] ?? 0)) * 1e6);
  const d = options.deliveries;
  const perDelivery = (cpu: number) => `${((cpu / (3 * d)) * 1e6).toFixed(0)} µs`;
  return [
    row(label, "uptime before / after the run", `${run.uptimeBefore} / ${run.uptimeAfter}`),
    row(
      label,
      `live sockets through nginx, per instance (connected in ${run.connectSeconds.toFixed(1)} s, ${run.retries} handshakes retried)`,
      `${count(options.sockets)} (${each(spread, count)})`,
    ),
    row(
      label,
      "positions an open socket had not received 20 s after the publish (all publishes)",
      count(run.missedReceipts),
      {
        target: "0",
        pass: run.missedReceipts === 0,
      },
    ),
    row(label, "sockets closed after connecting, by the end", count(run.lostSockets), {
      target: "0",
      pass: run.lostSockets === 0,
    }),
    row(label, `publish -> last socket p50, ${n} publishes, live only`, ms(p(live, 50))),
    row(label, "publish -> last socket p99, live only", ms(p(live, 99))),
    row(label, "publish -> admin's answer p50 / p99, live only", `${ms(p(answered, 50))} / ${ms(p(answered, 99))}`),
    row(
      label,
      "instance CPU per publish (each instance), live only",
      each(liveCpu.instances, (v) => cpuMs(v / n)),
    ),
    row(
      label,
      "instance CPU per socket per message (each instance)",
      each(perSocketUs, (v) => `${v.toFixed(1)} µs`),
    ),
    row(
      label,
      "nginx / PostgreSQL backends / Redis (PUBLISH) / clients CPU per publish",
      [liveCpu.nginx, liveCpu.postgres, liveCpu.redisPublish, liveCpu.clients].map((v) => cpuMs(v / n)).join(" / "),
    ),
    row(
      label,
      "instance RSS before the sockets -> with them (per socket), peak",
      run.rssBefore
        .map((before, i) => {
          const after = run.rssConnected[i] ?? 0;
          const perSocket = (after - before) / Math.max(1, spread[i] ?? 0) / 1024;
          return `${mb(before)} -> ${mb(after)} (${perSocket.toFixed(1)} KB), ${mb(run.rssPeak[i] ?? 0)}`;
        })
        .join("; "),
    ),
    row(label, `every channel, ${count(d)} members each: publish -> last socket`, ms(channels.socket)),
    row(label, "every channel: publish -> admin's answer (queues every delivery)", ms(channels.answered)),
    row(label, `every channel: publish -> last push (${count(channels.pushed)} delivered)`, seconds(channels.push), {
      target: count(d),
      pass: channels.pushed >= d,
    }),
    row(label, `every channel: publish -> last email (${count(channels.emailed)} accepted)`, seconds(channels.email), {
      target: count(d),
      pass: channels.emailed >= d,
    }),
    row(
      label,
      `every channel: publish -> last webhook (${count(channels.hooked)} endpoints)`,
      seconds(channels.webhook),
      { target: count(d), pass: channels.hooked >= d },
    ),
    row(label, "every channel: publish -> the room's post (fake Telegram)", seconds(channels.room)),
    row(
      label,
      `every channel: CPU over ${channels.cpu.seconds.toFixed(1)} s, instances / nginx / PostgreSQL / Redis / helpers`,
      [
        channels.cpu.instances.map((v) => `${v.toFixed(1)} s`).join(" + "),
        ...[channels.cpu.nginx, channels.cpu.postgres, channels.cpu.redis, channels.helpersCpu].map(
          (v) => `${v.toFixed(1)} s`,
        ),
      ].join(" / "),
    ),
    row(
      label,
      "every channel: instance / PostgreSQL CPU per delivery (push, email and webhook each count)",
      `${perDelivery(channels.cpu.instances.reduce((a, b) => a + b, 0))} / ${perDelivery(channels.cpu.postgres)}`,
    ),
  ];
}
