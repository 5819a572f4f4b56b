import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  notificationPreferencesSchema,
  notificationPreferencesViewSchema,
} from "../../../shared/notification-preferences.js";
import { viewerOf } from "../../plugins/auth.js";
import {
  getNotificationPreferences,
  saveNotificationPreferences,
  type PreferencesDeps,
} from "./notification-preferences.service.js";

export const NOTIFICATION_PREFERENCES_PATH = "/api/account/notification-preferences";

/** The signed-in account's own notification preferences and time zone (docs/product.md#notification-preferences). */
export async function notificationPreferencesRoutes(app: FastifyInstance, { deps }: { deps: PreferencesDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { config: { guard: "signedIn" } } as const;
  const response = { 200: notificationPreferencesViewSchema };

  api.get(NOTIFICATION_PREFERENCES_PATH, { ...signedIn, schema: { response } }, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return getNotificationPreferences(deps, viewerOf(request).id);
  });

  api.put(
    NOTIFICATION_PREFERENCES_PATH,
    { ...signedIn, schema: { body: notificationPreferencesSchema, response } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return saveNotificationPreferences(deps, viewerOf(request).id, request.body);
    },
  );
}
