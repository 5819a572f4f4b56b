import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening, upgradeOutcome } from "../test/live.js";
import { ROLES, type Role } from "../test/members.js";
import { deliver, ignoredStripeEvent, STRIPE_TEST_ENV, TEST_WEBHOOK_SECRET } from "../test/stripe-events.js";
import { createTestApp, manualClock, type TestApp } from "../test/test-app.js";
import { TEST_DIALECTS } from "../test/test-env.js";
import { seedRouteFixtures, type RouteFixtures } from "./route-fixtures.js";
import { guardedRoutes, ROUTE_MATRIX, type Expected } from "./route-matrix.js";
import { callAs, entryOf } from "./route-requests.js";

/** Issue 8: every route of the app and the WebSocket, for every role, answers exactly what the matrix says. */
describe.each(TEST_DIALECTS)("authorisation matrix on %s", (dialect) => {
  const clock = manualClock();
  let local: RouteFixtures;
  let stripe: RouteFixtures;
  let apps: TestApp[] = [];

  beforeAll(async () => {
    const localApp = await createTestApp(dialect, { clock });
    const stripeApp = await createTestApp(dialect, { clock, env: STRIPE_TEST_ENV });
    apps = [localApp, stripeApp];
    local = await seedRouteFixtures(localApp, clock.now);
    stripe = await seedRouteFixtures(stripeApp, clock.now);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("has an entry for every route of the app (either payment provider), and no entry without a route", () => {
    const routes = new Set([...guardedRoutes(local.t.app.routeTable), ...guardedRoutes(stripe.t.app.routeTable)]);
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

  /** Which app a route is exercised on: the local-provider app, unless only the Stripe app has it. */
  const fixturesFor = (route: string) => (local.t.app.routeTable.includes(route) ? local : stripe);

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

  it.each(Object.keys(ROUTE_MATRIX))("%s answers each role exactly as the matrix says", async (route) => {
    const f = fixturesFor(route);
    const actual: Partial<Expected> = {};
    for (const role of ROLES) actual[role] = await outcome(f, route, role);
    expect(actual).toEqual(entryOf(route).expect);
  });
});
