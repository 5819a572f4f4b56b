import { englishMessage } from "../../../src/server/lib/app-error.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { bootstrapAdminEnv, withCode } from "../../support/admin-sign-in.js";
import { openDatabase } from "../../../src/server/db/database.js";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../../src/server/lib/database-unavailable.js";
import { openLive, upgradeOutcome, type LiveConnection } from "../../support/live.js";
import { positionInput } from "../../support/positions.js";
import {
  createPrivatePostgres,
  PRIVATE_POSTGRES_AVAILABLE,
  type PrivatePostgres,
} from "../../support/private-postgres.js";
import { cookieOf, startSpawnedServer, type SpawnedServer } from "../../support/spawned-server.js";
import { newMember } from "../../support/test-app.js";
import { TEST_DATABASE_URL } from "../../support/test-env.js";

const ADMIN = { email: "ops@example.com", password: "outage admin password" };
/** "Quickly": under the pool's 5 s connect timeout, so no answer waited for a dead connection to time out. */
const ANSWER_WITHIN_MS = 4_000;
const RECOVER_WITHIN_MS = 10_000;

const countOf = (text: string, needle: string) => text.split(needle).length - 1;

// Runs where PostgreSQL is tested (CI sets TEST_DATABASE_URL) and a private cluster can be made: the machine's
// own server is shared and never stopped.
describe.runIf(TEST_DATABASE_URL && PRIVATE_POSTGRES_AVAILABLE)("the server when PostgreSQL goes away", () => {
  let postgres: PrivatePostgres;
  let server: SpawnedServer;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    postgres = await createPrivatePostgres();
    server = await startSpawnedServer({
      DATABASE_URL: postgres.url,
      ...bootstrapAdminEnv(ADMIN),
    });
    admin = cookieOf(await server.call("POST", "/api/auth/login", { body: withCode(ADMIN) }));
    const joined = newMember();
    member = cookieOf(await server.call("POST", "/api/auth/register", { body: joined }));
    // Given Pro as a payment would, so the member may open the live channel and hears a new position at once
    // (docs/product.md#early-access).
    const database = openDatabase(postgres.url);
    await database.db
      .updateTable("users")
      .set({ subscription_status: "premium" })
      .where("email", "=", joined.email.toLowerCase())
      .execute();
    await database.close();
  }, 90_000);
  afterAll(async () => {
    server?.process.child.kill("SIGKILL");
    await server?.process.exited;
    postgres?.destroy();
  });

  const ws = () => server.base.replace("http", "ws");

  const expectUnavailable = async () => {
    expect(await upgradeOutcome(ws(), { cookie: member, origin: server.base })).toBe(503);
    const ready = await server.call("GET", "/readyz");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ message: "Database unreachable" });
    for (const [method, path, cookie, body] of [
      ["GET", "/api/auth/me", member],
      ["GET", "/api/positions", admin],
      ["POST", "/api/positions", admin, positionInput()],
      ["POST", "/api/auth/login", undefined, ADMIN],
    ] as const) {
      const answer = await server.call(method, path, { ...(cookie ? { cookie } : {}), ...(body ? { body } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(503);
      expect(answer.body).toEqual({ message: englishMessage(DATABASE_UNAVAILABLE_MESSAGE) });
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(answer.ms, `${method} ${path} took ${answer.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
    }
  };

  const expectRecovered = async () => {
    await expect
      .poll(async () => (await server.call("GET", "/readyz")).status, { timeout: RECOVER_WITHIN_MS, interval: 250 })
      .toBe(200);
    expect((await server.call("GET", "/api/auth/me", { cookie: member })).status).toBe(200);
    const created = await server.call("POST", "/api/positions", { cookie: admin, body: positionInput() });
    expect(created.status).toBe(201);
    expect((await server.call("GET", "/api/positions", { cookie: admin })).status).toBe(200);
  };

  it("answers 503 JSON while PostgreSQL is stopped, and works again when it returns, without a restart", async () => {
    expect((await server.call("GET", "/readyz")).status).toBe(200);
    expect((await server.call("POST", "/api/positions", { cookie: admin, body: positionInput() })).status).toBe(201);
    const live: LiveConnection = await openLive(ws(), { cookie: member, origin: server.base });
    await live.received(1);

    postgres.stop("fast");
    await expectUnavailable();
    // The job queue polls each second and the readiness probe runs: a few seconds of outage, one line each.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await expectUnavailable();
    expect(server.process.child.exitCode).toBeNull();
    // A member already connected stays connected through the outage.
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    const log = server.process.output();
    expect(countOf(log, "job queue run: database unavailable")).toBe(1);
    expect(countOf(log, "readiness check: database unavailable")).toBe(1);
    expect(countOf(log, "requests: database unavailable")).toBe(1);
    expect(log).not.toMatch(/"statusCode":5(?!03)\d\d/);

    postgres.start();
    await expectRecovered();
    expect(server.process.output()).toContain("readiness check: database reachable again");
    // The position created on recovery reached the member who stayed connected; new connections open again.
    await live.received(2);
    expect(live.messages[1]).toMatchObject({ type: "position_added" });
    expect(await upgradeOutcome(ws(), { cookie: member, origin: server.base })).toBe("connected");
    live.socket.close();
  }, 60_000);

  it("survives PostgreSQL crashing (immediate stop) the same way", async () => {
    postgres.stop("immediate");
    await expectUnavailable();
    expect(server.process.child.exitCode).toBeNull();
    postgres.start();
    await expectRecovered();
    expect(server.process.output()).not.toMatch(/"statusCode":5(?!03)\d\d/);
  }, 60_000);
});
