import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** Short and plain, so a forwarded id can never break a log line or a header. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id Fastify gives each request (and puts as `reqId` on every line of its child logger). A proxy we trust
 * already named the request: its `X-Request-Id` is kept, so one id follows the request through proxy and app
 * logs. From anyone else the header is ignored: a client could otherwise forge or flood the ids of others.
 */
export function requestIdOf(behindTrustedProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const forwarded = behindTrustedProxy ? request.headers["x-request-id"] : undefined;
    return typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  };
}

/** Every answer, errors included, names its request: a user's report can be matched to the log. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });
}
