import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnCommand } from "../support/spawn.js";

const dir = mkdtempSync(join(tmpdir(), "signaldesk-packages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * What a server on SQLite without Redis, Stripe, rooms, passkeys in use, SMTP or a time-stamp authority must not hold
 * in memory.
 */
const LOADED_WHEN_USED = [
  "pg",
  "ioredis",
  "stripe",
  "@simplewebauthn/server",
  "grammy",
  "@discordjs/rest",
  "undici",
  "pkijs",
  "nodemailer",
  "@react-email/render",
  "prettier",
  "tailwindcss",
  "@zxcvbn-ts/language-en",
  "pino-pretty",
];

describe("the server's start", { timeout: 60_000 }, () => {
  let packages: Set<string>;

  beforeAll(async () => {
    const loaded = join(dir, "packages.txt");
    const server = spawnCommand(
      process.execPath,
      ["--import", "tsx", "--import", "./test/fixtures/record-packages.mjs", "src/server/main.ts"],
      {
        env: {
          PORT: "0",
          HOST: "127.0.0.1",
          DATABASE_URL: `sqlite:${join(dir, "app.db")}`,
          RECORD_PACKAGES_TO: loaded,
        },
      },
    );
    try {
      const [, url] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      packages = new Set(readFileSync(loaded, "utf8").split("\n"));
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 60_000);

  it("loads the libraries of features it does not use only when they are used", () => {
    // The recording sees what the server does load.
    expect(packages).toContain("fastify");
    expect(LOADED_WHEN_USED.filter((name) => packages.has(name))).toEqual([]);
  });

  it("loads no language's texts but English ones until it writes something in that language", () => {
    // An error's English text is read at start (src/server/lib/app-error.ts): the recording sees catalogues.
    expect(packages).toContain("catalogues/en/messages");
    expect(
      [...packages].filter((name) => name.startsWith("catalogues/") && !name.startsWith("catalogues/en/")),
    ).toEqual([]);
  });
});
