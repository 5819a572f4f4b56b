import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  INSIGHT_IMAGE_MAX_BYTES,
  insightInputSchema,
  insightListQuerySchema,
  insightListSchema,
  insightParamsSchema,
  insightSchema,
} from "../../../shared/insights.js";
import { viewerOf } from "../../plugins/auth.js";
import {
  deleteInsight,
  editInsight,
  getInsightFor,
  getInsightImageFor,
  listInsightsFor,
  publishInsight,
  type InsightsDeps,
} from "./insights.service.js";

/** A post with its chart in base64 (a third larger than the file), and room for the text. */
const INSIGHT_BODY_LIMIT = Math.ceil((INSIGHT_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * Market insights (docs/product.md#market-insights): members with access and admins list and open them (the text
 * and chart only for those who may read them, hasPlanFeature's "insights"); admins publish, edit and delete.
 */
export async function insightsRoutes(app: FastifyInstance, { deps }: { deps: InsightsDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { config: { guard: "access" } } as const;
  const admin = { config: { guard: "admin" } } as const;

  api.get(
    "/api/insights",
    { ...access, schema: { querystring: insightListQuerySchema, response: { 200: insightListSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listInsightsFor(deps, viewerOf(request), request.query.limit);
    },
  );

  api.get(
    "/api/insights/:id",
    { ...access, schema: { params: insightParamsSchema, response: { 200: insightSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getInsightFor(deps, viewerOf(request), request.params.id);
    },
  );

  api.get("/api/insights/:id/image", { ...access, schema: { params: insightParamsSchema } }, async (request, reply) => {
    const image = await getInsightImageFor(deps, viewerOf(request), request.params.id);
    return reply
      .header("content-type", image.contentType)
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", "inline")
      .header("content-security-policy", "default-src 'none'")
      .header("cache-control", "private, no-store")
      .send(image.data);
  });

  api.post(
    "/api/admin/insights",
    {
      config: { ...admin.config, audit: { action: "insight.publish", target: "insight" } },
      bodyLimit: INSIGHT_BODY_LIMIT,
      schema: { body: insightInputSchema, response: { 201: insightSchema } },
    },
    async (request, reply) => {
      const insight = await publishInsight(deps, viewerOf(request), request.body);
      return reply.code(201).send(insight);
    },
  );

  api.put(
    "/api/admin/insights/:id",
    {
      config: { ...admin.config, audit: { action: "insight.edit", target: "insight" } },
      bodyLimit: INSIGHT_BODY_LIMIT,
      schema: { params: insightParamsSchema, body: insightInputSchema, response: { 200: insightSchema } },
    },
    async (request) => editInsight(deps, request.params.id, request.body),
  );

  api.delete(
    "/api/admin/insights/:id",
    {
      config: { ...admin.config, audit: { action: "insight.delete", target: "insight" } },
      schema: { params: insightParamsSchema },
    },
    async (request, reply) => {
      await deleteInsight(deps, request.params.id);
      return reply.code(204).send();
    },
  );
}
