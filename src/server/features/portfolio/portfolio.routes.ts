import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { portfolioSchema, takenTradeSchema } from "../../../shared/portfolio-api.js";
import {
  closeTakenTradeSchema,
  takenTradeEditSchema,
  takenTradeParamsSchema,
  takeTradeSchema,
} from "../../../shared/portfolio.js";
import { viewerOf } from "../../plugins/auth.js";
import {
  assertPortfolioTracking,
  closeTrade,
  editTrade,
  getPortfolio,
  takeTrade,
  type PortfolioDeps,
} from "./portfolio.service.js";

/**
 * Portfolio tracking (docs/product.md#portfolio): a Pro member's own trades on the signals, their results and their
 * updates. Members with access pass the guard; only Pro members get past the plan check, before the body is read.
 */
export async function portfolioRoutes(app: FastifyInstance, { deps }: { deps: PortfolioDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const pro = {
    config: { guard: "access" },
    preHandler: async (request: FastifyRequest) => assertPortfolioTracking(viewerOf(request), deps.clock.now()),
  } as const;

  api.get("/api/portfolio", { ...pro, schema: { response: { 200: portfolioSchema } } }, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return getPortfolio(deps, viewerOf(request));
  });

  api.post(
    "/api/portfolio/trades",
    { ...pro, schema: { body: takeTradeSchema, response: { 201: takenTradeSchema } } },
    async (request, reply) => reply.code(201).send(await takeTrade(deps, viewerOf(request), request.body)),
  );

  api.put(
    "/api/portfolio/trades/:id",
    {
      ...pro,
      schema: { params: takenTradeParamsSchema, body: takenTradeEditSchema, response: { 200: takenTradeSchema } },
    },
    async (request) => editTrade(deps, viewerOf(request), request.params.id, request.body),
  );

  api.post(
    "/api/portfolio/trades/:id/close",
    {
      ...pro,
      schema: { params: takenTradeParamsSchema, body: closeTakenTradeSchema, response: { 200: takenTradeSchema } },
    },
    async (request) => closeTrade(deps, viewerOf(request), request.params.id, request.body),
  );
}
