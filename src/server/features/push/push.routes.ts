import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  subscribeBodySchema,
  testPushBodySchema,
  testPushResultSchema,
  unsubscribeBodySchema,
  vapidPublicKeySchema,
} from "../../../shared/notifications.js";
import { HttpError } from "../../lib/http-error.js";
import { requireAdmin, requireUser } from "../../plugins/auth.js";
import * as push from "./push.service.js";
import type { VapidKeys } from "./vapid-keys.js";

export const NO_DEVICES_MESSAGE = "No devices subscribed";
export const INVALID_P256DH = "Invalid p256dh key";
export const INVALID_ENDPOINT =
  "Push endpoint must be an https URL on a public host (not localhost, a private network or a metadata address)";
export const TEST_PUSH_UNDELIVERED = "The push services refused the test notification on every device";

/**
 * Web Push endpoints (docs/product.md#push). Any signed-in user may register devices (admins too, to receive their own
 * test pushes); position pushes only ever go to members with access.
 */
export async function pushRoutes(
  app: FastifyInstance,
  { deps, vapidKeys }: { deps: push.PushDeps; vapidKeys: () => Promise<VapidKeys> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const users = { onRequest: async (request: FastifyRequest) => void requireUser(request) };
  const admins = { onRequest: async (request: FastifyRequest) => void requireAdmin(request) };

  api.get("/api/notifications/vapid-public-key", { schema: { response: { 200: vapidPublicKeySchema } } }, async () => ({
    publicKey: (await vapidKeys()).publicKey,
  }));

  api.post(
    "/api/notifications/subscribe",
    { ...users, schema: { body: subscribeBodySchema } },
    async (request, reply) => {
      try {
        await push.subscribe(deps, requireUser(request).id, request.body.subscription);
      } catch (error) {
        if (error instanceof push.InvalidPushKeyError) throw new HttpError(400, INVALID_P256DH);
        if (error instanceof push.InvalidPushEndpointError) throw new HttpError(400, INVALID_ENDPOINT);
        throw error;
      }
      return reply.code(201).send();
    },
  );

  api.post(
    "/api/notifications/unsubscribe",
    { ...users, schema: { body: unsubscribeBodySchema } },
    async (request, reply) => {
      await push.unsubscribe(deps, requireUser(request).id, request.body.subscription.endpoint);
      return reply.code(204).send();
    },
  );

  api.post(
    "/api/notifications/test-push",
    { ...admins, schema: { body: testPushBodySchema, response: { 200: testPushResultSchema } } },
    async (request) => {
      const { message, audience } = request.body;
      try {
        const result = await push.sendTestPush(deps, requireAdmin(request).id, audience, message);
        if (result.sent === 0) throw new HttpError(502, TEST_PUSH_UNDELIVERED);
        return result;
      } catch (error) {
        if (error instanceof push.NoDevicesError) throw new HttpError(409, NO_DEVICES_MESSAGE);
        throw error;
      }
    },
  );
}
