import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  subscribeBodySchema,
  testPushBodySchema,
  testPushResultSchema,
  unsubscribeBodySchema,
  vapidPublicKeySchema,
} from "../../../shared/notifications.js";
import { viewerOf } from "../../plugins/auth.js";
import * as push from "./push.service.js";
import type { VapidKeys } from "./vapid-keys.js";

/**
 * Web Push endpoints (docs/product.md#push). Any signed-in user may register devices (admins too, to receive their own
 * test pushes); position pushes only ever go to members with access.
 */
export async function pushRoutes(
  app: FastifyInstance,
  { deps, vapidKeys }: { deps: push.PushDeps; vapidKeys: () => Promise<VapidKeys> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const users = { config: { guard: "signedIn" } } as const;
  const admins = { config: { guard: "admin" } } as const;

  api.get(
    "/api/notifications/vapid-public-key",
    { config: { guard: "public" }, schema: { response: { 200: vapidPublicKeySchema } } },
    async () => ({
      publicKey: (await vapidKeys()).publicKey,
    }),
  );

  api.post(
    "/api/notifications/subscribe",
    { ...users, schema: { body: subscribeBodySchema } },
    async (request, reply) => {
      await push.subscribe(deps, viewerOf(request).id, request.body.subscription);
      return reply.code(201).send();
    },
  );

  api.post(
    "/api/notifications/unsubscribe",
    { ...users, schema: { body: unsubscribeBodySchema } },
    async (request, reply) => {
      await push.unsubscribe(deps, viewerOf(request).id, request.body.subscription.endpoint);
      return reply.code(204).send();
    },
  );

  api.post(
    "/api/notifications/test-push",
    {
      config: { ...admins.config, audit: { action: "push.test", request: "body" } },
      schema: { body: testPushBodySchema, response: { 200: testPushResultSchema } },
    },
    async (request) => {
      const { message, audience } = request.body;
      return push.sendTestPush(deps, viewerOf(request).id, audience, message);
    },
  );
}
