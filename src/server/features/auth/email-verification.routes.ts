import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  EMAIL_LINK_TTL_HOURS,
  EMAIL_MESSAGES,
  changeEmailBodySchema,
  emailChangeStatusSchema,
  verifyEmailBodySchema,
} from "../../../shared/auth.js";
import { viewerOf } from "../../plugins/auth.js";
import { requestTranslator } from "../../lib/i18n.js";
import type { AuthRouteContext } from "./auth-routes.context.js";
import {
  followEmailLink,
  notifyAddressChanged,
  pendingEmailChange,
  requestEmailChange,
  sendVerificationLink,
} from "./email-verification.service.js";

/** Verified email addresses and changing the address (docs/product.md#accounts). */
export function emailVerificationRoutes(
  app: FastifyInstance,
  { deps, background, addressLimited, inPasswordTurn, passwordChecked, messageResponse, sensitive }: AuthRouteContext,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public: the link may be opened on a device where the account is not signed in.
  api.post(
    "/api/auth/verify-email",
    addressLimited("public", verifyEmailBodySchema, messageResponse),
    async (request) => {
      const followed = await followEmailLink(deps, request.body.token);
      const t = await requestTranslator(request);
      if (followed.purpose === "verify") return { message: t(EMAIL_MESSAGES.verified) };
      const { user, previousEmail } = followed;
      background.run("email changed notice", () => notifyAddressChanged(deps, user, previousEmail));
      return { message: t(EMAIL_MESSAGES.changed) };
    },
  );

  // Awaited, unlike registration's: the member is told when the hourly limit refuses it.
  api.post(
    "/api/auth/verify-email/resend",
    { config: { guard: "signedIn" }, schema: { response: messageResponse } },
    async (request, reply) => {
      await sendVerificationLink(deps, viewerOf(request));
      const t = await requestTranslator(request);
      return reply.code(202).send({ message: t(EMAIL_MESSAGES.verificationSent, { count: EMAIL_LINK_TTL_HOURS }) });
    },
  );

  api.get(
    "/api/auth/email-change",
    { config: { guard: "signedIn" }, schema: { response: { 200: emailChangeStatusSchema } } },
    async (request) => pendingEmailChange(deps, viewerOf(request).id),
  );

  api.post(
    "/api/auth/email-change",
    // A sensitive change: with a second factor, it must have been checked lately (plugins/auth.ts).
    { ...passwordChecked("signedIn", changeEmailBodySchema, messageResponse), ...sensitive },
    async (request, reply) => {
      const userId = viewerOf(request).id;
      await inPasswordTurn(request, (address) => requestEmailChange(deps, userId, request.body, address));
      const t = await requestTranslator(request);
      return reply.code(202).send({ message: t(EMAIL_MESSAGES.changeLinkSent) });
    },
  );
}
