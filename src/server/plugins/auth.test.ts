import { englishMessage } from "../lib/app-error.js";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/auth.js";
import { cookieFor } from "../../../test/support/members.js";
import { callApi } from "../../../test/support/positions.js";
import { manualClock, useTestApp } from "../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import type { UserRow } from "../db/schema.js";
import { AppError, adminOnlyText } from "../lib/app-error.js";
import { authPlugin, sessionCookie, viewerOf, type BearerKind } from "./auth.js";
import { errorsPlugin } from "./errors.js";

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
        { message: englishMessage(AUTH_MESSAGES.signInRequired) },
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

describe("a bearer token", () => {
  /** Two kinds as the app has them (a member's token, an admin's key): one admits, the other refuses this route. */
  const member = { id: "member-1", role: "user" } as UserRow;
  const kinds: BearerKind[] = [
    {
      prefix: "aa_",
      resolve: async () => ({
        user: member,
        session: {
          id: "token:aa",
          user_id: member.id,
          created_at: "",
          last_seen_at: "",
          expires_at: "",
          second_factor_at: null,
        },
      }),
    },
    {
      prefix: "bb_",
      resolve: async () => {
        throw new AppError("forbidden", adminOnlyText("Keys cannot be used for this request"));
      },
    },
  ];
  const appWithKinds = async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(authPlugin, {
      db: undefined as never,
      clock: manualClock(),
      cookie: sessionCookie(false),
      bearers: kinds,
    });
    app.get("/api/mine", { config: { guard: "signedIn" } }, async (request) => ({
      viewer: viewerOf(request).id,
      bearer: request.bearer,
      session: request.auth?.session.id,
    }));
    app.get("/api/admins", { config: { guard: "admin" } }, async () => ({ ok: true }));
    app.get("/api/open", { config: { guard: "public" } }, async (request) => ({ auth: request.auth }));
    return app;
  };
  const get = (app: Awaited<ReturnType<typeof appWithKinds>>, url: string, token: string) =>
    app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

  it("is admitted by the kind its prefix names, then judged by the route's guard as a session would be", async () => {
    const app = await appWithKinds();
    const mine = await get(app, "/api/mine", "aa_secret");
    expect([mine.statusCode, mine.json()]).toEqual([200, { viewer: member.id, bearer: "aa_", session: "token:aa" }]);
    const admins = await get(app, "/api/admins", "aa_secret");
    expect([admins.statusCode, admins.json()]).toEqual([403, { message: englishMessage(AUTH_MESSAGES.adminRequired) }]);
    await app.close();
  });

  it("is refused in the one format, and a token of no known prefix is no credential", async () => {
    const app = await appWithKinds();
    const refused = await get(app, "/api/mine", "bb_secret");
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: "Keys cannot be used for this request" }]);
    const unknown = await get(app, "/api/mine", "zz_secret");
    expect([unknown.statusCode, unknown.json()]).toEqual([
      401,
      { message: englishMessage(AUTH_MESSAGES.signInRequired) },
    ]);
    await app.close();
  });

  it("is not read on a public route: the route answers as to anyone", async () => {
    const app = await appWithKinds();
    for (const token of ["aa_secret", "bb_secret"]) {
      const open = await get(app, "/api/open", token);
      expect([open.statusCode, open.json()]).toEqual([200, { auth: null }]);
    }
    await app.close();
  });
});
