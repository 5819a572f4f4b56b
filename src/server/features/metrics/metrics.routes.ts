import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { Metrics } from "./metrics.js";

export interface MetricsRoutesOptions {
  metrics: Metrics;
  /** The Bearer token that reads the metrics; absent = metrics are off. */
  token: string | undefined;
}

// Said to the operator's scraper, not to members.
const METRICS_OFF = adminOnlyText("Not found");
const TOKEN_REQUIRED = adminOnlyText("Metrics need the Bearer token configured in METRICS_TOKEN");

/** Hashing both sides gives equal lengths, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics for Prometheus. Timed per route pattern, method and status in an onResponse hook that exists only
 * when metrics are on, so an app without METRICS_TOKEN pays nothing per request.
 */
export async function metricsRoutes(app: FastifyInstance, { metrics, token }: MetricsRoutesOptions) {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  const requireToken = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected) throw new AppError("not_found", METRICS_OFF);
    const given = request.headers.authorization ?? "";
    if (!timingSafeEqual(digest(given), expected)) {
      void reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("unauthenticated", TOKEN_REQUIRED);
    }
  };

  app.get("/metrics", { onRequest: requireToken }, async (_request, reply) => {
    const text = await metrics.registry.metrics();
    return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(text);
  });
}

/** Times every request of the app; registered on the root instance so it sees all routes. */
export function timeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onResponse", (request, reply, done) => {
    metrics.requestServed(
      request.routeOptions.url ?? "unmatched",
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
