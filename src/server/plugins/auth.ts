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

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in session, or null. Set for /api and /ws requests. */
    auth: AuthenticatedSession | null;
    /** The raw session token from the cookie, when one was sent. */
    sessionToken: string | undefined;
  }
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

export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; clock: Clock; cookie: SessionCookie }) => {
  await app.register(cookie);
  app.decorateRequest("auth", null);
  app.decorateRequest("sessionToken", undefined);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") && !request.url.startsWith("/ws/")) return;
    const token = request.cookies[options.cookie.name];
    if (!token) return;
    request.sessionToken = token;
    request.auth = (await resumeSession(options.db, token, options.clock.now())) ?? null;
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.auth && request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", PRIVATE_ANSWER);
    }
  });
});

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw new AppError("unauthenticated", AUTH_MESSAGES.signInRequired);
  return request.auth.user;
}

/** The signed-in admin: 401 without a session, 403 for anyone else (docs/product.md#roles). */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== "admin") throw new AppError("forbidden", AUTH_MESSAGES.adminRequired);
  return user;
}

/**
 * An admin or a member with access at `now` (the app's clock): 401 without a session, 403 "Subscription
 * required" otherwise (docs/product.md#roles).
 */
export function requireAccess(request: FastifyRequest, now: Date): UserRow {
  const user = requireUser(request);
  const access = {
    role: user.role,
    subscriptionStatus: user.subscription_status,
    subscriptionExpiry: user.subscription_expiry,
  };
  if (!canSeePositions(access, now)) throw new AppError("forbidden", AUTH_MESSAGES.subscriptionRequired);
  return user;
}
