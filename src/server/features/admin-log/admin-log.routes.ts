import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ADMIN_LOG_EXPORT_URL,
  ADMIN_LOG_URL,
  adminLogListSchema,
  adminLogQuerySchema,
} from "../../../shared/admin-log.js";
import { TOTAL_COUNT_HEADER, exportFileName } from "../../../shared/admin.js";
import { exportAdminLogCsv, searchAdminLog, type AdminLogDeps } from "./admin-log.service.js";

/** The admin log: searched a page at a time, and exported whole, which asks for the second factor again. */
export async function adminLogRoutes(app: FastifyInstance, { deps, appName }: { deps: AdminLogDeps; appName: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    ADMIN_LOG_URL,
    {
      config: { guard: "admin" },
      schema: { querystring: adminLogQuerySchema, response: { 200: adminLogListSchema } },
    },
    async (request, reply) => {
      const page = await searchAdminLog(deps, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total)).header("cache-control", "private, no-store");
      return page.entries;
    },
  );

  api.get(
    ADMIN_LOG_EXPORT_URL,
    {
      config: { guard: "admin", stepUp: true, audit: { action: "export.admin_log", request: "query" } },
      schema: { querystring: adminLogQuerySchema },
    },
    (request, reply) => {
      const csv = exportAdminLogCsv(deps, request.query, (err) =>
        request.log.error({ err }, "admin log export failed"),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header(
          "content-disposition",
          `attachment; filename="${exportFileName("admin-log", deps.clock.now(), appName)}"`,
        )
        .send(csv);
    },
  );
}
