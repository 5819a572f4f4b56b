import { englishMessage } from "../lib/app-error.js";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, outageLog } from "../lib/database-unavailable.js";
import { freePort } from "../../../test/support/ports.js";
import { TEST_ORIGIN } from "../../../test/support/test-app.js";

describe("an app whose PostgreSQL cannot be reached", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const logs: string[] = [];
  beforeAll(async () => {
    // Nothing listens on a free port: connecting is refused at once, as to a stopped PostgreSQL.
    database = openDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/gone`);
    const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, PAYMENTS: "local" });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({ config: { ...config, webRoot: undefined }, database, logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (method: "GET" | "POST", url: string, body?: object) =>
    app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, cookie: "session=some-session-token" },
      ...(body ? { payload: body } : {}),
    });

  it("answers /readyz 503 JSON while /healthz still answers", async () => {
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ message: "Database unreachable" });
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("answers API calls 503 {message} with Retry-After, not 500", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/auth/me"],
      ["GET", "/api/positions"],
      ["POST", "/api/auth/login", { email: "someone@example.com", password: "a password here" }],
      [
        "POST",
        "/api/auth/register",
        { email: "new@example.com", password: "a password here", firstName: "N", lastName: "W" },
      ],
    ] as const) {
      const started = Date.now();
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(503);
      expect(response.json()).toEqual({ message: englishMessage(DATABASE_UNAVAILABLE_MESSAGE) });
      expect(response.headers["retry-after"]).toBe("5");
      expect(Date.now() - started).toBeLessThan(3_000);
    }
  });

  it("logs the outage once, not once per failed request", async () => {
    const before = logs.filter((line) => line.includes("requests: database unavailable")).length;
    for (let i = 0; i < 5; i += 1) await call("GET", "/api/positions");
    const after = logs.filter((line) => line.includes("requests: database unavailable")).length;
    expect(after).toBe(Math.max(before, 1));
    expect(logs.join("")).not.toContain('"statusCode":500');
  });
});

describe("isDatabaseUnavailable", () => {
  const withCode = (code: string, extra: object = {}) => Object.assign(new Error("x"), { code, ...extra });

  it("recognises a database that is away", () => {
    for (const error of [
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      withCode("57P01"),
      withCode("57P03"),
      withCode("08006"),
      withCode("SQLITE_BUSY"),
      withCode("ENOENT", { syscall: "connect" }),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]),
      new Error("wrapped", { cause: withCode("57P01") }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves errors of the query or the data alone", () => {
    for (const error of [
      withCode("23505"),
      withCode("42P01"),
      withCode("22021"),
      withCode("SQLITE_CONSTRAINT_UNIQUE"),
      withCode("ENOENT", { syscall: "open" }),
      new Error("Cannot read properties of undefined"),
      null,
      "ECONNREFUSED",
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe("outageLog", () => {
  it("says an outage once, reminds each minute, says its end once, and logs other failures each time", () => {
    const lines: string[] = [];
    let now = 0;
    const log = outageLog(
      {
        warn: (_o, msg) => lines.push(`warn ${msg}`),
        error: (_o, msg) => lines.push(`error ${msg}`),
        info: (msg) => lines.push(`info ${msg}`),
      },
      "push queue run",
      () => now,
    );
    const down = Object.assign(new Error("refused"), { code: "ECONNREFUSED" });
    log.failed(down);
    now += 30_000;
    log.failed(down);
    now += 30_000;
    log.failed(down);
    log.succeeded();
    log.succeeded();
    log.failed(new Error("bug"));
    log.failed(new Error("bug"));
    expect(lines).toEqual([
      "warn push queue run: database unavailable",
      "warn push queue run: database unavailable",
      "info push queue run: database reachable again",
      "error push queue run failed",
      "error push queue run failed",
    ]);
  });
});
