import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AUTH_MESSAGES,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from "../../../shared/auth.js";
import { viewerOf } from "../../plugins/auth.js";
import { requestTranslator } from "../../lib/i18n.js";
import type { AuthRouteContext } from "./auth-routes.context.js";
import { changePassword, requestPasswordReset, resetPassword } from "./auth.service.js";

/** A forgotten password reset by an emailed link, and changing it while signed in. */
export function passwordRoutes(app: FastifyInstance, context: AuthRouteContext) {
  const { deps, cookie, background, sessionsEnded, addressLimited, inPasswordTurn, passwordChecked } = context;
  const { messageResponse, sensitive, currentSessionId } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/forgot-password",
    addressLimited("public", forgotPasswordBodySchema, messageResponse),
    async (request, reply) => {
      // Nothing is looked up before the answer, so an address with an account and one without answer alike.
      const { email } = request.body;
      background.run("password reset mail", () => requestPasswordReset(deps, email));
      const t = await requestTranslator(request);
      return reply.code(202).send({ message: t(AUTH_MESSAGES.resetRequested) });
    },
  );

  api.post(
    "/api/auth/reset-password",
    addressLimited("public", resetPasswordBodySchema, messageResponse),
    async (request, reply) => {
      sessionsEnded(await resetPassword(deps, request.body));
      if (request.sessionToken) cookie.clear(reply);
      const t = await requestTranslator(request);
      return { message: t("messages:auth.passwordReset") };
    },
  );

  api.post(
    "/api/auth/change-password",
    { ...passwordChecked("signedIn", changePasswordBodySchema, messageResponse), ...sensitive },
    async (request) => {
      const user = viewerOf(request);
      const sessionId = currentSessionId(request);
      await inPasswordTurn(request, (address) =>
        changePassword(deps, { userId: user.id, sessionId }, request.body, address),
      );
      sessionsEnded(user.id);
      const t = await requestTranslator(request);
      return { message: t(AUTH_MESSAGES.passwordChanged) };
    },
  );
}
