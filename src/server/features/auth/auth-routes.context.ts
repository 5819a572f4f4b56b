import { setTimeout as pause } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, messageSchema } from "../../../shared/auth.js";
import type { BackgroundTasks } from "../../lib/background-tasks.js";
import { AppError } from "../../lib/app-error.js";
import { clientAddressKey } from "../../lib/client-address.js";
import type { Guard, SessionCookie } from "../../plugins/auth.js";
import { toPublicUser } from "../users/users.service.js";
import type { AuthDeps, SignedIn } from "./auth.service.js";
import { placeOf, type PlaceHeaders } from "./device-place.js";
import type { SignInDevice } from "./sessions.service.js";
import { signInQueue } from "./sign-in-queue.js";

export interface AuthRoutesOptions {
  deps: AuthDeps;
  cookie: SessionCookie;
  /** Requests per address per window to the sign-in, registration and reset endpoints. */
  addressLimit: number;
  /** The trusted proxy's headers with a client's country and city (device-place.ts). */
  placeHeaders: PlaceHeaders;
  /** Told after sessions of a user ended, so their live connections close now (every instance). */
  sessionsEnded: (userId: string) => void;
  /** Runs the account emails (reset, verification, new sign-in) after their request has been answered. */
  background: BackgroundTasks;
  /** Told of each new account with its request, before the answer (the referral its browser brought, app.ts). */
  registered?: (request: FastifyRequest, userId: string) => Promise<void>;
}

type RequestHook = (request: FastifyRequest) => Promise<void>;

/**
 * A request refused because its address is over its allowance, or holds its whole share of the sign-in queue, is
 * answered after this pause. Answered at once, a flooding client's fifty connections came straight back, about a
 * thousand refusals a second, and members' own requests waited behind those answers on the event loop
 * (docs/performance.md, the sign-in flood). Paused, the same connections ask a tenth as often, and cost a timer each
 * meanwhile. Only an address already over its limit meets it.
 */
export const REFUSAL_PAUSE_MS = 500;

const pausedOnRefusal =
  (hook: RequestHook): RequestHook =>
  async (request) => {
    try {
      await hook(request);
    } catch (error) {
      if (error instanceof AppError && error.code === "too_many_requests") await pause(REFUSAL_PAUSE_MS);
      throw error;
    }
  };

type PasswordChecking = { onRequest: RequestHook[]; onResponse: RequestHook; onRequestAbort: RequestHook };
type RouteOf<Body, Response> = { config: { guard: AccountGuard }; schema: { body: Body; response: Response } };
type AccountGuard = Extract<Guard, "public" | "signedIn">;

/** What every group of account routes shares: the address allowance, the password queue, how a sign-in ends. */
export interface AuthRouteContext extends Omit<AuthRoutesOptions, "addressLimit" | "placeHeaders"> {
  /** One counter per address shared by every sign-in, registration, reset and code endpoint. */
  addressRateLimit: RequestHook;
  /** Runs a route's password check in the queue's turn, given the address its failures count against. */
  inPasswordTurn: <T>(request: FastifyRequest, check: (address: string) => Promise<T>) => Promise<T>;
  /** A route whose requests (a code guessed, a mail sent) count against the address's allowance. */
  addressLimited: <Body, Response>(
    guard: AccountGuard,
    body: Body,
    response: Response,
  ) => RouteOf<Body, Response> & { onRequest: RequestHook };
  /** A route that checks a password: in the queue's turn, counted against the address's allowance. */
  passwordChecked: <Body, Response>(
    guard: AccountGuard,
    body: Body,
    response: Response,
  ) => RouteOf<Body, Response> & PasswordChecking;
  messageResponse: { 200: typeof messageSchema; 202: typeof messageSchema };
  /** Sensitive changes ask for the second factor again when it was checked more than a few minutes ago. */
  sensitive: { readonly config: { readonly guard: "signedIn"; readonly stepUp: true } };
  /** The device a sign-in comes from: its browser, address and approximate place, shown in its owner's devices. */
  deviceOf: (request: FastifyRequest) => SignInDevice;
  /** Sets the new session's cookie (the sign-in itself queued the email telling of a new device, auth.service.ts). */
  signIn: (reply: FastifyReply, signedIn: SignedIn) => ReturnType<typeof signedInUser>;
  currentSessionId: (request: FastifyRequest) => string;
}

const signedInUser = ({ user, recoveryCodes }: SignedIn) => ({
  ...toPublicUser(user),
  ...(recoveryCodes ? { recoveryCodes } : {}),
});

export function authRouteContext(
  app: FastifyInstance,
  { deps, cookie, addressLimit, placeHeaders, sessionsEnded, background, registered }: AuthRoutesOptions,
): AuthRouteContext {
  const limitAddress = app.createRateLimit({ max: addressLimit, timeWindow: deps.limits.windowMs });
  const addressRateLimit = pausedOnRefusal(async (request: FastifyRequest) => {
    const result = await limitAddress(request);
    if (!result.isAllowed && result.isExceeded) {
      const retryAfterSeconds = Math.max(1, Math.ceil(result.ttl / 1000));
      throw new AppError("too_many_requests", AUTH_MESSAGES.tooManyRequests, { retryAfterSeconds });
    }
  });
  // The queue goes first: a request it refuses costs nothing, so it does not use up the address's allowance.
  const passwordQueue = signInQueue();
  const passwordChecking: PasswordChecking = {
    onRequest: [pausedOnRefusal(passwordQueue.join), addressRateLimit],
    onResponse: passwordQueue.leave,
    onRequestAbort: passwordQueue.leave,
  };
  return {
    deps,
    cookie,
    sessionsEnded,
    background,
    ...(registered ? { registered } : {}),
    addressRateLimit,
    inPasswordTurn: (request, check) => passwordQueue.inTurn(request, () => check(clientAddressKey(request.ip))),
    addressLimited: (guard, body, response) => ({
      config: { guard },
      schema: { body, response },
      onRequest: addressRateLimit,
    }),
    passwordChecked: (guard, body, response) => ({
      config: { guard },
      schema: { body, response },
      ...passwordChecking,
    }),
    messageResponse: { 200: messageSchema, 202: messageSchema },
    sensitive: { config: { guard: "signedIn", stepUp: true } },
    deviceOf: (request) => ({
      userAgent: request.headers["user-agent"] ?? null,
      ip: request.ip,
      place: placeOf(request.ip, request.headers, placeHeaders),
    }),
    signIn: (reply, signedIn) => {
      cookie.set(reply, signedIn.token, signedIn.expiresAt);
      return signedInUser(signedIn);
    },
    currentSessionId: (request) => request.auth?.session.id ?? "",
  };
}
