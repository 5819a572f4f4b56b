import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { ADMIN } from "./fixtures";
import { freePort } from "./ports";

export interface ReplayServer {
  url: string;
  /** Its SQLite file, for the database helpers' `database` argument. */
  database: string;
  stop(): Promise<void>;
}

/**
 * The built server on a port and database of its own, with PRICE_FEED playing `csv` (symbol,time,bid,ask; times in
 * seconds from its start): a journey about live prices controls the market without touching the server the other
 * journeys share.
 */
export async function startReplayServer(csv: string): Promise<ReplayServer> {
  const dir = mkdtempSync(join(tmpdir(), "signaldesk-replay-"));
  const ticks = join(dir, "ticks.csv");
  writeFileSync(ticks, `symbol,time,bid,ask\n${csv.trim()}\n`);
  return startOwnServer(dir, { PRICE_FEED: `replay:${ticks}` });
}

/**
 * The built server on a port and database of its own, in `dir`, with `env` added: a journey that changes what every
 * journey would notice (a setting, the market) does it there.
 */
export async function startOwnServer(
  dir = mkdtempSync(join(tmpdir(), "signaldesk-own-")),
  env: Record<string, string> = {},
): Promise<ReplayServer> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const database = join(dir, "app.db");
  const server: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: new URL(url).port,
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATABASE_URL: `sqlite:${database}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  await expect
    .poll(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status, { timeout: 30_000 })
    .toBe(200);
  return {
    url,
    database,
    /** Stops the server and removes its folder (its database, the replayed ticks). */
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
