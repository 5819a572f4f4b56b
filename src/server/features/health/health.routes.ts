import type { FastifyInstance } from "fastify";
import { outageLog } from "../../lib/database-unavailable.js";

export interface HealthOptions {
  ping(): Promise<void>;
  isShuttingDown(): boolean;
}

/** /healthz: the process answers. /readyz: it can serve traffic (database reachable, not draining). */
export async function healthRoutes(app: FastifyInstance, { ping, isShuttingDown }: HealthOptions) {
  // Probes come every few seconds: at the default level their request lines would bury everything else.
  const quiet = { logLevel: "warn" } as const;
  app.get("/healthz", quiet, async () => ({ status: "ok" }));
  // An outage is logged once, not once per probe.
  const outage = outageLog(app.log, "readiness check");

  app.get("/readyz", quiet, async (_request, reply) => {
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
