import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  discordAccountSchema,
  discordAdminViewSchema,
  discordCallbackQuerySchema,
  discordLinkSchema,
  discordSettingsInputSchema,
} from "../../../../shared/discord.js";
import type { BackgroundTasks } from "../../../lib/background-tasks.js";
import { viewerOf } from "../../../plugins/auth.js";
import {
  completeDiscordLink,
  createDiscordLink,
  discordAccount,
  discordAdminStatus,
  discordAdminView,
  unlinkDiscord,
  updateDiscordSettings,
  type DiscordDeps,
} from "./discord.service.js";

/** The Discord room's settings (admins) and a member's link to it (docs/product.md#discord). */
export async function discordRoutes(
  app: FastifyInstance,
  { deps, background }: { deps: DiscordDeps; background: BackgroundTasks },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = { config: { guard: "admin" } } as const;
  // The bot token and client secret reach the server and every member in it: a fresh second-factor check first.
  const sensitive = { config: { guard: "admin", stepUp: true } } as const;
  const signedIn = { config: { guard: "signedIn" } } as const;
  const withAccess = { config: { guard: "access" } } as const;

  api.get("/api/admin/discord", { ...admins, schema: { response: { 200: discordAdminViewSchema } } }, () =>
    discordAdminView(deps),
  );
  api.get("/api/admin/discord/status", { ...admins, schema: { response: { 200: discordAdminViewSchema } } }, () =>
    discordAdminStatus(deps),
  );
  api.put(
    "/api/admin/discord",
    {
      config: { ...sensitive.config, audit: { action: "discord.settings", target: "discord" } },
      schema: { body: discordSettingsInputSchema, response: { 200: discordAdminViewSchema } },
    },
    (request) => updateDiscordSettings(deps, request.body, viewerOf(request).id),
  );
  api.post(
    "/api/admin/discord/reconcile",
    {
      config: { ...admins.config, audit: { action: "discord.reconcile" } },
      schema: { response: { 202: z.object({ message: z.string() }) } },
    },
    async (_request, reply) => {
      // Discord is never awaited in an admin's request: the run's outcome is listed in the panel's actions.
      background.run("discord reconcile", async () => {
        await deps.discord.reconcile("admin");
      });
      return reply.code(202).send({ message: "Reconciling: the panel lists what was done" });
    },
  );

  api.get("/api/account/discord", { ...signedIn, schema: { response: { 200: discordAccountSchema } } }, (request) =>
    discordAccount(deps, viewerOf(request).id),
  );
  api.post(
    "/api/account/discord/link",
    { ...withAccess, schema: { response: { 200: discordLinkSchema } } },
    (request) => createDiscordLink(deps, viewerOf(request).id),
  );
  // Discord's redirect back after the member consents (the OAuth2 redirect URL): linked, back to the account page.
  api.get(
    "/api/account/discord/callback",
    { ...signedIn, schema: { querystring: discordCallbackQuerySchema } },
    async (request, reply) => {
      await completeDiscordLink(deps, viewerOf(request).id, request.query);
      return reply.redirect("/account?discord=linked", 303);
    },
  );
  api.delete("/api/account/discord", { ...signedIn, schema: { response: { 200: discordAccountSchema } } }, (request) =>
    unlinkDiscord(deps, viewerOf(request).id),
  );
}
