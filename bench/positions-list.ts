/**
 * GET /api/positions with 1,000 positions under 100 concurrent connections (issue 5's measure).
 * Seeds a temporary SQLite database, starts the server in its own process (the built one when present), signs
 * a member in and runs autocannon against the list. Prints the median and p99 latency.
 *
 *   npm run bench:positions [-- --duration 20 --connections 100]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startServer } from "./bench-support.js";
import { ASSET_CLASSES, RISK_LEVELS, positionInputSchema, type PositionInput } from "../src/shared/positions.js";
import { openDatabase } from "../src/server/db/database.js";
import { migrateToLatest } from "../src/server/db/migrate.js";
import { createInProcessEventBus } from "../src/server/features/events/event-bus.js";
import { hashPassword } from "../src/server/features/auth/passwords.js";
import { createPosition } from "../src/server/features/positions/positions.service.js";
import { createUser } from "../src/server/features/users/users.service.js";
import { systemClock } from "../src/server/lib/clock.js";

const { values: args } = parseArgs({
  options: {
    positions: { type: "string", default: "1000" },
    connections: { type: "string", default: "100" },
    duration: { type: "string", default: "15" },
    /** Write a V8 CPU profile of the server to this folder. */
    profile: { type: "string" },
  },
});
const POSITIONS = Number(args.positions);
const MEMBER = { email: "bench@example.com", password: "bench member password" };

function positionFor(i: number): PositionInput {
  const status = i % 10 === 0 ? "planning" : i % 5 < 2 ? "closed" : "active";
  const entryPrice = 1 + (i % 97) / 10;
  return {
    asset: `ASSET${i}/USD`,
    assetClass: ASSET_CLASSES[i % ASSET_CLASSES.length] ?? "forex",
    direction: i % 2 ? "long" : "short",
    entryPrice,
    currentPrice: entryPrice * 1.01,
    targetPrice: entryPrice * 1.05,
    stopLoss: entryPrice * 0.97,
    riskLevel: RISK_LEVELS[i % RISK_LEVELS.length],
    commentary: "Momentum is building above the weekly pivot; we scale in on pullbacks and trail the stop.",
    status,
    ...(status === "closed" ? { exitPrice: entryPrice * (i % 3 ? 1.03 : 0.98) } : {}),
  };
}

async function seed(url: string): Promise<void> {
  const database = openDatabase(url);
  await migrateToLatest(database.db);
  const passwordHash = await hashPassword(MEMBER.password);
  const admin = await createUser(
    database.db,
    { email: "admin@example.com", passwordHash, firstName: "Ada", lastName: "Admin", role: "admin" },
    new Date(),
  );
  await createUser(database.db, { email: MEMBER.email, passwordHash, firstName: "Ben", lastName: "Ch" }, new Date());
  await database.db
    .updateTable("users")
    .set({ subscription_status: "premium", subscription_expiry: "2099-01-01T00:00:00.000Z" })
    .where("email", "=", MEMBER.email)
    .execute();
  const deps = { db: database.db, clock: systemClock, events: createInProcessEventBus() };
  for (let i = 0; i < POSITIONS; i += 1) {
    await createPosition(deps, admin.id, positionInputSchema.parse(positionFor(i)));
  }
  await database.close();
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "signaldesk-bench-"));
  const url = `sqlite:${join(dir, "app.db")}`;
  await seed(url);

  const profiling = args.profile ? ["--cpu-prof", `--cpu-prof-dir=${args.profile}`] : [];
  const server = await startServer(url, profiling);
  const { base, built } = server;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(MEMBER),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    // As a browser asks: gzip accepted (fetch decompresses; the header tells the size on the wire).
    const headers = { cookie, "accept-encoding": "gzip" };
    const sample = await fetch(`${base}/api/positions`, { headers });
    const body = await sample.text();
    const wire = sample.headers.get("content-length") ?? "?";
    console.log(
      `GET /api/positions: ${sample.status}, ${JSON.parse(body).length} positions, ${body.length} bytes (${wire} on the wire)`,
    );

    const result = await autocannon({
      url: `${base}/api/positions`,
      connections: Number(args.connections),
      duration: Number(args.duration),
      headers,
    });
    const { latency, requests, non2xx, errors } = result;
    console.log(
      `${built ? "built" : "tsx"} server, ${POSITIONS} positions, ${args.connections} connections, ${args.duration} s:`,
    );
    console.log(`  median ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms`);
    console.log(`  ${requests.average} req/s average, ${requests.total} requests, ${non2xx} non-2xx, ${errors} errors`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
