import type { FastifyInstance } from "fastify";

export interface HealthOptions {
  ping(): Promise<void>;
  isShuttingDown(): boolean;
}

/** /healthz: the process answers. /readyz: it can serve traffic (database reachable, not draining). */
export async function healthRoutes(app: FastifyInstance, { ping, isShuttingDown }: HealthOptions) {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    if (isShuttingDown()) return reply.code(503).send({ status: "shutting-down", message: "Server is shutting down" });
    try {
      await ping();
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed: database unreachable");
      return reply.code(503).send({ status: "unavailable", message: "Database unreachable" });
    }
  });
}
