import type { FastifyInstance } from "fastify";
import { outageLog } from "../../lib/database-unavailable.js";

export interface HealthOptions {
  ping(): Promise<void>;
  isShuttingDown(): boolean;
}

/** /healthz: the process answers. /readyz: it can serve traffic (database reachable, not draining). */
export async function healthRoutes(app: FastifyInstance, { ping, isShuttingDown }: HealthOptions) {
  app.get("/healthz", async () => ({ status: "ok" }));
  // Probes come every few seconds: an outage is logged once, not once per probe.
  const outage = outageLog(app.log, "readiness check");

  app.get("/readyz", async (request, reply) => {
    if (isShuttingDown()) return reply.code(503).send({ status: "shutting-down", message: "Server is shutting down" });
    try {
      await ping();
      outage.succeeded();
      return { status: "ready" };
    } catch (error) {
      outage.failed(error);
      return reply.code(503).send({ status: "unavailable", message: "Database unreachable" });
    }
  });
}
