import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { enrolAndSignIn } from "../support/admin-sign-in.js";
import { openDatabase } from "../../src/server/db/database.js";
import { spawnTs } from "../support/spawn.js";
import { TEST_REDIS_URL } from "../support/test-env.js";

const dir = mkdtempSync(join(tmpdir(), "signaldesk-main-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each test starts the real server through tsx, several times over: slow when the machine's two cores are busy.
describe("the server process", { timeout: 45_000 }, () => {
  it("migrates, creates a usable admin, serves, and exits 0 on SIGTERM", async () => {
    const server = spawnTs("src/server/main.ts", {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "main.db")}`,
    });
    const [, url] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    const password = server.output().match(/"generatedPassword":"([^"]+)"/)?.[1];
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    // Its first sign-in sets up an authenticator app, as every admin's does.
    const login = await enrolAndSignIn(url ?? "", { email: "admin@localhost", password: password ?? "" });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ email: "admin@localhost", role: "admin" });

    const started = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toContain("shut down cleanly");
  });

  it("closes live connections with 1001 on SIGTERM and exits 0 (through Redis when configured)", async () => {
    const url = `sqlite:${join(dir, "live.db")}`;
    const server = spawnTs("src/server/main.ts", {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      ...(TEST_REDIS_URL
        ? {
            REDIS_URL: TEST_REDIS_URL,
            REDIS_CHANNEL: `signaldesk-test:${Date.now()}`,
            REDIS_EVENTS_SECRET: "a-secret-the-test-instances-share-0123456789",
          }
        : {}),
    });
    const [, base] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    // PORT=0: the public origin the server checks is http://localhost:0.
    const origin = "http://localhost:0";
    const registered = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({
        email: "live@example.com",
        password: "live member password",
        firstName: "Li",
        lastName: "Ve",
      }),
    });
    const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const database = openDatabase(url);
    await database.db
      .updateTable("users")
      .set({ subscription_status: "standard" })
      .where("email", "=", "live@example.com")
      .execute();
    await database.close();

    const socket = new WebSocket(`${(base ?? "").replace("http", "ws")}/ws/notifications`, {
      headers: { cookie, origin },
    });
    await new Promise((resolve, reject) => {
      socket.once("message", resolve);
      socket.once("error", reject);
    });
    const closed = new Promise<number>((resolve) => socket.once("close", resolve));
    server.child.kill("SIGTERM");
    expect(await closed).toBe(1001);
    expect(await server.exited).toBe(0);
  });

  it("lets a request that is in flight at SIGTERM finish before exiting", async () => {
    const server = spawnTs("src/server/main.ts", {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "drain.db")}`,
    });
    const [, port] = await server.waitFor(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
    const body = JSON.stringify({ email: "nobody@example.com", password: "not a password" });
    const half = Math.floor(body.length / 2);
    const answered = new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port: Number(port), method: "POST", path: "/api/auth/login" }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode, text }));
      });
      req.on("error", reject);
      req.setHeader("content-type", "application/json");
      req.setHeader("content-length", String(Buffer.byteLength(body)));
      // Half the body now: the request is open on the server when SIGTERM arrives.
      req.write(body.slice(0, half));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 200);
    });
    const response = await answered;
    expect(response.status).toBe(401);
    expect(JSON.parse(response.text)).toEqual({ message: "Invalid email or password" });
    expect(await server.exited).toBe(0);
  });

  it("refuses to start with a message naming the bad variable", async () => {
    const server = spawnTs("src/server/main.ts", { PORT: "eighty", DATABASE_URL: `sqlite:${join(dir, "bad.db")}` });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment: PORT/);
  });

  it("refuses to start on a malformed replay file with one line naming the file, the line and the problem", async () => {
    const file = join(dir, "bad-ticks.csv");
    writeFileSync(file, "symbol,time,bid,ask\nEUR/USD,0,1.08,1.0801\nEUR/USD,soon,1.08,1.0801\n");
    const server = spawnTs("src/server/main.ts", {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "replay.db")}`,
      PRICE_FEED: `replay:${file}`,
    });
    expect(await server.exited).toBe(1);
    // The start's own log lines may come first (a test deployment's payments warning); then the one line, no stack.
    const lines = server.output().trim().split("\n");
    expect(lines.at(-1)).toBe(`Invalid PRICE_FEED replay file ${file}, line 3: "soon" is not a time`);
    expect(lines.filter((line) => /^\s+at |Error:/.test(line))).toEqual([]);
  });

  it("refuses to listen on every interface without PUBLIC_URL, where its free test checkout would be public", async () => {
    const server = spawnTs("src/server/main.ts", { HOST: "0.0.0.0", DATABASE_URL: `sqlite:${join(dir, "open.db")}` });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment: PUBLIC_URL is not set but HOST=0\.0\.0\.0/);
  });

  it("listens on this machine only when neither HOST nor PUBLIC_URL is set, as npm start does", async () => {
    const server = spawnTs("src/server/main.ts", { PORT: "0", DATABASE_URL: `sqlite:${join(dir, "local.db")}` });
    const listening = await server.waitFor(/Server listening at (http:\/\/[^\s"]+)/);
    expect(listening[1]).toMatch(/^http:\/\/(127\.0\.0\.1|\[::1\]):\d+$/);
    expect(server.output()).not.toMatch(/listening at http:\/\/(0\.0\.0\.0|\[::\])/);
    expect((await fetch(`${listening[1]}/readyz`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("migrates from the shell with npm run db:migrate's entry point", async () => {
    const env = { DATABASE_URL: `sqlite:${join(dir, "migrate.db")}` };
    const first = spawnTs("src/server/db/migrate-cli.ts", env);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("Applied: 2026-11-21-0001-users-and-sessions");
    const second = spawnTs("src/server/db/migrate-cli.ts", env);
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain("Database is up to date.");
  });

  it("creates or promotes an admin from the shell", async () => {
    const env = { DATABASE_URL: `sqlite:${join(dir, "cli.db")}` };
    const created = spawnTs("src/server/features/auth/create-admin-cli.ts", env, [
      "--email",
      "Ops@Example.com",
      "--password",
      "ops password",
    ]);
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain("Created admin ops@example.com");
    const again = spawnTs("src/server/features/auth/create-admin-cli.ts", env, ["--email", "ops@example.com"]);
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain("already an admin");
    const bad = spawnTs("src/server/features/auth/create-admin-cli.ts", env, ["--email", "not-an-email"]);
    expect(await bad.exited).toBe(2);
  });
});
