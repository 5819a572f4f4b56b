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

/** Fastify's own client errors, said in words a client can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is empty",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send JSON",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Content-Length does not match the body",
  FST_ERR_BAD_URL: "The address is not a valid URL",
  FST_ERR_MAX_PARAM_LENGTH: "The address is too long",
};

/**
 * Fastify's router refuses a malformed or over-long path before any route or error handler runs, and would answer
 * its own {error, code, message, statusCode}; this keeps those answers to the one shape too (docs/product.md#errors).
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(error.statusCode ?? 400).send({
    message: FRAMEWORK_MESSAGES[error.code] ?? "Bad request",
  } satisfies ApiErrorBody);
}

/**
 * PostgreSQL refuses text holding a NUL character (code 22021; SQLite stores it): that is the client's input, so
 * a 400, whichever field or path it came in.
 */
const PG_CHARACTER_NOT_IN_REPERTOIRE = "22021";

function fieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
    errors[field] ??= issue.message ?? "Invalid value";
  }
  return errors;
}

/** docs/product.md#errors: every error is JSON {message}; nothing internal leaves the server. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every request fails alike while the database is away: one line per outage (and a reminder each minute).
  const outage = outageLog(app.log, "requests");
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const first = Object.values(errors)[0] ?? "Invalid request";
      return reply.code(400).send({ message: first, errors } satisfies ApiErrorBody);
    }
    if (error instanceof AppError) {
      const { retryAfterSeconds, fieldErrors, secondFactor, stepUp, confirm } = error.details;
      if (retryAfterSeconds !== undefined) void reply.header("retry-after", String(retryAfterSeconds));
      return reply.code(APP_ERROR_STATUS[error.code]).send({
        message: error.message,
        ...(fieldErrors ? { errors: fieldErrors } : {}),
        ...(secondFactor ? { secondFactor } : {}),
        ...(stepUp ? { stepUp } : {}),
        ...(confirm ? { confirm } : {}),
      } satisfies ApiErrorBody);
    }
    if (error.code === PG_CHARACTER_NOT_IN_REPERTOIRE) {
      return reply.code(400).send({ message: "Text may not contain NUL characters" } satisfies ApiErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      outage.failed(error);
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      return reply.code(status).send({ message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .send({ message: "Something went wrong on our side. Please try again." } satisfies ApiErrorBody);
  });
});
