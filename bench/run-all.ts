/**
 * `npm run bench`: every load scenario in one go, then ONE markdown table (each figure beside its baseline from
 * the same run, its target and PASS/MISS). Exits non-zero only when a scenario failed to run; a missed target is
 * a MISS row, not a failure.
 *
 *   npm run bench [-- --only http,login,fanout,push,email,prices,webhooks,alerts] [--quick] [--out docs/bench-table.md] [--profile dir] [--metrics]
 *
 * --quick shrinks every scenario (for trying the script, not for figures).
 */
import { writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { markdownTable, row, type BenchRow } from "./report-table.js";
import { emailScenario } from "./scenarios/email.js";
import { fanoutScenario } from "./scenarios/fanout.js";
import { httpApiScenario } from "./scenarios/http-api.js";
import { loginScenario } from "./scenarios/login.js";
import { pricesScenario } from "./scenarios/prices.js";
import { pushScenario } from "./scenarios/push.js";
import { webhooksScenario } from "./scenarios/webhooks.js";
import { alertsScenario } from "./scenarios/alerts.js";

const { values: args } = parseArgs({
  options: {
    only: { type: "string", default: "http,login,fanout,push,email,prices,webhooks,alerts" },
    quick: { type: "boolean", default: false },
    out: { type: "string" },
    duration: { type: "string" },
    connections: { type: "string", default: "100" },
    members: { type: "string" },
    subscriptions: { type: "string" },
    /** Write a V8 CPU profile of the app under HTTP load to this folder. */
    profile: { type: "string" },
    /** The HTTP scenario with Prometheus metrics on. */
    metrics: { type: "boolean", default: false },
  },
});
const quick = args.quick;
const duration = Number(args.duration ?? (quick ? 3 : 10));
const connections = Number(args.connections);
const members = Number(args.members ?? (quick ? 500 : 10_000));

const scenarios: Record<string, () => Promise<BenchRow[]>> = {
  http: () =>
    httpApiScenario({
      positions: quick ? 200 : 1000,
      connections,
      duration,
      profile: args.profile,
      metrics: args.metrics,
    }),
  login: () => loginScenario({ accounts: quick ? 200 : 1000, connections, duration, flood: quick ? 300 : 1000 }),
  // A hundred publishes, so its p99 is a percentile (the second slowest) rather than the one slowest publish.
  fanout: () => fanoutScenario({ members, publishes: quick ? 5 : 100 }),
  push: () => pushScenario({ subscriptions: Number(args.subscriptions ?? (quick ? 500 : 10_000)), concurrency: 50 }),
  email: () => emailScenario({ members, connections: 10 }),
  prices: () =>
    pricesScenario({
      members,
      symbols: quick ? 10 : 50,
      ticksPerSecond: 10,
      seconds: quick ? 10 : 60,
    }),
  webhooks: () => webhooksScenario({ members }),
  alerts: () => alertsScenario({ members: Number(args.members ?? (quick ? 200 : 1000)), alerts: quick ? 5 : 25 }),
};

const chosen = args.only.split(",").map((name) => name.trim());
const unknown = chosen.filter((name) => !scenarios[name]);
if (unknown.length > 0)
  throw new Error(`unknown scenario ${unknown.join(", ")}; known: ${Object.keys(scenarios).join(", ")}`);

const started = performance.now();
const rows: BenchRow[] = [];
let failed = false;
for (const name of chosen) {
  const scenario = scenarios[name];
  if (!scenario) continue;
  const at = performance.now();
  console.error(`[bench] ${name}…`);
  try {
    rows.push(...(await scenario()));
  } catch (error) {
    failed = true;
    console.error(`[bench] ${name} failed:`, error);
    rows.push(row(name, "scenario did not complete", error instanceof Error ? error.message : String(error)));
  }
  console.error(`[bench] ${name} took ${((performance.now() - at) / 1000).toFixed(0)} s`);
}

const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}`;
const heading = [
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}; load average at the end ` +
    `${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; total ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  `Command: \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}\`. ` +
    `HTTP: autocannon, ${connections} connections, ${duration} s a path in short runs taking turns with its baseline's ` +
    "(each side's median run), from the same machine.",
  "",
  markdownTable(rows),
  "",
].join("\n");
console.log(heading);
if (args.out) writeFileSync(args.out, heading);
// Closed sockets of 10,000 clients can hold the loop open a while; the report is out.
process.exit(failed ? 1 : 0);
