import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { spawnTs, type Spawned } from "../../../../test/support/spawn.js";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { until } from "../../../../test/support/until.js";
import { BACKOFF_JITTER, backoffMs, enqueueJobs } from "./job-queue.js";

/*
 * The queue as it runs in production: instances in processes of their own (test/support/job-queue-instance.ts) on
 * one database, running `delivery` jobs against a service on a socket. The service applies each delivery once per
 * idempotency key, as a push service (its topic) or a mail server with a message id would.
 */
const LEASE_MS = 3_000;
const BACKOFF_BASE_MS = 400;
const MAX_ATTEMPTS = 3;

type Answer = number | { status: 429; retryAfterSeconds: number } | "hang";

function startService() {
  const requests: { key: string; instance: string; at: number }[] = [];
  const effects = new Map<string, number>();
  const scripts = new Map<string, Answer[]>();
  const hung: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const key = String(request.headers["idempotency-key"]);
    requests.push({ key, instance: String(request.headers["x-instance"]), at: Date.now() });
    const answer = scripts.get(key)?.shift() ?? 200;
    if (answer === "hang" || answer === 200) effects.set(key, 1);
    if (answer === "hang") return void hung.push(response);
    if (typeof answer === "object") {
      response.writeHead(429, { "retry-after": String(answer.retryAfterSeconds) }).end();
    } else {
      // A little work per delivery, so that two instances are both busy at once.
      setTimeout(() => response.writeHead(answer).end(), 20);
    }
  });
  return {
    requests,
    /** Deliveries applied per key: the effect a member would notice. */
    effects,
    script: (key: string, answers: Answer[]) => scripts.set(key, answers),
    requestsFor: (key: string) => requests.filter((request) => request.key === key),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

describe.each(TEST_DIALECTS)("the job queue across processes on %s", { timeout: 120_000 }, (dialect) => {
  let database: TestDatabase;
  let service: ReturnType<typeof startService>;
  let serviceUrl: string;
  const instances: Spawned[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    service = startService();
    serviceUrl = await service.listen();
  });
  afterEach(async () => {
    for (const instance of instances.splice(0)) {
      instance.child.kill("SIGTERM");
      await instance.exited;
    }
  });
  afterAll(async () => {
    service.close();
    await database.cleanup();
  });

  const db = () => database.handle.db;
  const startInstance = async (name: string) => {
    const instance = spawnTs("test/support/job-queue-instance.ts", {
      DATABASE_URL: database.url,
      SERVICE_URL: serviceUrl,
      INSTANCE: name,
      CONCURRENCY: "2",
      LEASE_MS: String(LEASE_MS),
      MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      BACKOFF_BASE_MS: String(BACKOFF_BASE_MS),
      POLL_MS: "100",
    });
    instances.push(instance);
    await instance.waitFor(/ready/, 60_000);
    return instance;
  };
  const queue = (keys: string[]) =>
    enqueueJobs(
      db(),
      "delivery",
      keys.map((payload) => ({ payload })),
      new Date(),
    );
  const jobOf = (key: string) => db().selectFrom("jobs").selectAll().where("payload", "=", key).executeTakeFirst();
  const gaps = (key: string) =>
    service.requestsFor(key).flatMap((request, i, all) => (i === 0 ? [] : [request.at - (all[i - 1]?.at ?? 0)]));

  it("lets two instances race for the same jobs: every job is delivered once, and both instances deliver", async () => {
    await Promise.all([startInstance("a"), startInstance("b")]);
    const keys = Array.from({ length: 60 }, (_, i) => `race-${i}`);
    expect(await queue(keys)).toBe(60);

    await until(async () => (await db().selectFrom("jobs").select("id").execute()).length === 0);
    const raced = service.requests.filter((request) => request.key.startsWith("race-"));
    expect(raced).toHaveLength(60);
    expect(new Set(raced.map((request) => request.key)).size).toBe(60);
    expect(new Set(raced.map((request) => request.instance))).toEqual(new Set(["a", "b"]));
  });

  it("runs again, after its lease has run out, a job whose instance was killed mid-job; its effect happens once", async () => {
    const dying = await startInstance("dying");
    // The service applies the delivery and never answers: the instance dies before it can record the job done.
    service.script("crash", ["hang"]);
    await queue(["crash"]);
    await until(() => service.requestsFor("crash").length === 1);
    dying.child.kill("SIGKILL");
    await dying.exited;
    const killedAt = Date.now();
    const leased = await jobOf("crash");
    expect(leased).toMatchObject({ status: "pending", attempts: 1 });

    await startInstance("survivor");
    await until(async () => (await jobOf("crash")) === undefined);
    const [, second, ...more] = service.requestsFor("crash");
    expect(more).toHaveLength(0);
    expect(second?.instance).toBe("survivor");
    // Not before the dead instance's lease ran out: the lease it took, not the moment its request arrived, which a
    // busy machine delays.
    expect(second?.at ?? 0).toBeGreaterThanOrEqual(Date.parse(leased?.lease_until ?? ""));
    expect(second?.at ?? 0).toBeGreaterThan(killedAt);
    expect(service.effects.get("crash")).toBe(1);
  });

  it("waits as long as a 429's Retry-After asks before trying again, then delivers once", async () => {
    await startInstance("one");
    service.script("rate-limited", [{ status: 429, retryAfterSeconds: 2 }, 200]);
    await queue(["rate-limited"]);
    await until(async () => (await jobOf("rate-limited"))?.last_error === "service answered 429");
    expect(await jobOf("rate-limited")).toMatchObject({ status: "pending", lease_owner: null });
    expect(service.requestsFor("rate-limited")).toHaveLength(1);

    await until(async () => (await jobOf("rate-limited")) === undefined);
    const [gap] = gaps("rate-limited");
    // Two seconds, not the backoff's 400 ms.
    expect(gap).toBeGreaterThanOrEqual(2_000 - 50);
    expect(gap).toBeLessThan(2_000 + 1_500);
    expect(service.requestsFor("rate-limited")).toHaveLength(2);
  });

  it("backs off further after each failure while the service is down, then delivers once it is back", async () => {
    await startInstance("one");
    service.script("outage", [503, 503]);
    await queue(["outage"]);
    await until(async () => (await jobOf("outage")) === undefined);

    expect(service.requestsFor("outage")).toHaveLength(3);
    expect(service.effects.get("outage")).toBe(1);
    const [first = 0, second = 0] = gaps("outage");
    // Lower bounds only: a busy machine may make either gap longer, never shorter. A backoff that did not grow would
    // put the second gap under the first's most (base plus jitter), well below twice the base.
    expect(first).toBeGreaterThanOrEqual(BACKOFF_BASE_MS - 50);
    expect(second).toBeGreaterThanOrEqual(2 * BACKOFF_BASE_MS - 50);
  });

  it("gives a job up after its last attempt, keeping why, and tries it no more", async () => {
    await startInstance("one");
    service.script("broken", [500, 500, 500, 500]);
    await queue(["broken"]);
    await until(async () => (await jobOf("broken"))?.status === "failed");

    expect(await jobOf("broken")).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      last_error: "service answered 500",
      lease_owner: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 4 * BACKOFF_BASE_MS));
    expect(service.requestsFor("broken")).toHaveLength(MAX_ATTEMPTS);
    expect(service.effects.has("broken")).toBe(false);
  });

  it("gives a job up at once when the service refuses it for good", async () => {
    await startInstance("one");
    service.script("refused", [400]);
    await queue(["refused"]);
    await until(async () => (await jobOf("refused"))?.status === "failed");
    expect(await jobOf("refused")).toMatchObject({ attempts: 1, last_error: "service answered 400" });
  });
});

describe("the backoff", () => {
  it("doubles from its base up to its cap, adding at most the jitter", () => {
    const backoff = { baseMs: 1_000, maxMs: 5_000 };
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, backoff, () => 0))).toEqual([1_000, 2_000, 4_000, 5_000]);
    expect(backoffMs(2, backoff, () => 1)).toBe(2_000 * (1 + BACKOFF_JITTER));
    expect(backoffMs(9, backoff, () => 1)).toBe(5_000 * (1 + BACKOFF_JITTER));
  });
});
