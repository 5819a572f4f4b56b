/**
 * The scale-out topology on one machine: nginx (Debian's) in front of two app instances sharing a fresh
 * PostgreSQL schema and a Redis channel of their own. `npm run bench:topology` measures it under load (below;
 * `--save file` keeps the raw runs, `--from file` reports from them without measuring again);
 * `npm run bench:topology -- --serve` starts it and prints the URLs until Ctrl-C; tests import startTopology().
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, tmpdir } from "node:os";
import { performance } from "node:perf_hooks";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { DatabaseHandle } from "../src/server/db/database.js";
import type { TopologyRun } from "./scenarios/topology.js";
import { createPostgresSchema } from "../test/support/test-database.js";
import { ADMIN, freePort, openFilesLimit, seedMembers, startServer, type BenchServer } from "./bench-support.js";

/** Debian puts it in /usr/sbin, which a non-root PATH often lacks. */
export const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
/** The site config docs/operations.md shows; LISTEN and INSTANCES are filled in. */
export const NGINX_SITE_TEMPLATE = fileURLToPath(new URL("./topology/signaldesk.nginx.conf", import.meta.url));

/**
 * nginx's workers for `liveConnections` WebSockets: each holds two connections (the client's and the instance's),
 * and a worker no more descriptors than `ulimit -n` (raising it needs a privilege a container may lack), so more
 * sockets take more workers, the kernel spreading the clients over them (`reuseport`).
 */
function nginxWorkers(liveConnections: number): { workers: number; connections: number } {
  const connections = Math.max(4096, Math.min(openFilesLimit() - 1000, 2 * liveConnections + 1024));
  // A third spare: reuseport spreads by a hash of each connection's addresses, not evenly.
  const workers = Math.max(1, Math.ceil((2 * liveConnections * 1.3) / connections));
  return { workers, connections };
}

/** The checked-in nginx site config with its placeholders filled in: the one source the docs show. */
function renderNginxSite(listen: string, instances: string[]): string {
  const servers = instances.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;`).join("\n");
  return readFileSync(NGINX_SITE_TEMPLATE, "utf8").replace("{{LISTEN}}", listen).replace("{{INSTANCES}}", servers);
}

/** nginx writes these temp files under /var/lib/nginx unless told otherwise. */
const NGINX_TEMP_KINDS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

/**
 * nginx's main context for a private, foreground nginx: every path in `dir`. `X-Upstream` names the instance
 * that answered (tests use it; the production site config leaves it out).
 */
function nginxMain(dir: string, liveConnections: number): string {
  const { workers, connections } = nginxWorkers(liveConnections);
  const temp = NGINX_TEMP_KINDS.map((kind) => `    ${kind}_temp_path ${join(dir, kind)};`).join("\n");
  return `daemon off;
worker_processes ${workers};
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections ${connections}; }
http {
${temp}
    access_log ${join(dir, "access.log")};
    add_header X-Upstream $upstream_addr always;
    include ${join(dir, "signaldesk.conf")};
}
`;
}

export interface Instance extends BenchServer {
  /** host:port, as nginx's X-Upstream header names it. */
  address: string;
}

export interface Topology {
  /** The public origin (nginx); also every instance's PUBLIC_URL. */
  origin: string;
  instances: Instance[];
  /** The shared database, seeded with the bench admin and `members` members with access. */
  database: DatabaseHandle;
  memberTokens: string[];
  /** The members' user ids, in the order of their tokens. */
  memberIds: string[];
  nginx: ChildProcess;
  /** Stops nginx and the instances still running, drops the schema, removes the temp folder. */
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** A PostgreSQL URL whose database gets a schema of its own for this run. */
  databaseUrl: string;
  redisUrl: string;
  members?: number;
  instances?: number;
  /** Run the instances from the sources even when a build exists (tests). */
  sources?: boolean;
  /** Added to every instance's environment (e.g. SMTP_URL, TELEGRAM_API_ROOT). */
  env?: Record<string, string>;
  /** WebSockets nginx must hold at once (its connection limit is sized for them; 4,096 connections at least). */
  liveConnections?: number;
}

async function waitUntilReady(origin: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("nginx did not answer");
}

/** Starts the topology; every piece is torn down again if a later one fails to start. */
export async function startTopology({
  databaseUrl,
  redisUrl,
  members = 0,
  instances: count = 2,
  sources = false,
  env: extraEnv = {},
  liveConnections = 0,
}: TopologyOptions): Promise<Topology> {
  const dir = mkdtempSync(join(tmpdir(), "signaldesk-topology-"));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  // Every step runs even if one before it failed, so a failed run leaves no process, schema or folder behind.
  const stop = async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch((e) => failures.push(e));
    if (failures.length) throw new AggregateError(failures, "topology cleanup failed");
  };
  try {
    const schema = await createPostgresSchema(databaseUrl);
    cleanups.push(() => schema.drop());
    const seeded = await seedMembers(schema.url, members);
    cleanups.push(() => seeded.database.close());

    const nginxPort = await freePort();
    const origin = `http://127.0.0.1:${nginxPort}`;
    const env = {
      REDIS_URL: redisUrl,
      REDIS_CHANNEL: `signaldesk-topology:${randomBytes(6).toString("hex")}`,
      REDIS_EVENTS_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "1",
      PUBLIC_URL: origin,
      ...extraEnv,
    };
    const instances = await Promise.all(
      Array.from({ length: count }, async () => {
        const server = await startServer(schema.url, [], env, { sources });
        cleanups.push(() => (server.child.exitCode === null ? server.stop() : undefined));
        return { ...server, address: new URL(server.base).host };
      }),
    );

    for (const kind of NGINX_TEMP_KINDS) mkdirSync(join(dir, kind));
    writeFileSync(
      join(dir, "signaldesk.conf"),
      renderNginxSite(
        `127.0.0.1:${nginxPort}${nginxWorkers(liveConnections).workers > 1 ? " reuseport" : ""}`,
        instances.map((instance) => instance.address),
      ),
    );
    writeFileSync(join(dir, "nginx.conf"), nginxMain(dir, liveConnections));
    const nginx = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    cleanups.push(async () => {
      if (nginx.exitCode !== null) return;
      // Fast shutdown: a graceful one (SIGQUIT) would wait for every open WebSocket to end.
      nginx.kill("SIGTERM");
      await exited;
    });
    await waitUntilReady(origin, nginx);
    return {
      origin,
      instances,
      database: seeded.database,
      memberTokens: seeded.tokens,
      memberIds: seeded.ids,
      nginx,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `--serve`: the topology with three members, its URLs printed, until Ctrl-C. */
async function serve(databaseUrl: string, redisUrl: string) {
  // Ctrl-C while starting is honoured once everything is up, so nothing is left behind.
  let stopRequested = false;
  let stop = () => void (stopRequested = true);
  process.on("SIGINT", () => stop());
  process.on("SIGTERM", () => stop());
  const topology = await startTopology({ databaseUrl, redisUrl, members: 3 });
  stop = () => {
    stop = () => {};
    void topology.stop().then(() => process.exit(0));
  };
  if (stopRequested) return stop();
  console.log(`nginx:      ${topology.origin}  (open this one)`);
  for (const [i, instance] of topology.instances.entries()) console.log(`instance ${i + 1}: ${instance.base}`);
  console.log(`admin:      ${ADMIN.email} / ${ADMIN.password}`);
  console.log(`members:    member0@bench.example … member2@bench.example, same password`);
  console.log("Ctrl-C stops everything and drops the schema.");
}

/**
 * The measured scenario (bench/scenarios/topology.ts) with `--instances` instances, then with one for the
 * capacity model's fit (docs/performance.md), then the table and the model's rows:
 *
 *   npm run bench:topology [-- --instances 2] [--sockets 20000] [--publishes 10] [--deliveries 10000] [--out file]
 *
 * `--save runs.json` also writes the runs' raw measurements; `--from runs.json` prints the table and the model's
 * rows from such a file without measuring, so the model can be changed and checked in seconds.
 */
async function measure(databaseUrl: string, redisUrl: string, args: Record<string, string | boolean | undefined>) {
  const { topologyRun } = await import("./scenarios/topology.js");
  const instances = Number(args.instances ?? 2);
  const options = {
    databaseUrl,
    redisUrl,
    instances,
    sockets: Number(args.sockets ?? 20_000),
    publishes: Number(args.publishes ?? 10),
    deliveries: Number(args.deliveries ?? 10_000),
  };
  const started = performance.now();
  console.error(`[bench] topology, ${instances} instance(s)…`);
  const runs = [await topologyRun(options)];
  if (instances > 1 && !args["skip-single"]) {
    console.error("[bench] topology, 1 instance (the model's fit)…");
    // One instance with the same share of sockets (and the same deliveries): the model's fit.
    runs.push(await topologyRun({ ...options, instances: 1, sockets: Math.ceil(options.sockets / instances) }));
  }
  if (typeof args.save === "string") writeFileSync(args.save, JSON.stringify(runs, keepNaN, 1));
  await report(runs, `total ${((performance.now() - started) / 1000).toFixed(0)} s`, args);
  // Closed sockets of thousands of clients can hold the loop open a while; the report is out.
  process.exit(0);
}

// JSON has no NaN (a channel that never finished): it is saved as a string and read back.
const keepNaN = (_key: string, value: unknown) => (Number.isNaN(value) ? "NaN" : value);
const readNaN = (_key: string, value: unknown) => (value === "NaN" ? Number.NaN : value);

/** The table of the runs and the model's rows, on stdout and in `--out`. */
async function report(runs: TopologyRun[], duration: string, args: Record<string, string | boolean | undefined>) {
  const { topologyRows } = await import("./scenarios/topology.js");
  const { capacityRows } = await import("./capacity-model.js");
  const { markdownTable } = await import("./report-table.js");
  const single = runs.find((run) => run.options.instances === 1);
  const scaled = runs.find((run) => run.options.instances > 1);
  const rows = [...runs.flatMap(topologyRows), ...(single ? capacityRows(single, scaled) : [])];
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}`;
  const when =
    typeof args.from === "string"
      ? `Runs read from ${args.from}`
      : `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const lines = [
    `${when} on ${machine}; ${duration}; the instances run ${runs[0]?.built ? "the build (dist/)" : "the sources through tsx"}.`,
    `Command: \`npm run bench:topology${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}\`.`,
    "",
    markdownTable(rows),
    "",
  ].join("\n");
  console.log(lines);
  if (typeof args.out === "string") writeFileSync(args.out, lines);
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      serve: { type: "boolean", default: false },
      instances: { type: "string" },
      sockets: { type: "string" },
      publishes: { type: "string" },
      deliveries: { type: "string" },
      "skip-single": { type: "boolean", default: false },
      out: { type: "string" },
      save: { type: "string" },
      from: { type: "string" },
    },
  });
  if (args.from) {
    const runs = JSON.parse(readFileSync(args.from, "utf8"), readNaN) as TopologyRun[];
    return report(runs, "not measured again", args);
  }
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!databaseUrl?.startsWith("postgres") || !redisUrl) {
    console.error("Set DATABASE_URL (postgres://…, a schema of its own is made and dropped) and REDIS_URL.");
    process.exit(2);
  }
  if (args.serve) return serve(databaseUrl, redisUrl);
  return measure(databaseUrl, redisUrl, args);
}

// Not awaited at the top level: the scenario's module imports this one, and would wait for it to finish.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
