import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports.js";

const PG_BIN = "/usr/lib/postgresql/15/bin";

/** Debian's PostgreSQL 15 binaries are installed: a private cluster can be made. */
export const PRIVATE_POSTGRES_AVAILABLE = existsSync(join(PG_BIN, "initdb")) && existsSync(join(PG_BIN, "pg_ctl"));

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** `fast` disconnects clients and shuts down cleanly; `immediate` is a crash. */
  stop(mode?: "fast" | "immediate"): void;
  /** Stops it (if running) and deletes its files. */
  destroy(): void;
}

/**
 * A PostgreSQL cluster of its own, in a temp folder, on a free port, its unix socket in that folder: a test may
 * stop it without touching the machine's server other engineers use. initdb refuses to run as root, so as root
 * it runs as the `postgres` user.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), "signaldesk-pg-"));
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (binary: string, args: string[]) => {
    const command = join(PG_BIN, binary);
    return asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" })
      : execFileSync(command, args, { stdio: "pipe" });
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  let running = false;
  const start = () => {
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
    running = true;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop(mode = "fast") {
      run("pg_ctl", ["-D", data, "-w", "-m", mode, "stop"]);
      running = false;
    },
    destroy() {
      try {
        if (running) run("pg_ctl", ["-D", data, "-w", "-m", "immediate", "stop"]);
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
