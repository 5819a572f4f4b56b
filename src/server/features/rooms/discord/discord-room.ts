import { memberRoomLine } from "../../../../shared/admin-member.js";
import type { RoomPlatformRegistration } from "../room-registration.js";
import { getDiscordSettings } from "./discord.service.js";
import { createDiscordSystem, type DiscordSystem } from "./discord-system.js";
import { discordRoutes } from "./discord.routes.js";
import { discordAccount } from "./discord.service.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The Discord server (off until an admin saves its settings): main.ts starts it; tests drive it. */
    discord: DiscordSystem;
  }
}

/** Discord as the app registers it (../platforms.ts). */
export const discordRoom = {
  name: "discord",
  settings: getDiscordSettings,
  // The application's secret and members' OAuth2 tokens, as the settings form and Discord's answers name them.
  logSecrets: ["clientSecret", "accessToken", "access_token", "refresh_token"],
  apiRoot: (config) => config.discord.apiRoot,
  createSystem: createDiscordSystem,
  routes: (app, { system, db, clock, config, background }) =>
    discordRoutes(app, {
      deps: {
        db,
        clock,
        discord: system,
        apiRoot: config.discord.apiRoot,
        authorizeUrl: config.discord.authorizeUrl,
        publicUrl: config.publicUrl,
      },
      background,
    }),
  // The member's Discord name beside where they stand: the admin finds them by it in the server.
  memberLine: async (deps, userId) => {
    const account = await discordAccount(deps, userId);
    return memberRoomLine(account, account.username);
  },
  // Where the linked account stands in the server (docs/product.md#discord); its OAuth2 tokens are credentials, not
  // data.
  exportOf: (row) => ({
    discordUserId: row.external_id,
    username: row.display_name,
    state: row.state,
    role: row.role_tier,
    linkedAt: row.linked_at,
  }),
} satisfies RoomPlatformRegistration<DiscordSystem, unknown>;
