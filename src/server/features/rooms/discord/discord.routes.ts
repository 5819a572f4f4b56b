import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  discordAccountSchema,
  discordAdminViewSchema,
  discordCallbackQuerySchema,
  discordLinkSchema,
  discordSettingsInputSchema,
  type DiscordSettingsInput,
} from "../../../../shared/discord.js";
import type { BackgroundTasks } from "../../../lib/background-tasks.js";
import { viewerOf } from "../../../plugins/auth.js";
import { roomRoutes } from "../room-routes.js";
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
  await roomRoutes(
    app,
    {
      name: "discord",
      schemas: {
        adminView: discordAdminViewSchema,
        settingsInput: discordSettingsInputSchema,
        account: discordAccountSchema,
        link: discordLinkSchema,
      },
      adminView: () => discordAdminView(deps),
      adminStatus: () => discordAdminStatus(deps),
      updateSettings: (input, actorId) => updateDiscordSettings(deps, input as DiscordSettingsInput, actorId),
      reconcile: () => deps.discord.reconcile("admin"),
      account: (userId) => discordAccount(deps, userId),
      link: (userId) => createDiscordLink(deps, userId),
      unlink: (userId) => unlinkDiscord(deps, userId),
    },
    background,
  );
  // Discord's redirect back after the member consents (the OAuth2 redirect URL): linked, back to the account page.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/account/discord/callback",
      { config: { guard: "signedIn" }, schema: { querystring: discordCallbackQuerySchema } },
      async (request, reply) => {
        await completeDiscordLink(deps, viewerOf(request).id, request.query);
        return reply.redirect("/account?discord=linked", 303);
      },
    );
}
