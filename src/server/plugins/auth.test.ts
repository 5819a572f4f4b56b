import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/auth.js";
import { cookieFor } from "../../../test/support/members.js";
import { callApi } from "../../../test/support/positions.js";
import { manualClock, useTestApp } from "../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { authPlugin, sessionCookie } from "./auth.js";

/** Guarded writes, each sent with a body its schema refuses. */
const GUARDED_WITH_BAD_BODY = [
  ["POST", "/api/positions", "admin"],
  ["PATCH", "/api/admin/settings", "admin"],
  ["POST", "/api/notifications/test-push", "admin"],
  ["POST", "/api/auth/change-password", "signedIn"],
  ["POST", "/api/stripe/create-checkout-session", "signedIn"],
  ["POST", "/api/notifications/subscribe", "signedIn"],
] as const;
const BAD_BODY = { unexpected: ["not", "what", "the", "route", "reads"] };

describe.each(TEST_DIALECTS)("route guards on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("answers a signed-out caller 401 before reading a bad body, on every guarded write", async () => {
    for (const [method, url] of GUARDED_WITH_BAD_BODY) {
      const response = await callApi(t, method, url, { body: BAD_BODY });
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        401,
        { message: AUTH_MESSAGES.signInRequired },
      ]);
    }
  });

  it("answers a member 403 on admin routes before reading a bad body, and reads the body for those they may call", async () => {
    const member = await cookieFor(t, "premium", new Date());
    for (const [method, url, guard] of GUARDED_WITH_BAD_BODY) {
      const response = await callApi(t, method, url, { cookie: member, body: BAD_BODY });
      expect([url, response.statusCode]).toEqual([url, guard === "admin" ? 403 : 400]);
    }
  });
});

describe("an /api route without a guard", () => {
  it("stops the app from starting, naming the route", async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: undefined as never, clock: manualClock(), cookie: sessionCookie(false) });
    expect(() => app.get("/api/forgotten", async () => ({ ok: true }))).toThrow("GET /api/forgotten declares no guard");
    expect(() => app.get("/api/declared", { config: { guard: "public" } }, async () => ({ ok: true }))).not.toThrow();
    await app.close();
  });
});
