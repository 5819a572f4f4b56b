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
import { roomRoutes, routeDoc } from "../room-routes.js";
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
      docs: {
        adminView:
          "The Discord server's settings (the bot token and client secret only as their last four characters) and what was done",
        adminStatus: "The same, with the bot's live status: sees the server, the roles below its own, its permissions",
        updateSettings:
          "Set the bot token, the OAuth2 application, the server, its roles and channel, and what happens when access ends (confirm it is you first)",
        reconcile:
          "Compare the server with who should be in it, with which role, and heal the drift (runs after the answer)",
        account: "The member's Discord link (linked as @name) and their role in the server",
        link: "Discord's authorize page to open (identify and guilds.join), with a one-use state valid 15 minutes",
        unlink: "Unlink Discord (the account leaves the server or loses its roles)",
      },
    },
    background,
  );
  // Discord's redirect back after the member consents (the OAuth2 redirect URL): linked, back to the account page.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/account/discord/callback",
    {
      config: { guard: "signedIn" },
      schema: {
        ...routeDoc(
          "account",
          "Discord's redirect back after consent: binds the account and sends the member to /account (303)",
        ),
        querystring: discordCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      await completeDiscordLink(deps, viewerOf(request).id, request.query);
      return reply.redirect("/account?discord=linked", 303);
    },
  );
}
