import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "../../shared/api-errors.js";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  outageLog,
} from "../lib/database-unavailable.js";
import { APP_ERROR_STATUS, AppError } from "../lib/app-error.js";
import { messageTranslator, requestLanguage, type MessageTranslate } from "../lib/i18n.js";
import { isMessageKey, type MessageKey } from "../../shared/i18n/message-keys.js";

/** Fastify's own client errors, said in words a client can act on (keys of the `messages` catalogue). */
const FRAMEWORK_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "messages:request.invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "messages:request.emptyBody",
  FST_ERR_CTP_BODY_TOO_LARGE: "messages:request.bodyTooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "messages:request.unsupportedType",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "messages:request.contentLengthMismatch",
  FST_ERR_BAD_URL: "messages:request.badUrl",
  FST_ERR_MAX_PARAM_LENGTH: "messages:request.addressTooLong",
};

/**
 * Fastify's router refuses a malformed or over-long path before any route or error handler runs, and would answer
 * its own {error, code, message, statusCode}; this keeps those answers to the one shape too (docs/product.md#errors).
 */
export async function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const t = await messageTranslator(requestLanguage(request));
  await reply.code(error.statusCode ?? 400).send({
    message: t(FRAMEWORK_MESSAGES[error.code] ?? "messages:request.badRequest"),
  } satisfies ApiErrorBody);
}

/**
 * PostgreSQL refuses text holding a NUL character (code 22021; SQLite stores it): that is the client's input, so
 * a 400, whichever field or path it came in.
 */
const PG_CHARACTER_NOT_IN_REPERTOIRE = "22021";

/** A message or field error in the caller's language when it is a catalogue key; other text as it is. */
const inLanguage = (t: MessageTranslate, message: string): string => (isMessageKey(message) ? t(message) : message);

function fieldErrors(
  t: MessageTranslate,
  issues: { instancePath: string; message?: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
    errors[field] ??= inLanguage(t, issue.message ?? "messages:request.invalidValue");
  }
  return errors;
}

/** docs/product.md#errors: every error is JSON {message}; nothing internal leaves the server. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every request fails alike while the database is away: one line per outage (and a reminder each minute).
  const outage = outageLog(app.log, "requests");
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // Every message leaves in the caller's language (docs/decisions/0038-server-messages.md).
    const t = await messageTranslator(requestLanguage(request));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(t, error.validation);
      const first = Object.values(errors)[0] ?? t("messages:request.invalid");
      return reply.code(400).send({ message: first, errors } satisfies ApiErrorBody);
    }
    if (error instanceof AppError) {
      const { retryAfterSeconds, fieldErrors, secondFactor, stepUp, confirm, values } = error.details;
      if (retryAfterSeconds !== undefined) void reply.header("retry-after", String(retryAfterSeconds));
      const errors = fieldErrors
        ? Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, inLanguage(t, message)]))
        : undefined;
      return reply.code(APP_ERROR_STATUS[error.code]).send({
        message: error.key ? t(error.key, values) : error.message,
        ...(errors ? { errors } : {}),
        ...(secondFactor ? { secondFactor } : {}),
        ...(stepUp ? { stepUp } : {}),
        ...(confirm ? { confirm } : {}),
      } satisfies ApiErrorBody);
    }
    if (error.code === PG_CHARACTER_NOT_IN_REPERTOIRE) {
      return reply.code(400).send({ message: t("messages:request.nulCharacters") } satisfies ApiErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      // A member whose session could not be read is answered in the browser's language (cookie, Accept-Language).
      outage.failed(error);
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: t(DATABASE_UNAVAILABLE_MESSAGE) } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FRAMEWORK_MESSAGES[error.code];
      const message = known ? t(known) : error.message;
      return reply.code(status).send({ message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: t("messages:request.somethingWentWrong") } satisfies ApiErrorBody);
  });
});
