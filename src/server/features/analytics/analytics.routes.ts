import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyticsQuerySchema, analyticsSchema } from "../../../shared/analytics.js";
import { viewerOf } from "../../plugins/auth.js";
import { createAnalyticsReader, type AnalyticsDeps } from "./analytics.service.js";

/** Pro's advanced analytics (docs/product.md#advanced-analytics): members with access pass the guard, Pro alone reads. */
export async function analyticsRoutes(app: FastifyInstance, { deps }: { deps: AnalyticsDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const analytics = createAnalyticsReader(deps);

  api.get(
    "/api/analytics",
    { config: { guard: "access" }, schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } } },
    (request) => analytics.forViewer(viewerOf(request), request.query.timeZone),
  );
}
