import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { canSeePositions } from "../../shared/access.js";
import { AUTH_MESSAGES } from "../../shared/auth.js";
import type { Db } from "../db/database.js";
import type { UserRow } from "../db/schema.js";
import type { Clock } from "../lib/clock.js";
import { AppError } from "../lib/app-error.js";
import { resumeSession, type AuthenticatedSession } from "../features/auth/sessions.service.js";
import { assertRecentSecondFactor } from "../features/auth/second-factor.service.js";

/**
 * Who may call a route. Every /api route declares one as `config: { guard }` (a route folder may declare it once
 * for all its routes); the app refuses to start with an /api route that declares none. The guard runs on request,
 * before the body is read or validated, so a caller it refuses learns nothing from a 400.
 */
export type Guard = "public" | "signedIn" | "access" | "notifiedMember" | "admin";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in session, or null. Set for /api and /ws requests. */
    auth: AuthenticatedSession | null;
    /** The raw session token from the cookie, when one was sent. */
    sessionToken: string | undefined;
    /** The caller the route's guard admitted; null on a public route. Read it with `viewerOf`. */
    viewer: UserRow | null;
    /** The prefix of the bearer token `auth` came from, or null when it came from the session cookie (or none). */
    bearer: string | null;
  }
  interface FastifyInstance {
    /** The principal a request's bearer token stands for (setting `request.bearer`), null without one, or a refusal. */
    bearerPrincipal(request: FastifyRequest, now: Date): Promise<AuthenticatedSession | null>;
  }
  interface FastifyContextConfig {
    guard?: Guard;
    /** A sensitive change: the session's second factor must have been checked lately (second-factor.service.ts). */
    stepUp?: true;
  }
}

export const ADMINS_HAVE_NO_FEED = "messages:auth.adminsHaveNoFeed";

/**
 * The caller a guard admits at `now`, or the refusal: 401 without a session; 403 for an admin-only route, for a
 * member without access to positions (docs/product.md#access), and for an admin on a member's feed (admins get no
 * notifications, docs/product.md#notifications). An admin-only route also needs a session whose sign-in passed
 * the second step (docs/product.md#accounts), whatever made its user an admin since.
 */
export function admit(
  guard: Exclude<Guard, "public">,
  auth: { user: UserRow; session: Pick<AuthenticatedSession["session"], "second_factor_at"> } | null,
  now: Date,
): UserRow {
  const user = auth?.user;
  if (!user) throw new AppError("unauthenticated", AUTH_MESSAGES.signInRequired);
  if (guard === "admin" && user.role !== "admin") throw new AppError("forbidden", AUTH_MESSAGES.adminRequired);
  if (guard === "admin" && !auth.session.second_factor_at) {
    throw new AppError("forbidden", AUTH_MESSAGES.adminSecondFactorRequired);
  }
  if (guard === "access" || guard === "notifiedMember") {
    const access = {
      role: user.role,
      subscriptionStatus: user.subscription_status,
      subscriptionExpiry: user.subscription_expiry,
    };
    if (!canSeePositions(access, now)) throw new AppError("forbidden", AUTH_MESSAGES.subscriptionRequired);
    if (guard === "notifiedMember" && user.role === "admin") throw new AppError("forbidden", ADMINS_HAVE_NO_FEED);
  }
  return user;
}

/** The caller the route's guard admitted. Only a route with a guard other than "public" may ask. */
export function viewerOf(request: FastifyRequest): UserRow {
  if (!request.viewer) throw new Error(`${request.routeOptions.url ?? request.url} reads a viewer but admits anyone`);
  return request.viewer;
}

export interface SessionCookie {
  name: string;
  set(reply: FastifyReply, token: string, expiresAt: Date): void;
  clear(reply: FastifyReply): void;
}

/**
 * What a shared cache or the browser's back-forward cache may keep of a signed-in answer: nothing. A route that
 * declares its own policy keeps it (the positions list revalidates by ETag: `private, no-cache`).
 */
const PRIVATE_ANSWER = "no-store";

interface AuthPluginOptions {
  db: Db;
  clock: Clock;
  cookie: SessionCookie;
  /** Every kind of bearer token the app admits, each by its own prefix (features/api-tokens, features/automation). */
  bearers?: readonly BearerKind[];
}

/** `__Host-` binds the cookie to this exact origin over https; plain http cannot use the prefix. */
export function sessionCookie(secure: boolean): SessionCookie {
  const name = secure ? "__Host-session" : "session";
  const base = { path: "/", httpOnly: true, sameSite: "lax", secure } as const;
  // An answer that sets or clears the session is never stored: a cache replaying it would hand the cookie on.
  return {
    name,
    set: (reply, token, expiresAt) =>
      void reply.setCookie(name, token, { ...base, expires: expiresAt }).header("cache-control", PRIVATE_ANSWER),
    clear: (reply) => void reply.clearCookie(name, base).header("cache-control", PRIVATE_ANSWER),
  };
}

/**
 * Who a bearer token acts as on one request: the member an API token (`sdm_…`) stands for, read-only; or the admin a
 * provider key (`sdk_…`) acts for, within its scopes. It stands in for a session: its `session.id` names the
 * credential (`token:<hash>`, `key:<id>`), and `second_factor_at` is set only where the credential was made behind a
 * second factor (a key), so the admin guard refuses a member's token as it would their session.
 */
export type BearerPrincipal = AuthenticatedSession;

/**
 * One kind of `Authorization: Bearer <token>` credential, told by its prefix. `resolve` answers the principal, or
 * throws the AppError refusing the token here (401: unknown or revoked; 403: not for this route, method or plan),
 * and notes who acted (`request.actingVia`) where the admin log must name it. The route's guard is then applied to
 * the principal exactly as to a session.
 */
export interface BearerKind {
  prefix: string;
  resolve(request: FastifyRequest, token: string, now: Date): Promise<BearerPrincipal>;
}

const BEARER = /^Bearer (\S+)$/;

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  await app.register(cookie);
  app.decorateRequest("auth", null);
  app.decorateRequest("sessionToken", undefined);
  app.decorateRequest("viewer", null);
  app.decorateRequest("bearer", null);
  app.decorate("bearerPrincipal", bearerPrincipal);

  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/") && !route.config?.guard) {
      throw new Error(`${route.method} ${route.url} declares no guard: set config.guard (plugins/auth.ts)`);
    }
  });

  /**
   * The one way a bearer token is admitted (`app.bearerPrincipal`): only without a session, never on a public route
   * (which judges no caller), by the kind its prefix names; the kind refuses a route it does not serve. A token of
   * no known prefix is no credential: the guard then refuses as signed out.
   */
  async function bearerPrincipal(request: FastifyRequest, now: Date): Promise<BearerPrincipal | null> {
    const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
    const kind = token && options.bearers?.find(({ prefix }) => token.startsWith(prefix));
    if (!token || !kind) return null;
    const principal = await kind.resolve(request, token, now);
    request.bearer = kind.prefix;
    return principal;
  }

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") && !request.url.startsWith("/ws/")) return;
    const now = options.clock.now();
    const token = request.cookies[options.cookie.name];
    if (token) {
      request.sessionToken = token;
      request.auth = (await resumeSession({ db: options.db }, token, now)) ?? null;
    }
    const { guard, stepUp } = request.routeOptions.config;
    // A live connection reads its bearer in its own route hook (notifications.ws.ts), which runs after the WebSocket
    // plugin's: a refusal here would leave the refused upgrade's socket open.
    if (guard === "public" || request.url.startsWith("/ws/")) return;
    request.auth ??= await bearerPrincipal(request, now);
    if (!guard) return;
    request.viewer = admit(guard, request.auth, now);
    if (stepUp && request.auth) await assertRecentSecondFactor(options.db, request.viewer, request.auth.session, now);
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    if ((request.auth || request.viewer) && request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", PRIVATE_ANSWER);
    }
    done(null, payload);
  });
});
