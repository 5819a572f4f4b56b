import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "../../shared/api-errors.js";
import { HttpError } from "../lib/http-error.js";

/** Fastify's own client errors, said in words a client can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is empty",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send JSON",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Content-Length does not match the body",
  FST_ERR_BAD_URL: "The address is not valid",
  FST_ERR_MAX_PARAM_LENGTH: "The address is too long",
};

/**
 * Fastify answers a malformed or over-long URL before any route or error handler runs, with its own body that
 * echoes the path. Passed as the `frameworkErrors` option so those answers are plain `{message}` too.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = FRAMEWORK_MESSAGES[error.code] ?? "Invalid request";
  void reply.code(error.statusCode ?? 400).send({ message } satisfies ApiErrorBody);
}

function fieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
    errors[field] ??= issue.message ?? "Invalid value";
  }
  return errors;
}

/** DECISIONS.md 17: every error is JSON {message}; nothing internal leaves the server. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const first = Object.values(errors)[0] ?? "Invalid request";
      return reply.code(400).send({ message: first, errors } satisfies ApiErrorBody);
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message } satisfies ApiErrorBody);
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
