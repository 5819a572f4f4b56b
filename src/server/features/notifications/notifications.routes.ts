import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notificationFeedSchema, notificationIdParamsSchema } from "../../../shared/notifications.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { viewerOf } from "../../plugins/auth.js";
import * as notifications from "./notifications.service.js";

/** The notification feed (docs/product.md#notifications): every call touches only the caller's own rows. */
export async function notificationsRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Admins have no feed (docs/product.md#notifications): they get 403 like members without access.
  const members = { config: { guard: "notifiedMember" } } as const;
  const member = viewerOf;

  api.get(
    "/api/notifications",
    { ...members, schema: { response: { 200: notificationFeedSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return notifications.getFeed({ db, clock }, member(request).id);
    },
  );

  api.post(
    "/api/notifications/:id/read",
    { ...members, schema: { params: notificationIdParamsSchema } },
    async (request, reply) => {
      await notifications.markNotificationRead({ db, clock }, member(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.post("/api/notifications/read-all", members, async (request, reply) => {
    await notifications.markAllNotificationsRead({ db }, member(request).id);
    return reply.code(204).send();
  });

  api.delete("/api/notifications", members, async (request, reply) => {
    await notifications.clearNotifications(db, member(request).id);
    return reply.code(204).send();
  });
}
