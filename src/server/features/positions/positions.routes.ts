import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { holdsPlanFeature } from "../../../shared/plan-features.js";
import {
  followedPositionsSchema,
  nextReleaseSchema,
  positionCreateSchema,
  positionIdParamsSchema,
  positionInputSchema,
  positionListSchema,
  positionSchema,
  recordViewBodySchema,
  untrackedPositionsSchema,
  type PositionInput,
} from "../../../shared/positions.js";
import { tradeEventInputSchema, tradeHistorySchema, type TradeEventInput } from "../../../shared/trade-lifecycle.js";
import type { AuditDeclaration } from "../admin-log/admin-log.hook.js";
import { PREPARED_ROUTE, sendPrepared } from "../../lib/prepared-body.js";
import { viewerOf } from "../../plugins/auth.js";
import * as engagement from "./position-engagement.service.js";
import { createPositionListCache } from "./position-list-cache.js";
import { correctionWindowOf, type PositionsDeps } from "./position-changes.js";
import * as positions from "./positions.service.js";
import { untrackedPositions } from "./tracked-positions.service.js";

const notModified = z.null().describe("Not modified: the list still has the ETag sent in If-None-Match");

/** Positions calls. Reads need access (or admin), writes need admin (docs/product.md#roles). */
export async function positionsRoutes(app: FastifyInstance, { deps }: { deps: PositionsDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readers = { config: { guard: "access" } } as const;
  // The reads a member's API token may make too (docs/integrations.md#api-tokens).
  const tokenReaders = { config: { guard: "access", apiToken: true } } as const;
  // A provider key may read the list and histories and make the admin's changes (docs/integrations.md#provider-keys).
  const keyReaders = { config: { guard: "access", apiToken: true, providerKey: "read" } } as const;
  const admins = { config: { guard: "admin" } } as const;
  // Each change is an entry in the admin log (features/admin-log): a draft going out is a publish.
  const audited = (action: AuditDeclaration["action"]) =>
    ({ config: { guard: "admin", audit: { action, target: "position" } } }) as const;
  const withKey = <T extends { config: object }>(options: T) =>
    ({ ...options, config: { ...options.config, providerKey: "publish" } }) as const;
  const origin = (request: FastifyRequest) => (request.actingVia ? { via: request.actingVia.ref } : {});
  const published = (status: string | undefined, wasDraft: boolean) =>
    wasDraft && status !== undefined && status !== "planning";
  const viewer = (request: FastifyRequest): positions.Viewer => {
    const user = viewerOf(request);
    return {
      id: user.id,
      isAdmin: user.role === "admin",
      earlyAccess: holdsPlanFeature({ role: user.role, subscriptionStatus: user.subscription_status }, "earlyAccess"),
    };
  };

  const lists = createPositionListCache(deps.db, correctionWindowOf(deps));
  // The body is built and validated against positionListSchema once per change (position-list-cache.ts): it is
  // sent as bytes (hence the untyped `app`), so the declared schema documents the answer without serializing it again.
  app.get(
    "/api/positions",
    { ...keyReaders, ...PREPARED_ROUTE, schema: { response: { 200: positionListSchema, 304: notModified } } },
    async (request, reply) => {
      const { isAdmin, earlyAccess } = viewer(request);
      const audience = isAdmin ? "admins" : earlyAccess ? "early" : "members";
      const body = await lists.get(audience, () => deps.clock.now().toISOString());
      return sendPrepared(request, reply, body, "private, no-cache");
    },
  );

  api.get("/api/positions/follows", { ...readers, schema: { response: { 200: followedPositionsSchema } } }, (request) =>
    engagement.followedPositions(deps, viewer(request)),
  );

  api.get("/api/positions/untracked", { ...admins, schema: { response: { 200: untrackedPositionsSchema } } }, () =>
    untrackedPositions(deps),
  );

  api.get(
    "/api/positions/next-release",
    { ...tokenReaders, schema: { response: { 200: nextReleaseSchema } } },
    (request) => positions.nextRelease(deps, viewer(request)),
  );

  api.post(
    "/api/positions",
    {
      ...withKey(
        audited((request) =>
          published((request.body as PositionInput).status, true) ? "position.publish" : "position.create",
        ),
      ),
      schema: { body: positionCreateSchema, response: { 201: positionSchema } },
    },
    async (request, reply) => {
      const created = await positions.createPosition(deps, viewerOf(request).id, request.body, origin(request));
      return reply.code(201).send(created);
    },
  );

  api.put(
    "/api/positions/:id",
    {
      ...withKey(
        audited((request, before) =>
          published((request.body as PositionInput).status, before?.fields.status === "planning")
            ? "position.publish"
            : "position.update",
        ),
      ),
      schema: { params: positionIdParamsSchema, body: positionInputSchema, response: { 200: positionSchema } },
    },
    (request) => positions.updatePosition(deps, viewerOf(request).id, request.params.id, request.body, origin(request)),
  );

  api.delete(
    "/api/positions/:id",
    { ...audited("position.delete"), schema: { params: positionIdParamsSchema } },
    async (request, reply) => {
      await positions.deletePosition(deps, viewerOf(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    "/api/positions/:id/history",
    { ...keyReaders, schema: { params: positionIdParamsSchema, response: { 200: tradeHistorySchema } } },
    (request) => positions.positionHistory(deps, viewer(request), request.params.id),
  );

  api.post(
    "/api/positions/:id/events",
    {
      config: {
        guard: "admin",
        providerKey: "publish",
        audit: {
          action: (request) => `position.${(request.body as TradeEventInput).type}` as const,
          target: "position",
          request: "body",
        },
      },
      schema: { params: positionIdParamsSchema, body: tradeEventInputSchema, response: { 201: positionSchema } },
    },
    async (request, reply) => {
      const position = await positions.addTradeEvent(
        deps,
        viewerOf(request).id,
        request.params.id,
        request.body,
        origin(request),
      );
      return reply.code(201).send(position);
    },
  );

  api.put(
    "/api/positions/:id/follow",
    { ...readers, schema: { params: positionIdParamsSchema } },
    async (request, reply) => {
      await engagement.followPosition(deps, viewer(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.delete(
    "/api/positions/:id/follow",
    { ...readers, schema: { params: positionIdParamsSchema } },
    async (request, reply) => {
      await engagement.unfollowPosition(deps, viewer(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    "/api/positions/:id/views",
    { ...readers, schema: { params: positionIdParamsSchema, body: recordViewBodySchema } },
    async (request, reply) => {
      await engagement.recordView(deps, viewer(request), request.params.id, request.body.kind);
      return reply.code(204).send();
    },
  );
}
