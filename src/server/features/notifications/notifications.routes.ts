import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notificationFeedSchema, notificationIdParamsSchema } from "../../../shared/notifications.js";
import type { Db } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import type { Clock } from "../../lib/clock.js";
import { AppError } from "../../lib/app-error.js";
import { requireAccess } from "../../plugins/auth.js";
import * as notifications from "./notifications.service.js";

const NOT_FOUND = "Notification not found";
export const ADMINS_HAVE_NO_FEED = "Admins receive no notifications";

/** A member with access: admins have no feed (docs/product.md#notifications), so they get 403 like members without access. */
export function requireNotifiedMember(request: FastifyRequest, now: Date): UserRow {
  const user = requireAccess(request, now);
  if (user.role === "admin") throw new AppError("forbidden", ADMINS_HAVE_NO_FEED);
  return user;
}

/** The notification feed (docs/product.md#notifications): every call touches only the caller's own rows. */
export async function notificationsRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const members = { onRequest: async (request: FastifyRequest) => void requireNotifiedMember(request, clock.now()) };
  const member = (request: FastifyRequest) => requireNotifiedMember(request, clock.now());

  api.get(
    "/api/notifications",
    { ...members, schema: { response: { 200: notificationFeedSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return notifications.getFeed(db, member(request).id);
    },
  );

  api.post(
    "/api/notifications/:id/read",
    { ...members, schema: { params: notificationIdParamsSchema } },
    async (request, reply) => {
      try {
        await notifications.markNotificationRead(db, member(request).id, request.params.id);
      } catch (error) {
        if (error instanceof notifications.NotificationNotFoundError) throw new AppError("not_found", NOT_FOUND);
        throw error;
      }
      return reply.code(204).send();
    },
  );

  api.post("/api/notifications/read-all", members, async (request, reply) => {
    await notifications.markAllNotificationsRead(db, member(request).id);
    return reply.code(204).send();
  });

  api.delete("/api/notifications", members, async (request, reply) => {
    await notifications.clearNotifications(db, member(request).id);
    return reply.code(204).send();
  });
}
