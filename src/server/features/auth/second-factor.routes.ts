import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  authenticatorSetupSchema,
  enrolmentBodySchema,
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorStatusSchema,
} from "../../../shared/auth.js";
import { viewerOf } from "../../plugins/auth.js";
import type { AuthRouteContext } from "./auth-routes.context.js";
import { startSignInEnrolment } from "./auth.service.js";
import {
  confirmAuthenticator,
  confirmIdentity,
  secondFactorStatus,
  startAuthenticatorSetup,
  turnOffSecondFactor,
} from "./second-factor.service.js";
import { markSecondFactorChecked } from "./sessions.repo.js";

/**
 * Two-step sign-in (second-factor.service.ts): setting up the authenticator app, turning it off, and confirming it is
 * them before a sensitive change (plugins/auth.ts `stepUp`; a passkey does it too, passkeys.routes.ts).
 */
export function secondFactorRoutes(app: FastifyInstance, context: AuthRouteContext) {
  const { deps, addressLimited, inPasswordTurn, passwordChecked, messageResponse, sensitive } = context;
  const { currentSessionId } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // An administrator's first sign-in gets its secret here, by password.
  api.post(
    "/api/auth/second-factor/enrolment",
    passwordChecked("public", enrolmentBodySchema, { 200: authenticatorSetupSchema }),
    async (request) => inPasswordTurn(request, (address) => startSignInEnrolment(deps, request.body, address)),
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

  // Codes guessed at these three count against the address's allowance, as sign-in guesses do.
  api.post(
    "/api/auth/second-factor/confirm",
    addressLimited("signedIn", secondFactorCodeBodySchema, { 200: recoveryCodesSchema }),
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
    { ...addressLimited("signedIn", secondFactorCodeBodySchema, messageResponse), ...sensitive },
    async (request) => {
      await turnOffSecondFactor(deps, viewerOf(request), request.body.code, deps.clock.now());
      return { message: "Two-step sign-in is off" };
    },
  );

  api.post(
    "/api/auth/step-up",
    addressLimited("signedIn", secondFactorCodeBodySchema, messageResponse),
    async (request) => {
      const session = request.auth?.session;
      if (session) await confirmIdentity(deps, viewerOf(request), session, request.body.code, deps.clock.now());
      return { message: "Confirmed" };
    },
  );
}
