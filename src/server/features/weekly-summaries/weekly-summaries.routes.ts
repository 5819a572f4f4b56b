import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { weeklySummariesSchema } from "../../../shared/weekly-summary.js";
import { viewerOf } from "../../plugins/auth.js";
import { listWeeklySummaries, type WeeklySummaryDeps } from "./weekly-summaries.service.js";

/** A Pro member's weekly summaries (docs/product.md#weekly-summaries). */
export async function weeklySummariesRoutes(
  app: FastifyInstance,
  { deps }: { deps: Pick<WeeklySummaryDeps, "db" | "clock"> },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/weekly-summaries",
      { config: { guard: "access" }, schema: { response: { 200: weeklySummariesSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return listWeeklySummaries(deps, viewerOf(request));
      },
    );
}
