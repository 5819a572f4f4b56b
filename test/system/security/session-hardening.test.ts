import { englishMessage } from "../../../src/server/lib/app-error.js";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CROSS_SITE_MESSAGE } from "../../../src/server/plugins/security.js";
import { listening, upgradeOutcome } from "../../support/live.js";
import { callApi } from "../../support/positions.js";
import { TEST_NOW, newMember, postJson, sessionCookieOf, useTestApp } from "../../support/test-app.js";
import { TEST_DIALECTS } from "../../support/test-env.js";
import { databaseSnapshot } from "./db-snapshot.js";
import { seedRouteFixtures, type RouteFixtures } from "./route-fixtures.js";
import { guardedRoutes } from "./route-matrix.js";
import { allowedRole, entryOf, parseRoute } from "./route-requests.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/*
 * What docs/security.md lists for sessions and CSRF that the feature tests do not already show (docs/security.md says
 * which test covers which item).
 */
describe.each(TEST_DIALECTS)("sessions and cross-site requests on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, once: true });
  const clock = t.clock;
  let f: RouteFixtures;

  beforeAll(async () => {
    f = await seedRouteFixtures(t, clock.now);
  });

  const me = (cookie: string) => callApi(t, "GET", "/api/auth/me", { cookie });

  it("never adopts a session token the client brings: a planted cookie is worthless before and after sign-in", async () => {
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    const planted = "session=attacker-chosen-token-0123456789abcdef";
    expect((await me(planted)).statusCode).toBe(401);

    const login = await postJson(t.app, "/api/auth/login", { email: member.email, password: member.password }, planted);
    expect(login.statusCode).toBe(200);
    const issued = sessionCookieOf(login);
    expect(issued).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
    expect((await me(issued)).statusCode).toBe(200);
  });

  it("refuses a hostile WebSocket query with 400 before the upgrade, even for a member with access", async () => {
    const { cookie } = await f.caller("premium");
    const base = await listening(t);
    const outcomes: Record<string, number | "connected"> = {};
    // As they travel in the URL: malformed and NUL escapes included.
    for (const after of ["-1", "abc", "1e309", "%FF", "1%00", "'%20OR%201=1%20--"]) {
      outcomes[after] = await upgradeOutcome(base, { cookie, query: `?after=${after}` });
    }
    expect(
      Object.values(outcomes).every((outcome) => outcome === 400),
      JSON.stringify(outcomes),
    ).toBe(true);
    expect(await upgradeOutcome(base, { cookie, query: "?after=0" })).toBe("connected");
    // The connection's engagement row is written within a second of its close; the next test snapshots the database.
    await vi.waitFor(
      async () => {
        const rows = await t.database.handle.db.selectFrom("live_sessions").select("ended_at").execute();
        expect(rows.length > 0 && rows.every((row) => row.ended_at !== null)).toBe(true);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it("refuses every state-changing route of the route table from another site with 403 JSON, writing nothing", async () => {
    const routes = guardedRoutes(t.app.routeTable).filter(
      (route) => STATE_CHANGING.has(parseRoute(route).method) && !entryOf(route).signedLink,
    );
    expect(routes.length).toBeGreaterThan(20);
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const route of routes) {
      const entry = entryOf(route);
      const caller = await f.caller(allowedRole(entry), { ownAccount: entry.ownAccount === true });
      const request = await entry.request(f, caller);
      const before = await databaseSnapshot(t);
      for (const headers of crossSite) {
        const response = await callApi(t, parseRoute(route).method, request.url, {
          cookie: caller.cookie,
          body: request.body,
          headers,
        });
        expect(response.statusCode, `${route} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({ message: englishMessage(CROSS_SITE_MESSAGE) });
      }
      expect(await databaseSnapshot(t), route).toEqual(before);
    }
  });
});
