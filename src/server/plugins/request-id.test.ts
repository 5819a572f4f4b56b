import { describe, expect, it } from "vitest";
import { postJson, useTestApps, type TestApp } from "../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The parsed log lines that carry this request id. */
const linesOf = (t: TestApp, id: string) =>
  t.logs.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((line) => line.reqId === id);

describe.each(TEST_DIALECTS)("request ids on %s", (dialect) => {
  const startApp = useTestApps();

  it("answers every request, errors included, with a generated X-Request-Id that its log lines carry", async () => {
    const t = await startApp(dialect);
    const ok = await t.app.inject({ method: "GET", url: "/api/notifications/vapid-public-key" });
    const refused = await postJson(t.app, "/api/auth/login", { email: "nobody@example.com", password: "wrong one" });
    const missing = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    const ids = [ok, refused, missing].map((response) => String(response.headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    const loginLines = linesOf(t, ids[1] ?? "");
    expect(loginLines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
  });

  it("ignores a client's X-Request-Id when no proxy is trusted", async () => {
    const t = await startApp(dialect);
    const response = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "forged-id" } });
    expect(response.headers["x-request-id"]).toMatch(UUID);
  });

  it("keeps a well-formed X-Request-Id from a trusted proxy and replaces a malformed one", async () => {
    const t = await startApp(dialect, { env: { TRUST_PROXY: "true" } });
    const forwarded = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { "x-request-id": "edge-7f3a.01_B" },
    });
    expect(forwarded.headers["x-request-id"]).toBe("edge-7f3a.01_B");
    expect(linesOf(t, "edge-7f3a.01_B").length).toBeGreaterThanOrEqual(2);
    for (const bad of ["has space", "a".repeat(65), 'quote"', "semi;colon", ""]) {
      const response = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": bad } });
      expect(response.headers["x-request-id"], bad).toMatch(UUID);
    }
  });

  it("writes no request log lines for health probes at info level", async () => {
    const t = await startApp(dialect);
    const before = t.logs.length;
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect([health.statusCode, ready.statusCode]).toEqual([200, 200]);
    expect(health.headers["x-request-id"]).toMatch(UUID);
    expect(t.logs.slice(before)).toEqual([]);
    await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(t.logs.length).toBeGreaterThan(before);
  });
});
