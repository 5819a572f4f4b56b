import { englishMessage } from "../../lib/app-error.js";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { cookieFor, ROLES, type Role } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

type Endpoint = {
  method: "GET" | "PUT" | "PATCH" | "DELETE";
  /** Builds the URL against a fresh member. */
  url: (memberId: string) => string;
  body?: unknown;
  ok: number;
};

const subscription = { subscriptionStatus: "standard", subscriptionExpiry: "2027-01-31" };

const ENDPOINTS: Endpoint[] = [
  { method: "GET", url: () => "/api/admin/users", ok: 200 },
  { method: "GET", url: () => "/api/admin/users?search=seed&status=inactive&limit=10&offset=0", ok: 200 },
  { method: "PATCH", url: (id) => `/api/admin/users/${id}/subscription`, body: subscription, ok: 200 },
  { method: "PUT", url: (id) => `/api/admin/users/${id}`, body: subscription, ok: 200 },
  { method: "DELETE", url: (id) => `/api/admin/users/${id}`, ok: 204 },
  { method: "GET", url: () => "/api/admin/stats", ok: 200 },
  { method: "GET", url: () => "/api/admin/settings", ok: 200 },
  { method: "PATCH", url: () => "/api/admin/settings", body: { autoPublish: false }, ok: 200 },
  { method: "GET", url: () => "/api/admin/exports/users.csv", ok: 200 },
  { method: "GET", url: () => "/api/admin/exports/trades.csv", ok: 200 },
  { method: "GET", url: () => "/api/admin/exports/analytics.csv", ok: 200 },
];

function expected(role: Role, ok: number): { status: number; message?: string } {
  if (role === "signed out") return { status: 401, message: englishMessage(AUTH_MESSAGES.signInRequired) };
  if (role === "admin") return { status: ok };
  if (role === "admin, second step pending")
    return { status: 403, message: englishMessage(AUTH_MESSAGES.adminSecondFactorRequired) };
  return { status: 403, message: englishMessage(AUTH_MESSAGES.adminRequired) };
}

describe.each(TEST_DIALECTS)("admin API access on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, once: true });
  const clock = t.clock;
  const cookies = new Map<Role, string | undefined>();

  beforeAll(async () => {
    for (const role of ROLES) cookies.set(role, await cookieFor(t, role, clock.now()));
  });

  describe.each(ENDPOINTS)("$method $url", (endpoint) => {
    it.each(ROLES)(
      "answers %s: 401 signed out, 403 for every non-admin and an admin without a second step, success for admins",
      async (role) => {
        const memberId = await seedUser(t.database.handle.db);
        const response = await callApi(t, endpoint.method, endpoint.url(memberId), {
          cookie: cookies.get(role),
          body: endpoint.body,
        });
        const want = expected(role, endpoint.ok);
        expect(response.statusCode, response.body).toBe(want.status);
        if (want.message) expect(response.json()).toEqual({ message: want.message });
        // A refused caller changed nothing.
        if (role !== "admin") {
          const member = await t.database.handle.db
            .selectFrom("users")
            .select("subscription_status")
            .where("id", "=", memberId)
            .executeTakeFirst();
          expect(member).toEqual({ subscription_status: "inactive" });
        }
      },
    );
  });

  it("refuses a non-admin before reading the body: an invalid body still answers 403, not 400", async () => {
    const memberId = await seedUser(t.database.handle.db);
    const response = await callApi(t, "PATCH", `/api/admin/users/${memberId}/subscription`, {
      cookie: cookies.get("premium"),
      body: { subscriptionStatus: "bogus" },
    });
    expect(response.statusCode).toBe(403);
  });
});
