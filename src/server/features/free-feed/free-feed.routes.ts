import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { freeFeedQuerySchema, freeFeedSchema } from "../../../shared/free-feed-api.js";
import { prepareBody, sendPrepared } from "../../lib/prepared-body.js";
import { getFreeFeed, type FreeFeedDeps } from "./free-feed.service.js";

const notModified = z.null().describe("Not modified: the page still has the ETag sent in If-None-Match");

/**
 * docs/product.md#free-delayed-feed: the free delayed feed, for anyone, signed in or not; 404 while the provider has it
 * off. Revalidated by an ETag of its content, as the record's public routes are.
 */
export async function freeFeedRoutes(app: FastifyInstance, { deps }: { deps: FreeFeedDeps }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/public/free-signals",
    {
      config: { guard: "public" },
      schema: { querystring: freeFeedQuerySchema, response: { 200: freeFeedSchema, 304: notModified } },
    },
    async (request, reply) => {
      const feed = freeFeedSchema.parse(await getFreeFeed(deps, request.query.page));
      return sendPrepared(request, reply, await prepareBody(feed), "public, no-cache");
    },
  );
}
