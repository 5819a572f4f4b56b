import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  API_TOKENS_MAX,
  apiTokenListSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
  idParamsSchema,
} from "../../../shared/api-access.js";
import { viewerOf } from "../../plugins/auth.js";
import * as tokens from "./api-tokens.service.js";

/**
 * A member's API tokens (docs/integrations.md#api-tokens): listed and revoked by any signed-in member (a lapsed plan
 * leaves tokens to clean up), made only while the plan includes API access. Tokens themselves cannot call these.
 */
export async function apiTokensRoutes(
  app: FastifyInstance,
  { deps, tokensRevoked }: { deps: tokens.ApiTokensDeps; tokensRevoked: (userId: string) => void },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const members = { config: { guard: "signedIn" } } as const;

  api.get(
    "/api/account/api-tokens",
    { ...members, schema: { response: { 200: apiTokenListSchema } } },
    async (request) => ({
      tokens: await tokens.listApiTokens(deps, viewerOf(request)),
      max: API_TOKENS_MAX,
    }),
  );

  api.post(
    "/api/account/api-tokens",
    { ...members, schema: { body: createApiTokenSchema, response: { 201: createdApiTokenSchema } } },
    async (request, reply) =>
      reply.code(201).send(await tokens.createApiToken(deps, viewerOf(request), request.body.name)),
  );

  api.delete(
    "/api/account/api-tokens/:id",
    { ...members, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await tokens.revokeApiToken(deps, viewer, request.params.id);
      // A live connection opened with the token closes at once rather than at its next check.
      tokensRevoked(viewer.id);
      return reply.code(204).send();
    },
  );
}
