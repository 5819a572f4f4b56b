import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  WEBHOOK_ENDPOINTS_MAX,
  idParamsSchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookMessageListSchema,
  webhookMessageParamsSchema,
} from "../../../shared/api-access.js";
import { viewerOf } from "../../plugins/auth.js";
import * as webhooks from "./webhooks.service.js";

/**
 * A member's webhook endpoints (docs/integrations.md#webhooks): listed, deleted and their logs read by any signed-in
 * member (a lapsed plan leaves endpoints to clean up); made, rotated, switched on and sent to only while the plan
 * includes API access.
 */
export async function webhooksRoutes(app: FastifyInstance, { deps }: { deps: webhooks.WebhooksDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const members = { config: { guard: "signedIn" } } as const;
  const onEndpoint = { ...members, schema: { params: idParamsSchema } } as const;

  api.get(
    "/api/account/webhooks",
    { ...members, schema: { response: { 200: webhookEndpointListSchema } } },
    async (request) => ({
      endpoints: await webhooks.listWebhooks(deps, viewerOf(request)),
      max: WEBHOOK_ENDPOINTS_MAX,
    }),
  );

  api.post(
    "/api/account/webhooks",
    { ...members, schema: { body: webhookEndpointInputSchema, response: { 201: webhookEndpointWithSecretSchema } } },
    async (request, reply) => reply.code(201).send(await webhooks.createWebhook(deps, viewerOf(request), request.body)),
  );

  api.delete("/api/account/webhooks/:id", onEndpoint, async (request, reply) => {
    await webhooks.deleteWebhook(deps, viewerOf(request), request.params.id);
    return reply.code(204).send();
  });

  api.post(
    "/api/account/webhooks/:id/rotate-secret",
    { ...onEndpoint, schema: { ...onEndpoint.schema, response: { 200: webhookEndpointWithSecretSchema } } },
    (request) => webhooks.rotateWebhookSecret(deps, viewerOf(request), request.params.id),
  );

  api.post(
    "/api/account/webhooks/:id/enable",
    { ...onEndpoint, schema: { ...onEndpoint.schema, response: { 200: webhookEndpointSchema } } },
    (request) => webhooks.enableWebhook(deps, viewerOf(request), request.params.id),
  );

  api.post("/api/account/webhooks/:id/test", onEndpoint, async (request, reply) => {
    await webhooks.sendTestEvent(deps, viewerOf(request), request.params.id);
    return reply.code(202).send();
  });

  api.get(
    "/api/account/webhooks/:id/deliveries",
    { ...onEndpoint, schema: { ...onEndpoint.schema, response: { 200: webhookMessageListSchema } } },
    async (request) => ({ messages: await webhooks.listDeliveries(deps, viewerOf(request), request.params.id) }),
  );

  api.post(
    "/api/account/webhooks/:id/deliveries/:messageId/resend",
    { ...members, schema: { params: webhookMessageParamsSchema } },
    async (request, reply) => {
      const { id, messageId } = request.params;
      await webhooks.resendDelivery(deps, viewerOf(request), id, messageId);
      return reply.code(202).send();
    },
  );
}
