import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PROMOTION_MESSAGES,
  promotionCodeInputSchema,
  promotionCodeLookupSchema,
  promotionCodeParamsSchema,
  promotionCodeSchema,
  promotionPreviewQuerySchema,
  promotionPreviewSchema,
  promotionRedemptionSchema,
} from "../../../shared/promotions.js";
import { AppError } from "../../lib/app-error.js";
import { viewerOf } from "../../plugins/auth.js";
import {
  createPromotionCode,
  deactivatePromotionCode,
  listPromotionCodes,
  previewPromotion,
  promotionRedemptions,
  type PromotionDeps,
} from "./promotion-codes.service.js";

/** Code lookups one address may make in a window: a family sharing a link is far below it, guessing is not. */
const PREVIEWS_PER_WINDOW = 60;
const PREVIEW_WINDOW_MS = 10 * 60 * 1000;

/** Promotion codes: the admins' list and changes, and a code applied to a plan for the plans page. */
export async function promotionCodesRoutes(app: FastifyInstance, { deps }: { deps: PromotionDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = { config: { guard: "admin" } } as const;
  // Creating or switching off a code asks for a fresh second factor, as other money matters do (plugins/auth.ts).
  const sensitive = { guard: "admin", stepUp: true } as const;
  app.addHook("onRequest", async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "private, no-store");
  });

  api.get(
    "/api/admin/promotion-codes",
    { ...admins, schema: { response: { 200: z.array(promotionCodeSchema) } } },
    () => listPromotionCodes(deps),
  );
  api.post(
    "/api/admin/promotion-codes",
    {
      config: { ...sensitive, audit: { action: "promotion.create", target: "promotion" } },
      schema: { body: promotionCodeInputSchema, response: { 201: promotionCodeSchema } },
    },
    async (request, reply) => {
      const created = await createPromotionCode(deps, request.body, viewerOf(request).id);
      return reply.code(201).send(created);
    },
  );
  api.post(
    "/api/admin/promotion-codes/:id/deactivate",
    {
      config: { ...sensitive, audit: { action: "promotion.deactivate", target: "promotion" } },
      schema: { params: promotionCodeParamsSchema, response: { 200: promotionCodeSchema } },
    },
    (request) => deactivatePromotionCode(deps, request.params.id),
  );
  api.get(
    "/api/admin/promotion-codes/:id/redemptions",
    { ...admins, schema: { params: promotionCodeParamsSchema, response: { 200: z.array(promotionRedemptionSchema) } } },
    (request) => promotionRedemptions(deps, request.params.id),
  );

  // Public: a code in a link is shown applied before signing up. A signed-in member's own use of a
  // once-per-member code is counted. Limited per address, so codes cannot be found by trying them in bulk.
  const limitAddress = app.createRateLimit({ max: PREVIEWS_PER_WINDOW, timeWindow: PREVIEW_WINDOW_MS });
  const previewRateLimit = async (request: FastifyRequest) => {
    const result = await limitAddress(request);
    if (!result.isAllowed && result.isExceeded) {
      const retryAfterSeconds = Math.max(1, Math.ceil(result.ttl / 1000));
      throw new AppError("too_many_requests", PROMOTION_MESSAGES.tooManyLookups, { retryAfterSeconds });
    }
  };
  api.get(
    "/api/promotion-codes/:code",
    {
      config: { guard: "public" },
      onRequest: previewRateLimit,
      schema: {
        params: promotionCodeLookupSchema,
        querystring: promotionPreviewQuerySchema,
        response: { 200: promotionPreviewSchema },
      },
    },
    (request) =>
      previewPromotion(deps, request.params.code, request.query.plan, request.auth?.user.id ?? null, deps.clock.now()),
  );
}
