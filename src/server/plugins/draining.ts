import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ApiErrorBody } from "../../shared/api-errors.js";
import { englishMessage } from "../lib/app-error.js";
import { requestTranslator } from "../lib/i18n.js";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Shutdown's first step (main.ts), before close(): idempotent requests are answered 503 so a proxy retries
     * them on another instance and marks this one down; the rest are served with `Connection: close`.
     * Resolves once no request has arrived for a moment (the proxy has moved on), or after a bound.
     */
    drain: () => Promise<void>;
    /** True from drain() on: readiness answers 503. */
    isDraining: () => boolean;
  }
}

/** This long without a request means the proxy has stopped sending here. */
const QUIET_MS = 300;
/** The contract's 10 s also covers closing sockets and the database: draining takes at most this. */
const MAX_DRAIN_MS = 3_000;
/** What nginx's proxy_next_upstream may send again elsewhere (a POST or PATCH could run twice). */
const RETRYABLE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
/** Health checks keep their own answers and do not count as traffic. */
const HEALTH_ROUTES = new Set(["/healthz", "/readyz"]);

/** In the visitor's language: the `lang` cookie or Accept-Language (no session is read on the way out). */
export const SHUTTING_DOWN_MESSAGE = "messages:request.shuttingDown";

export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  let lastRequestAt = 0;

  // A plain callback, not an async function: it runs on every request, nearly always to return at once.
  app.addHook("onRequest", (request, reply, done) => {
    if (HEALTH_ROUTES.has(request.routeOptions.url ?? "")) return done();
    lastRequestAt = performance.now();
    if (!draining) return done();
    reply.header("connection", "close");
    if (!RETRYABLE_METHODS.has(request.method)) return done();
    // Answered here: the request goes no further (a hook that sends does not call done).
    void requestTranslator(request)
      .then(
        (t) => t(SHUTTING_DOWN_MESSAGE),
        () => englishMessage(SHUTTING_DOWN_MESSAGE),
      )
      .then((message) =>
        reply
          .code(503)
          .header("retry-after", "1")
          .send({ message } satisfies ApiErrorBody),
      );
  });

  app.decorate("isDraining", () => draining);
  app.decorate("drain", async () => {
    draining = true;
    const started = performance.now();
    // Even when idle, wait one quiet period: a request the proxy is sending right now gets the 503, not a reset.
    lastRequestAt = started;
    while (performance.now() - started < MAX_DRAIN_MS && performance.now() - lastRequestAt < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
});
