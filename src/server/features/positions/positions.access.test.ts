import { englishMessage } from "../../lib/app-error.js";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { cookieFor, ROLES, type Role } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

type Endpoint = {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Builds the URL against a fresh published position. */
  url: (id: string) => string;
  body?: unknown;
  /** Success status for those allowed. */
  ok: number;
  adminOnly: boolean;
};

const ENDPOINTS: Endpoint[] = [
  { name: "list", method: "GET", url: () => "/api/positions", ok: 200, adminOnly: false },
  { name: "follows", method: "GET", url: () => "/api/positions/follows", ok: 200, adminOnly: false },
  { name: "performance", method: "GET", url: () => "/api/positions/performance", ok: 200, adminOnly: false },
  { name: "history", method: "GET", url: (id) => `/api/positions/${id}/history`, ok: 200, adminOnly: false },
  { name: "follow", method: "PUT", url: (id) => `/api/positions/${id}/follow`, ok: 204, adminOnly: false },
  { name: "unfollow", method: "DELETE", url: (id) => `/api/positions/${id}/follow`, ok: 204, adminOnly: false },
  {
    name: "record a view",
    method: "POST",
    url: (id) => `/api/positions/${id}/views`,
    body: { kind: "chart" },
    ok: 204,
    adminOnly: false,
  },
  { name: "create", method: "POST", url: () => "/api/positions", body: positionInput(), ok: 201, adminOnly: true },
  {
    name: "update",
    method: "PUT",
    url: (id) => `/api/positions/${id}`,
    body: positionInput({ currentPrice: 1.08 }),
    ok: 200,
    adminOnly: true,
  },
  // A published position is never deleted (docs/product.md#track-record): admins pass the guard and are refused.
  { name: "delete", method: "DELETE", url: (id) => `/api/positions/${id}`, ok: 409, adminOnly: true },
];

function expected(endpoint: Endpoint, role: Role): { status: number; message?: string } {
  if (role === "signed out") return { status: 401, message: englishMessage(AUTH_MESSAGES.signInRequired) };
  if (role === "admin") return { status: endpoint.ok };
  // An admin whose session passed no second step reads positions as any admin, and publishes nothing.
  if (role === "admin, second step pending") {
    return endpoint.adminOnly
      ? { status: 403, message: englishMessage(AUTH_MESSAGES.adminSecondFactorRequired) }
      : { status: endpoint.ok };
  }
  if (endpoint.adminOnly) return { status: 403, message: englishMessage(AUTH_MESSAGES.adminRequired) };
  if (role === "inactive" || role === "expired")
    return { status: 403, message: englishMessage(AUTH_MESSAGES.subscriptionRequired) };
  return { status: endpoint.ok };
}

describe.each(TEST_DIALECTS)("positions API access on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, once: true });
  const clock = t.clock;
  let admin: string;
  const cookies = new Map<Role, string | undefined>();

  beforeAll(async () => {
    for (const role of ROLES) cookies.set(role, await cookieFor(t, role, clock.now()));
    admin = cookies.get("admin") ?? "";
  });

  describe.each(ENDPOINTS)("$method $name", (endpoint) => {
    it.each(ROLES)("answers %s as docs/product.md#roles says", async (role) => {
      const id = await createPositionAs(t, admin);
      const response = await callApi(t, endpoint.method, endpoint.url(id), {
        cookie: cookies.get(role),
        body: endpoint.body,
      });
      const want = expected(endpoint, role);
      expect(response.statusCode, response.body).toBe(want.status);
      if (want.message) expect(response.json()).toEqual({ message: want.message });
    });
  });

  it("checks the session before the body: a stranger with a bad body gets 401, not 400", async () => {
    const response = await callApi(t, "POST", "/api/positions", { body: { nonsense: true } });
    expect(response.statusCode).toBe(401);
  });

  // Last: it moves the shared clock past the admin's session.
  it("lets access end with the clock: a trial that expires is refused on its next call", async () => {
    const trial = await cookieFor(t, "trial", clock.now());
    expect((await callApi(t, "GET", "/api/positions", { cookie: trial })).statusCode).toBe(200);
    // Two steps, so the session (idle timeout 30 days) stays alive while the 30-day trial ends.
    clock.advance(20 * 24 * 60 * 60 * 1000);
    expect((await callApi(t, "GET", "/api/positions", { cookie: trial })).statusCode).toBe(200);
    clock.advance(11 * 24 * 60 * 60 * 1000);
    const later = await callApi(t, "GET", "/api/positions", { cookie: trial });
    expect(later.statusCode).toBe(403);
  });
});
