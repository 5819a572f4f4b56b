import { englishMessage } from "../../lib/app-error.js";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { TEST_DIALECTS, TEST_REDIS_URL } from "../../../../test/support/test-env.js";
import { manualClock, useTestApps, newMember, postJson, type TestApp } from "../../../../test/support/test-app.js";
import { REFUSAL_PAUSE_MS } from "./auth-routes.context.js";

describe.each(TEST_DIALECTS)("brute-force limits on %s", (dialect) => {
  let t: TestApp;
  const startApp = useTestApps();

  it("refuses sign-in with 429 and Retry-After past the account's failure limit, then lets the owner back in", async () => {
    const clock = manualClock();
    t = await startApp(dialect, { clock, env: { AUTH_ACCOUNT_FAILURES: "3" } });
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    const attempt = (password: string) => postJson(t.app, "/api/auth/login", { email: member.email, password });

    for (let i = 0; i < 3; i += 1) expect((await attempt("wrong password")).statusCode).toBe(401);
    clock.advance(60_000);
    const locked = await attempt(member.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.tooManyAttempts) });
    expect(Number(locked.headers["retry-after"])).toBe(14 * 60);

    clock.advance(14 * 60 * 1000 + 1000);
    expect((await attempt(member.password)).statusCode).toBe(200);
  });

  it("counts failures per account, so one attacked account does not lock out another", async () => {
    t = await startApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "2" } });
    const victim = newMember();
    const other = newMember();
    await postJson(t.app, "/api/auth/register", victim);
    await postJson(t.app, "/api/auth/register", other);
    for (let i = 0; i < 3; i += 1)
      await postJson(t.app, "/api/auth/login", { email: victim.email, password: "guess guess" });
    expect(
      (await postJson(t.app, "/api/auth/login", { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });

  it("limits auth requests per address across sign-in, registration and reset", async () => {
    t = await startApp(dialect, { env: { AUTH_ADDRESS_LIMIT: "3" } });
    await postJson(t.app, "/api/auth/register", newMember());
    await postJson(t.app, "/api/auth/login", { email: "a@example.com", password: "whatever1" });
    await postJson(t.app, "/api/auth/forgot-password", { email: "a@example.com" });
    const refused = await postJson(t.app, "/api/auth/login", { email: "a@example.com", password: "whatever1" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(englishMessage(AUTH_MESSAGES.tooManyRequests));
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "203.0.113.9",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@example.com", password: "whatever1" }),
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("answers an address over its allowance after a pause, and another address meanwhile", async () => {
    t = await startApp(dialect, { env: { AUTH_ADDRESS_LIMIT: "1" } });
    const answered: string[] = [];
    const loginFrom = (address: string) =>
      t.app
        .inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: address,
          headers: { origin: "http://localhost:3000", "content-type": "application/json" },
          payload: JSON.stringify({ email: "a@example.com", password: "whatever1" }),
        })
        .then((answer) => {
          answered.push(address);
          return answer;
        });
    expect((await loginFrom("198.51.100.1")).statusCode).toBe(401);

    const started = Date.now();
    const [refused, elsewhere] = await Promise.all([loginFrom("198.51.100.1"), loginFrom("198.51.100.2")]);
    expect(refused.statusCode).toBe(429);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS);
    expect(elsewhere.statusCode).toBe(401);
    expect(answered.slice(1)).toEqual(["198.51.100.2", "198.51.100.1"]);
  });

  it("behind a proxy (TRUST_PROXY) counts each client address from X-Forwarded-For", async () => {
    t = await startApp(dialect, { env: { AUTH_ADDRESS_LIMIT: "1", TRUST_PROXY: "true" } });
    const loginFrom = (address: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: "http://localhost:3000", "content-type": "application/json", "x-forwarded-for": address },
        payload: JSON.stringify({ email: "a@example.com", password: "whatever1" }),
      });
    expect((await loginFrom("198.51.100.1")).statusCode).toBe(401);
    expect((await loginFrom("198.51.100.1")).statusCode).toBe(429);
    expect((await loginFrom("198.51.100.2")).statusCode).toBe(401);
  });

  it("behind one proxy (TRUST_PROXY=1) counts the address the proxy appended, however the client forges the header", async () => {
    t = await startApp(dialect, { env: { AUTH_ADDRESS_LIMIT: "3", TRUST_PROXY: "1" } });
    // The proxy appends the address it saw to whatever X-Forwarded-For the client sent.
    const loginClaiming = (forged: string, realClient = "198.51.100.7") =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "10.0.0.2",
        headers: {
          origin: "http://localhost:3000",
          "content-type": "application/json",
          "x-forwarded-for": `${forged}, ${realClient}`,
        },
        payload: JSON.stringify({ email: "a@example.com", password: "whatever1" }),
      });
    for (const forged of ["1.2.3.4", "5.6.7.8", "9.9.9.9"]) expect((await loginClaiming(forged)).statusCode).toBe(401);
    const refused = await loginClaiming("203.0.113.77");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(englishMessage(AUTH_MESSAGES.tooManyRequests));
    expect((await loginClaiming("1.2.3.4", "198.51.100.8")).statusCode).toBe(401);
  });
});

const REDIS_SECRET = { REDIS_EVENTS_SECRET: "a-secret-the-test-instances-share-0123456789" };

describe.skipIf(!TEST_REDIS_URL)("the per-address limit across instances (Redis)", () => {
  const startApp = useTestApps();

  const loginThrough = (t: TestApp) =>
    postJson(t.app, "/api/auth/login", { email: "a@example.com", password: "whatever1" });

  it("counts one address once, whichever instance it reaches", async () => {
    const env = {
      AUTH_ADDRESS_LIMIT: "3",
      REDIS_URL: TEST_REDIS_URL ?? "",
      REDIS_CHANNEL: `test:${randomUUID()}`,
      ...REDIS_SECRET,
    };
    const first = await startApp("sqlite", { env });
    const second = await startApp("sqlite", { env, sharingDatabaseOf: first });

    expect((await loginThrough(first)).statusCode).toBe(401);
    expect((await loginThrough(second)).statusCode).toBe(401);
    expect((await loginThrough(first)).statusCode).toBe(401);
    const refused = await loginThrough(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("lets sign-in through while Redis is unreachable, and says so in the log once", async () => {
    const env = {
      AUTH_ADDRESS_LIMIT: "1",
      REDIS_URL: "redis://127.0.0.1:1",
      REDIS_CHANNEL: `test:${randomUUID()}`,
      ...REDIS_SECRET,
    };
    const t = await startApp("sqlite", { env });
    for (let i = 0; i < 3; i += 1) expect((await loginThrough(t)).statusCode).toBe(401);
    expect(t.logs.filter((line) => line.includes("rate limits: Redis unreachable"))).toHaveLength(1);
  });
});
