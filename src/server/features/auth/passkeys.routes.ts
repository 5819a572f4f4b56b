import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  addedPasskeySchema,
  enrolmentBodySchema,
  passkeyAssertionBodySchema,
  passkeyEnrolmentBodySchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeyRegistrationBodySchema,
  signedInSchema,
  webAuthnOptionsSchema,
} from "../../../shared/auth.js";
import { viewerOf } from "../../plugins/auth.js";
import { toPublicUser } from "../users/users.service.js";
import type { AuthRouteContext } from "./auth-routes.context.js";
import { finishPasskeyEnrolment, logInWithPasskey, startPasskeyEnrolment } from "./auth.service.js";
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  userPasskeys,
} from "./passkeys.service.js";
import { markSecondFactorChecked } from "./sessions.repo.js";
import { endSession } from "./sessions.service.js";

/** Passkeys (passkeys.service.ts): signing in with one, and managing them from account settings. */
export function passkeyRoutes(app: FastifyInstance, context: AuthRouteContext) {
  const { deps, addressRateLimit, addressLimited, inPasswordTurn, passwordChecked, sensitive } = context;
  const { deviceOf, signIn, currentSessionId } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/passkeys/sign-in/options",
    { config: { guard: "public" }, schema: { response: { 200: webAuthnOptionsSchema } }, onRequest: addressRateLimit },
    async () => passkeySignInOptions(deps, deps.clock.now()),
  );

  // Signed in as the passkey's user already, it confirms it is them (a step-up); otherwise it signs in anew.
  api.post(
    "/api/auth/passkeys/sign-in",
    addressLimited("public", passkeyAssertionBodySchema, { 200: signedInSchema }),
    async (request, reply) => {
      const { auth } = request;
      const current = auth ? { userId: auth.user.id, sessionId: auth.session.id } : null;
      const device = deviceOf(request);
      const result = await logInWithPasskey(deps, request.body.response, device, current);
      if (result.token === undefined) return toPublicUser(result.user);
      if (request.sessionToken) await endSession(deps, request.sessionToken);
      return signIn(reply, result);
    },
  );

  api.post(
    "/api/auth/passkeys/enrolment/options",
    passwordChecked("public", enrolmentBodySchema, { 200: webAuthnOptionsSchema }),
    async (request) => inPasswordTurn(request, (address) => startPasskeyEnrolment(deps, request.body, address)),
  );

  api.post(
    "/api/auth/passkeys/enrolment",
    passwordChecked("public", passkeyEnrolmentBodySchema, { 200: signedInSchema }),
    async (request, reply) => {
      const device = deviceOf(request);
      const signedIn = await inPasswordTurn(request, (address) =>
        finishPasskeyEnrolment(deps, request.body, address, device),
      );
      if (request.sessionToken) await endSession(deps, request.sessionToken);
      return signIn(reply, signedIn);
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
      const userAgent = deviceOf(request).userAgent;
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
