import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  SUPPORT_MESSAGES,
  supportConversationSchema,
  supportMemberParamsSchema,
  supportMessageInputSchema,
  supportMessageSchema,
  supportQueueSchema,
  supportThreadSchema,
} from "../../../shared/support.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import { viewerOf } from "../../plugins/auth.js";
import {
  answerMember,
  getOwnConversation,
  getSupportQueue,
  getSupportThread,
  writeToSupport,
  type SupportDeps,
} from "./support.service.js";

/** A member may send this many messages in ten minutes: enough to write, too few to flood the admins' inbox. */
const MESSAGES_PER_WINDOW = 20;
const WINDOW_MS = 10 * 60_000;

/**
 * Support conversations (docs/product.md#support): a member reads and writes their own; admins read every one and
 * answer from the Support tab.
 */
export async function supportRoutes(app: FastifyInstance, { deps }: { deps: SupportDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { config: { guard: "signedIn" } } as const;
  const admin = { config: { guard: "admin" } } as const;
  const limitMember = app.createRateLimit({
    max: MESSAGES_PER_WINDOW,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `support:${viewerOf(request).id}`,
  });
  const memberOnly = async (request: FastifyRequest) => {
    if (viewerOf(request).role === "admin")
      throw new AppError("forbidden", adminOnlyText(SUPPORT_MESSAGES.adminsAnswer));
  };
  const memberRateLimit = async (request: FastifyRequest) => {
    const result = await limitMember(request);
    if (!result.isAllowed && result.isExceeded) {
      const retryAfterSeconds = Math.max(1, Math.ceil(result.ttl / 1000));
      throw new AppError("too_many_requests", SUPPORT_MESSAGES.tooMany, { retryAfterSeconds });
    }
  };

  api.get(
    "/api/support",
    { ...signedIn, preHandler: memberOnly, schema: { response: { 200: supportConversationSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getOwnConversation(deps, viewerOf(request));
    },
  );

  api.post(
    "/api/support/messages",
    {
      ...signedIn,
      preHandler: [memberOnly, memberRateLimit],
      schema: { body: supportMessageInputSchema, response: { 201: supportMessageSchema } },
    },
    async (request, reply) => {
      const message = await writeToSupport(deps, viewerOf(request), request.body.body);
      return reply.code(201).send(message);
    },
  );

  api.get("/api/admin/support", { ...admin, schema: { response: { 200: supportQueueSchema } } }, async (_r, reply) => {
    reply.header("cache-control", "private, no-store");
    return getSupportQueue(deps);
  });

  api.get(
    "/api/admin/support/:memberId",
    { ...admin, schema: { params: supportMemberParamsSchema, response: { 200: supportThreadSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getSupportThread(deps, request.params.memberId);
    },
  );

  api.post(
    "/api/admin/support/:memberId/messages",
    {
      config: {
        ...admin.config,
        audit: { action: "support.reply", target: "member", param: "memberId", request: "body" },
      },
      schema: {
        params: supportMemberParamsSchema,
        body: supportMessageInputSchema,
        response: { 201: supportMessageSchema },
      },
    },
    async (request, reply) => {
      const message = await answerMember(deps, viewerOf(request), request.params.memberId, request.body.body);
      return reply.code(201).send(message);
    },
  );
}
