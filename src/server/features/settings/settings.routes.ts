import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicEarlyAccessSchema } from "../../../shared/admin-settings.js";
import type { Db } from "../../db/database.js";
import { getAdminSettings } from "./settings.service.js";

/**
 * The settings the public pages state: the plans promise Pro's early access only while it is on, with its current
 * delay (docs/product.md#early-access). The prerendered pages hold no number; the client asks here.
 */
export async function publicSettingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/public/early-access",
      { config: { guard: "public" }, schema: { response: { 200: publicEarlyAccessSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=60");
        return { minutes: (await getAdminSettings({ db })).earlyAccessMinutes };
      },
    );
}
