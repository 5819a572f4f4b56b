import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening, upgradeOutcome } from "../../support/live.js";
import { ROLES, type Role } from "../../support/members.js";
import { deliver, ignoredStripeEvent, TEST_WEBHOOK_SECRET } from "../../support/stripe-events.js";
import { manualClock } from "../../support/test-app.js";
import { TEST_DIALECTS } from "../../support/test-env.js";
import { startRouteApps, type RouteApps, type RouteFixtures } from "./route-fixtures.js";
import { guardedRoutes, ROUTE_MATRIX, type Expected } from "./route-matrix.js";
import { callApi } from "../../support/positions.js";
import { callAs, entryOf, parseRoute } from "./route-requests.js";

/** What a member's API token may read (docs/integrations.md#api-tokens); every other guarded route refuses it. */
const TOKEN_READS = new Set([
  "GET /api/positions",
  "GET /api/positions/next-release",
  "GET /api/positions/performance",
  "GET /api/positions/:id/history",
]);

/** Every route of the app and the WebSocket, for every role, answers exactly what the matrix says. */
describe.each(TEST_DIALECTS)("authorisation matrix on %s", (dialect) => {
  const clock = manualClock();
  let apps: RouteApps;
  beforeAll(async () => {
    // Every route is called from one address: the sign-in endpoints' shared allowance would run out and answer 429
    // before the guard under test spoke. The allowance has tests of its own (brute-force.test.ts).
    apps = await startRouteApps(dialect, clock, { AUTH_ADDRESS_LIMIT: "1000" });
  });
  afterAll(async () => {
    await apps.close();
  });

  it("has an entry for every route of the app (either payment provider), and no entry without a route", () => {
    const tables = [apps.local.t.app.routeTable, apps.stripe.t.app.routeTable];
    const routes = new Set(tables.flatMap(guardedRoutes));
    const entries = new Set(Object.keys(ROUTE_MATRIX));
    expect(
      [...routes].filter((route) => !entries.has(route)),
      "routes without a matrix entry",
    ).toEqual([]);
    expect(
      [...entries].filter((route) => !routes.has(route)),
      "matrix entries without a route",
    ).toEqual([]);
  });

  const outcome = async (f: RouteFixtures, route: string, role: Role): Promise<number> => {
    const entry = entryOf(route);
    if (entry.websocket) {
      const { cookie } = await f.caller(role);
      const result = await upgradeOutcome(await listening(f.t), { cookie });
      return result === "connected" ? 101 : result;
    }
    if (entry.payments === "stripe") {
      const { cookie } = await f.caller(role);
      const response = await deliver(f.t.app, ignoredStripeEvent(f.now().toISOString()), TEST_WEBHOOK_SECRET, {
        ...(cookie ? { cookie } : {}),
      });
      return response.statusCode;
    }
    const response = await callAs(f, route, role);
    if (response.statusCode >= 400) {
      // A refusal is JSON {message}, never an empty or HTML body.
      expect(response.json(), `${route} as ${role}`).toEqual({ message: expect.any(String) });
    }
    return response.statusCode;
  };

  /** A Pro member's API token, one per app (docs/integrations.md#api-tokens). */
  const tokens = new Map<RouteFixtures, string>();
  const proToken = async (f: RouteFixtures): Promise<string> => {
    const known = tokens.get(f);
    if (known) return known;
    const { cookie } = await f.caller("premium");
    const made = await callApi(f.t, "POST", "/api/account/api-tokens", { cookie, body: { name: "matrix" } });
    const { token } = made.json<{ token: string }>();
    tokens.set(f, token);
    return token;
  };
  const guarded = Object.keys(ROUTE_MATRIX).filter(
    (route) => entryOf(route).expect["signed out"] === 401 && !entryOf(route).websocket,
  );

  it.each(guarded)("%s answers a Pro member's API token only if it is a read tokens may make", async (route) => {
    const f = apps.fixturesFor(route);
    const { method } = parseRoute(route);
    const prepared = await entryOf(route).request(f, await f.caller("premium"));
    const response = await callApi(f.t, method, prepared.url, {
      body: prepared.body,
      headers: { authorization: `Bearer ${await proToken(f)}` },
    });
    expect(response.statusCode, response.body).toBe(TOKEN_READS.has(route) ? 200 : 403);
  });

  it.each(Object.keys(ROUTE_MATRIX))("%s answers each role exactly as the matrix says", async (route) => {
    const f = apps.fixturesFor(route);
    const actual: Partial<Expected> = {};
    for (const role of ROLES) actual[role] = await outcome(f, route, role);
    expect(actual).toEqual(entryOf(route).expect);
  });
});
