import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AUTH_MESSAGES,
  authenticatorSetupSchema,
  changePasswordBodySchema,
  enrolmentBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageSchema,
  recoveryCodesSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  secondFactorCodeBodySchema,
  deviceIdParamsSchema,
  addedPasskeySchema,
  passkeyEnrolmentBodySchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  secondFactorStatusSchema,
  passkeyAssertionBodySchema,
  passkeyRegistrationBodySchema,
  webAuthnOptionsSchema,
  signedInDeviceListSchema,
  signedInSchema,
} from "../../../shared/auth.js";
import { publicUserSchema } from "../../../shared/users.js";
import { clientAddressKey } from "../../lib/client-address.js";
import type { BackgroundTasks } from "../../lib/background-tasks.js";
import { AppError } from "../../lib/app-error.js";
import { viewerOf, type SessionCookie } from "../../plugins/auth.js";
import { toPublicUser } from "../users/users.service.js";
import {
  changePassword,
  InvalidCredentialsError,
  logIn,
  register,
  requestPasswordReset,
  resetPassword,
  finishPasskeyEnrolment,
  logInWithPasskey,
  startPasskeyEnrolment,
  startSignInEnrolment,
  type AuthDeps,
  type SignedIn,
} from "./auth.service.js";
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  userPasskeys,
} from "./passkeys.service.js";
import { markSecondFactorChecked } from "./sessions.repo.js";
import {
  InvalidSecondFactorCodeError,
  confirmAuthenticator,
  confirmIdentity,
  secondFactorStatus,
  startAuthenticatorSetup,
  turnOffSecondFactor,
} from "./second-factor.service.js";
import {
  endSession,
  listSignedInDevices,
  signOutDevice,
  signOutOtherDevices,
  type SignInDevice,
} from "./sessions.service.js";
import { placeOf, type PlaceHeaders } from "./device-place.js";
import { emailVerificationRoutes } from "./email-verification.routes.js";
import { sendVerificationLink } from "./email-verification.service.js";
import { sendNewSignInNotice } from "./new-device.service.js";
import { AccountLockedError } from "./sign-in-throttle.js";
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
}

/** The device a sign-in comes from: its browser, address and approximate place, shown in its owner's list of devices. */
const deviceOf = (request: FastifyRequest, placeHeaders: PlaceHeaders): SignInDevice => ({
  userAgent: request.headers["user-agent"] ?? null,
  ip: request.ip,
  place: placeOf(request.ip, request.headers, placeHeaders),
});

export async function authRoutes(
  app: FastifyInstance,
  { deps, cookie, addressLimit, placeHeaders, sessionsEnded, background }: AuthRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // One counter per address shared by every sign-in, registration and reset endpoint.
  const limitAddress = app.createRateLimit({ max: addressLimit, timeWindow: deps.limits.windowMs });
  const addressRateLimit = async (request: FastifyRequest) => {
    const result = await limitAddress(request);
    if (!result.isAllowed && result.isExceeded) {
      const retryAfterSeconds = Math.max(1, Math.ceil(result.ttl / 1000));
      throw new AppError("too_many_requests", AUTH_MESSAGES.tooManyRequests, { retryAfterSeconds });
    }
  };
  const messageResponse = { 200: messageSchema, 202: messageSchema };
  // The queue goes first: a request it refuses costs nothing, so it does not use up the address's allowance.
  const passwordQueue = signInQueue();
  const passwordChecking = {
    onRequest: [passwordQueue.join, addressRateLimit],
    onResponse: passwordQueue.leave,
    onRequestAbort: passwordQueue.leave,
  };

  /** Sets the new session's cookie; a sign-in from a device the account has not used is emailed to it. */
  const signIn = (reply: FastifyReply, signedIn: SignedIn, device?: SignInDevice) => {
    cookie.set(reply, signedIn.token, signedIn.expiresAt);
    const { user, recoveryCodes } = signedIn;
    if (signedIn.newDevice && device) {
      const at = deps.clock.now();
      background.run("new sign-in notice", () => sendNewSignInNotice(deps, user, device, at));
    }
    return { ...toPublicUser(user), ...(recoveryCodes ? { recoveryCodes } : {}) };
  };

  const currentSessionId = (request: FastifyRequest) => request.auth?.session.id ?? "";

  api.post(
    "/api/auth/register",
    {
      config: { guard: "public" },
      schema: { body: registerBodySchema, response: { 201: publicUserSchema } },
      onRequest: addressRateLimit,
    },
    async (request, reply) => {
      const signedIn = await register(deps, request.body, deviceOf(request, placeHeaders));
      background.run("email verification link", () => sendVerificationLink(deps, signedIn.user));
      return reply.code(201).send(signIn(reply, signedIn));
    },
  );

  api.post(
    "/api/auth/login",
    {
      config: { guard: "public" },
      schema: { body: loginBodySchema, response: { 200: signedInSchema } },
      ...passwordChecking,
    },
    async (request, reply) => {
      try {
        const address = clientAddressKey(request.ip);
        const device = deviceOf(request, placeHeaders);
        const signedIn = await passwordQueue.inTurn(request, () => logIn(deps, request.body, address, device));
        // A session cookie already present is replaced, never reused: a new session at every sign-in.
        if (request.sessionToken) await endSession(deps, request.sessionToken);
        return signIn(reply, signedIn, device);
      } catch (error) {
        if (error instanceof InvalidCredentialsError || error instanceof InvalidSecondFactorCodeError) {
          app.metrics.signInFailed();
        }
        if (error instanceof AccountLockedError) app.metrics.accountLocked();
        throw error;
      }
    },
  );

  api.post("/api/auth/logout", { config: { guard: "public" } }, async (request, reply) => {
    if (request.sessionToken) await endSession(deps, request.sessionToken);
    if (request.auth) sessionsEnded(request.auth.user.id);
    cookie.clear(reply);
    return reply.code(204).send();
  });

  api.get(
    "/api/auth/me",
    { config: { guard: "signedIn" }, schema: { response: { 200: publicUserSchema } } },
    async (request) => toPublicUser(viewerOf(request)),
  );

  api.post(
    "/api/auth/forgot-password",
    {
      config: { guard: "public" },
      schema: { body: forgotPasswordBodySchema, response: messageResponse },
      onRequest: addressRateLimit,
    },
    async (request, reply) => {
      // Nothing is looked up before the answer, so an address with an account and one without answer alike.
      const { email } = request.body;
      background.run("password reset mail", () => requestPasswordReset(deps, email));
      return reply.code(202).send({ message: AUTH_MESSAGES.resetRequested });
    },
  );

  api.post(
    "/api/auth/reset-password",
    {
      config: { guard: "public" },
      schema: { body: resetPasswordBodySchema, response: messageResponse },
      onRequest: addressRateLimit,
    },
    async (request, reply) => {
      sessionsEnded(await resetPassword(deps, request.body));
      if (request.sessionToken) cookie.clear(reply);
      return { message: "Your password has been changed. Sign in with the new password." };
    },
  );

  // Sensitive changes ask for the second factor again when it was checked more than a few minutes ago.
  const sensitive = { config: { guard: "signedIn", stepUp: true } } as const;

  api.post(
    "/api/auth/change-password",
    {
      ...sensitive,
      schema: { body: changePasswordBodySchema, response: messageResponse },
      ...passwordChecking,
    },
    async (request) => {
      const user = viewerOf(request);
      const sessionId = request.auth?.session.id ?? "";
      const address = clientAddressKey(request.ip);
      await passwordQueue.inTurn(request, () =>
        changePassword(deps, { userId: user.id, sessionId }, request.body, address),
      );
      sessionsEnded(user.id);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );

  emailVerificationRoutes(app, { deps, background, addressRateLimit, passwordQueue, passwordChecking });

  // Two-step sign-in (second-factor.service.ts). An administrator's first sign-in gets its secret here, by password.
  api.post(
    "/api/auth/second-factor/enrolment",
    {
      config: { guard: "public" },
      schema: { body: enrolmentBodySchema, response: { 200: authenticatorSetupSchema } },
      ...passwordChecking,
    },
    async (request) =>
      passwordQueue.inTurn(request, () => startSignInEnrolment(deps, request.body, clientAddressKey(request.ip))),
  );

  api.get(
    "/api/auth/second-factor",
    { config: { guard: "signedIn" }, schema: { response: { 200: secondFactorStatusSchema } } },
    async (request) => secondFactorStatus(deps, viewerOf(request)),
  );

  api.post(
    "/api/auth/second-factor/setup",
    { ...sensitive, schema: { response: { 200: authenticatorSetupSchema } } },
    async (request) => startAuthenticatorSetup(deps, viewerOf(request), deps.clock.now()),
  );

  // Codes guessed at these two count against the address's allowance, as sign-in guesses do.
  api.post(
    "/api/auth/second-factor/confirm",
    {
      config: { guard: "signedIn" },
      schema: { body: secondFactorCodeBodySchema, response: { 200: recoveryCodesSchema } },
      onRequest: addressRateLimit,
    },
    async (request) => {
      const now = deps.clock.now();
      const recoveryCodes = await confirmAuthenticator(deps, viewerOf(request), request.body.code, now);
      // The app's code just proved it is them.
      await markSecondFactorChecked(deps.db, currentSessionId(request), now.toISOString());
      return { recoveryCodes };
    },
  );

  api.post(
    "/api/auth/second-factor/disable",
    {
      ...sensitive,
      schema: { body: secondFactorCodeBodySchema, response: messageResponse },
      onRequest: addressRateLimit,
    },
    async (request) => {
      await turnOffSecondFactor(deps, viewerOf(request), request.body.code, deps.clock.now());
      return { message: "Two-step sign-in is off" };
    },
  );

  // Where the user is signed in (docs/product.md#accounts), and signing other devices out.

  api.get(
    "/api/auth/sessions",
    { config: { guard: "signedIn" }, schema: { response: { 200: signedInDeviceListSchema } } },
    async (request) => listSignedInDevices(deps, viewerOf(request).id, currentSessionId(request), deps.clock.now()),
  );

  api.delete(
    "/api/auth/sessions/:id",
    { config: { guard: "signedIn" }, schema: { params: deviceIdParamsSchema } },
    async (request, reply) => {
      const user = viewerOf(request);
      await signOutDevice(deps, user.id, request.params.id, currentSessionId(request));
      sessionsEnded(user.id);
      return reply.code(204).send();
    },
  );

  api.post("/api/auth/sessions/sign-out-others", { config: { guard: "signedIn" } }, async (request, reply) => {
    const user = viewerOf(request);
    await signOutOtherDevices(deps, user.id, currentSessionId(request));
    sessionsEnded(user.id);
    return reply.code(204).send();
  });

  // Confirming it is them before a sensitive change (plugins/auth.ts `stepUp`): a code here, or a passkey below.
  api.post(
    "/api/auth/step-up",
    {
      config: { guard: "signedIn" },
      schema: { body: secondFactorCodeBodySchema, response: messageResponse },
      onRequest: addressRateLimit,
    },
    async (request) => {
      const session = request.auth?.session;
      if (session) await confirmIdentity(deps, viewerOf(request), session, request.body.code, deps.clock.now());
      return { message: "Confirmed" };
    },
  );

  // Passkeys (passkeys.service.ts): signing in with one, and managing them from account settings.
  api.post(
    "/api/auth/passkeys/sign-in/options",
    { config: { guard: "public" }, schema: { response: { 200: webAuthnOptionsSchema } }, onRequest: addressRateLimit },
    async () => passkeySignInOptions(deps, deps.clock.now()),
  );

  // Signed in as the passkey's user already, it confirms it is them (a step-up); otherwise it signs in anew.
  api.post(
    "/api/auth/passkeys/sign-in",
    {
      config: { guard: "public" },
      schema: { body: passkeyAssertionBodySchema, response: { 200: signedInSchema } },
      onRequest: addressRateLimit,
    },
    async (request, reply) => {
      const { auth } = request;
      const current = auth ? { userId: auth.user.id, sessionId: auth.session.id } : null;
      const device = deviceOf(request, placeHeaders);
      const result = await logInWithPasskey(deps, request.body.response, device, current);
      if (result.token === undefined) return toPublicUser(result.user);
      if (request.sessionToken) await endSession(deps, request.sessionToken);
      return signIn(reply, result, device);
    },
  );

  api.post(
    "/api/auth/passkeys/enrolment/options",
    {
      config: { guard: "public" },
      schema: { body: enrolmentBodySchema, response: { 200: webAuthnOptionsSchema } },
      ...passwordChecking,
    },
    async (request) =>
      passwordQueue.inTurn(request, () => startPasskeyEnrolment(deps, request.body, clientAddressKey(request.ip))),
  );

  api.post(
    "/api/auth/passkeys/enrolment",
    {
      config: { guard: "public" },
      schema: { body: passkeyEnrolmentBodySchema, response: { 200: signedInSchema } },
      ...passwordChecking,
    },
    async (request, reply) => {
      const address = clientAddressKey(request.ip);
      const device = deviceOf(request, placeHeaders);
      const signedIn = await passwordQueue.inTurn(request, () =>
        finishPasskeyEnrolment(deps, request.body, address, device),
      );
      if (request.sessionToken) await endSession(deps, request.sessionToken);
      return signIn(reply, signedIn, device);
    },
  );

  api.get(
    "/api/auth/passkeys",
    { config: { guard: "signedIn" }, schema: { response: { 200: passkeyListSchema } } },
    async (request) => userPasskeys(deps, viewerOf(request).id),
  );

  api.post(
    "/api/auth/passkeys/options",
    { ...sensitive, schema: { response: { 200: webAuthnOptionsSchema } } },
    async (request) => passkeyRegistrationOptions(deps, viewerOf(request), "register", deps.clock.now()),
  );

  api.post(
    "/api/auth/passkeys",
    {
      config: { guard: "signedIn" },
      schema: { body: passkeyRegistrationBodySchema, response: { 201: addedPasskeySchema } },
    },
    async (request, reply) => {
      const now = deps.clock.now();
      const userAgent = deviceOf(request, placeHeaders).userAgent;
      const added = await addPasskey(deps, viewerOf(request), "register", request.body.response, userAgent, now);
      // The device just unlocked the new passkey: it is them.
      await markSecondFactorChecked(deps.db, currentSessionId(request), now.toISOString());
      return reply.code(201).send(added);
    },
  );

  api.delete(
    "/api/auth/passkeys/:id",
    { ...sensitive, schema: { params: passkeyIdParamsSchema } },
    async (request, reply) => {
      await removePasskey(deps, viewerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
