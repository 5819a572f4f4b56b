import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ALERT_MESSAGES, ALERTS_PER_MINUTE } from "../../../shared/alerts.js";
import { alertAnswerSchema, alertWebhookParamsSchema } from "../../../shared/automation.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import { hashToken } from "../../lib/ids.js";
import { findLiveSourceBySecret } from "./alert-sources.repo.js";
import { logUnreadRefusal, receiveAlert, type AlertsDeps, type UnreadRefusal } from "./alerts.service.js";

/**
 * What the webhook reads at most: larger bodies are refused by the framework before they are read (and logged by
 * count, as alerts over the rate limit are); smaller ones over the alert limit are logged with their body.
 */
const READ_LIMIT_BYTES = 64 * 1024;
const MINUTE_MS = 60_000;

/**
 * POST /api/alerts/{secret}: TradingView posts an alert here (docs/integrations.md#providers). It sends no headers of
 * its own, so the secret in the path is the credential (`signedLink`: no Origin is expected), and its body is read as
 * text whatever its content type says (TradingView sends text/plain for a message that is not JSON).
 */
export async function alertWebhookRoutes(app: FastifyInstance, { deps }: { deps: AlertsDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps.positions;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: READ_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  const limitSource = app.createRateLimit({
    max: ALERTS_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `alerts:${hashToken((request.params as { secret?: string }).secret ?? "")}`,
  });
  /** Logs an alert refused before it was read; a failure to log never changes what the sender is answered. */
  const logRefusal = async (request: FastifyRequest, refusal: UnreadRefusal) => {
    const secret = (request.params as { secret?: unknown }).secret;
    if (typeof secret !== "string") return;
    try {
      await logUnreadRefusal(deps, { secretHash: hashToken(secret), refusal, receivedAt: clock.now() });
    } catch (err) {
      request.log.error({ err }, "could not log a refused alert");
    }
  };
  const rateLimited = async (request: FastifyRequest) => {
    const result = await limitSource(request);
    if (!result.isAllowed && result.isExceeded) {
      await logRefusal(request, "tooMany");
      throw new AppError("too_many_requests", adminOnlyText(ALERT_MESSAGES.tooMany), {
        retryAfterSeconds: Math.max(1, Math.ceil(result.ttl / 1000)),
      });
    }
  };

  api.post(
    "/api/alerts/:secret",
    {
      config: { guard: "public", signedLink: true },
      bodyLimit: READ_LIMIT_BYTES,
      preHandler: rateLimited,
      onError: async (request, _reply, error) => {
        if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") await logRefusal(request, "tooLarge");
      },
      schema: {
        params: alertWebhookParamsSchema,
        response: { 200: alertAnswerSchema, 201: alertAnswerSchema, 202: alertAnswerSchema },
      },
    },
    async (request, reply) => {
      const source = await findLiveSourceBySecret(db, hashToken(request.params.secret));
      if (!source) throw new AppError("not_found", adminOnlyText(ALERT_MESSAGES.unknownSource));
      const body = typeof request.body === "string" ? request.body : "";
      const answer = await receiveAlert(deps, { source, body, receivedAt: clock.now() });
      const status = answer.outcome === "published" ? 201 : answer.outcome === "draft" ? 202 : 200;
      return reply.code(status).send(answer);
    },
  );
}
