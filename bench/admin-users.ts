/**
 * The admin screens with 10,000 members: GET /api/admin/users with and without a search,
 * GET /api/admin/stats and the users CSV export, under a few concurrent connections (an admin team, not a crowd).
 * Seeds a temporary database with bulk inserts (members, sessions, payments, positions, views, live sessions),
 * starts the server in its own process (the built one when present), signs the admin in and runs autocannon
 * against each URL.
 *
 *   npm run bench:admin [-- --users 10000 --connections 4 --duration 10 --postgres postgres://127.0.0.1/test]
 *
 * With --postgres the data goes into a fresh schema of that database, dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ADMIN_TOTP_SECRET, adminSignIn, startServer } from "./bench-support.js";
import { sql } from "kysely";
import pg from "pg";
import { ASSET_CLASSES } from "../src/shared/positions.js";
import { SUBSCRIPTION_STATUSES } from "../src/shared/users.js";
import { openDatabase, type Db } from "../src/server/db/database.js";
import { migrateToLatest } from "../src/server/db/migrate.js";
import { hashPassword } from "../src/server/features/auth/passwords.js";
import { provisionAuthenticator } from "../src/server/features/auth/second-factor.service.js";
import { createUser } from "../src/server/features/users/users.service.js";
import { newId } from "../src/server/lib/ids.js";

const { values: args } = parseArgs({
  options: {
    users: { type: "string", default: "10000" },
    connections: { type: "string", default: "4" },
    duration: { type: "string", default: "10" },
    postgres: { type: "string" },
  },
});
const USERS = Number(args.users);
const ADMIN = { email: "bench-admin@example.com", password: "bench admin password" };
const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 500;

const FIRST = ["Maria", "John", "Aiko", "Olga", "Pedro", "Fatima", "Liam", "Chen", "Amara", "Noah", "Ines", "Ravi"];
const LAST = ["Lopez", "Smith", "Tanaka", "Novak", "Silva", "Haddad", "Murphy", "Wang", "Okafor", "Berg", "Costa"];

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** Deterministic data: the same figures every run. */
async function seed(db: Db): Promise<void> {
  const now = Date.now();
  const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const passwordHash = await hashPassword(ADMIN.password);
  const admin = await createUser(
    { db },
    { email: ADMIN.email, passwordHash, firstName: "Ada", lastName: "Admin", role: "admin" },
    new Date(),
  );
  await provisionAuthenticator(db, admin, ADMIN_TOTP_SECRET, new Date());
  const users = Array.from({ length: USERS }, (_, i) => {
    const status = SUBSCRIPTION_STATUSES[i % SUBSCRIPTION_STATUSES.length] ?? "inactive";
    const created = iso(-((USERS - i) * 60_000));
    return {
      id: newId(),
      email: `member${i}@example.com`,
      password_hash: "bench-not-a-hash",
      first_name: FIRST[i % FIRST.length] ?? "Member",
      last_name: `${LAST[i % LAST.length] ?? "User"}${i % 7 === 0 ? "-Ray" : ""}`,
      role: "user" as const,
      subscription_status: status,
      subscription_expiry: status === "inactive" ? null : iso(((i % 60) - 20) * DAY_MS),
      created_at: created,
      updated_at: created,
    };
  });
  await insertChunked(users, (chunk) => db.insertInto("users").values(chunk).execute());

  const sessions = users
    .filter((_, i) => i % 2 === 0)
    .map((user, i) => ({
      id: newId(),
      user_id: user.id,
      created_at: iso(-(i % 72) * 60 * 60 * 1000),
      last_seen_at: iso(-(i % 72) * 60 * 60 * 1000),
      expires_at: iso(30 * DAY_MS),
    }));
  await insertChunked(sessions, (chunk) => db.insertInto("sessions").values(chunk).execute());

  const payments = users.flatMap((user, i) => {
    if (user.subscription_status !== "trial" && user.subscription_status !== "premium") return [];
    const at = iso(-(i % 90) * DAY_MS);
    const trial = { plan: "trial" as const, amount: 4900, at };
    const pro = { plan: "pro" as const, amount: 17900, at: iso(-(i % 90) * DAY_MS + DAY_MS) };
    const bought = user.subscription_status === "trial" ? [trial] : i % 3 === 0 ? [trial, pro] : [pro];
    return bought.map((charge) => {
      const id = newId();
      return {
        id,
        user_id: user.id,
        kind: "charge" as const,
        plan: charge.plan,
        amount_cents: charge.amount,
        currency: "usd",
        provider: "stripe" as const,
        livemode: 1,
        reference: `bench:${id}`,
        payment_reference: id,
        description: "bench",
        occurred_at: charge.at,
        created_at: charge.at,
      };
    });
  });
  await insertChunked(payments, (chunk) => db.insertInto("payments").values(chunk).execute());

  const positions = Array.from({ length: 200 }, (_, i) => ({
    id: newId(),
    asset: `ASSET${i}/USD`,
    asset_class: ASSET_CLASSES[i % ASSET_CLASSES.length] ?? "forex",
    direction: i % 2 ? ("long" as const) : ("short" as const),
    entry_price: 1 + i / 10,
    current_price: null,
    target_price: null,
    stop_loss: null,
    exit_price: null,
    pnl: null,
    entry_zone_low: null,
    entry_zone_high: null,
    initial_stop_loss: null,
    targets: "[]",
    open_share: 100,
    realized_share: 0,
    result_percent: null,
    result_pips: null,
    result_r: null,
    outcome: null,
    outcome_reason: null,
    commentary: null,
    risk_level: null,
    status: "active" as const,
    version: 1,
    created_by: admin.id,
    created_at: iso(-i * DAY_MS),
    updated_at: iso(-i * DAY_MS),
    published_at: iso(-i * DAY_MS),
    closed_at: null,
    deleted_at: null,
  }));
  await insertChunked(positions, (chunk) => db.insertInto("positions").values(chunk).execute());

  const views = Array.from({ length: 50_000 }, (_, i) => ({
    id: newId(),
    position_id: positions[(i * 7) % positions.length]?.id ?? "",
    user_id: users[i % users.length]?.id ?? "",
    kind: "details" as const,
    viewed_at: iso(-(i % 45) * DAY_MS),
  }));
  await insertChunked(views, (chunk) => db.insertInto("position_views").values(chunk).execute());

  const live = Array.from({ length: 20_000 }, (_, i) => ({
    id: newId(),
    user_id: users[i % users.length]?.id ?? "",
    started_at: iso(-(i % 45) * DAY_MS),
    ended_at: iso(-(i % 45) * DAY_MS + (60 + (i % 600)) * 1000),
  }));
  await insertChunked(live, (chunk) => db.insertInto("live_sessions").values(chunk).execute());
  console.log(
    `seeded ${USERS} members, ${sessions.length} sessions, ${payments.length} payments, ${positions.length} positions, ` +
      `${views.length} views, ${live.length} live sessions`,
  );
}

/** A database of our own: a temp SQLite file, or a fresh PostgreSQL schema. */
async function scratchDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  if (!args.postgres) {
    const dir = mkdtempSync(join(tmpdir(), "signaldesk-bench-"));
    return { url: `sqlite:${join(dir, "app.db")}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: args.postgres });
  await client.connect();
  await client.query(`create schema "${schema}"`);
  const url = new URL(args.postgres);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    cleanup: async () => {
      await client.query(`drop schema "${schema}" cascade`);
      await client.end();
    },
  };
}

async function main() {
  const scratch = await scratchDatabase();
  const database = openDatabase(scratch.url);
  await migrateToLatest(database.db);
  await seed(database.db);
  // A PostgreSQL in service has its statistics from autovacuum; a bench that just bulk-loaded has none yet.
  if (args.postgres) await sql`vacuum analyze`.execute(database.db);
  await database.close();

  const server = await startServer(scratch.url);
  const { base, built } = server;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(adminSignIn(ADMIN)),
    });
    if (!login.ok) throw new Error(`admin sign-in failed: ${login.status}`);
    const headers = { cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "", "accept-encoding": "gzip" };

    const targets = [
      "/api/admin/users",
      "/api/admin/users?search=mar",
      "/api/admin/users?search=lopez-ray",
      "/api/admin/users?search=member9999%40",
      "/api/admin/users?status=premium&offset=2000",
      "/api/admin/stats",
      "/api/admin/exports/users.csv",
    ];
    console.log(
      `${built ? "built" : "tsx"} server on ${args.postgres ? "PostgreSQL" : "SQLite"}, ` +
        `${args.connections} connections, ${args.duration} s each:`,
    );
    for (const path of targets) {
      const sample = await fetch(`${base}${path}`, { headers });
      if (!sample.ok) throw new Error(`${path}: ${sample.status} ${await sample.text()}`);
      const total = sample.headers.get("x-total-count");
      const result = await autocannon({
        url: `${base}${path}`,
        connections: Number(args.connections),
        duration: Number(args.duration),
        headers,
      });
      const { latency, requests, non2xx, errors } = result;
      console.log(
        `  GET ${path}${total === null ? "" : ` (X-Total-Count ${total})`}: median ${latency.p50} ms, ` +
          `p99 ${latency.p99} ms, ${requests.average} req/s, ${non2xx} non-2xx, ${errors} errors`,
      );
    }
  } finally {
    await server.stop();
    await scratch.cleanup();
  }
}

await main();
