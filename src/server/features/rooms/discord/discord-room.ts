import { memberRoomLine } from "../../../../shared/admin-member.js";
import type { RoomPlatformRegistration } from "../room-registration.js";
import { createRoomSystem, type RoomSystem, type RoomSystemOptions } from "../room-system.js";
import {
  checkDiscordAccess,
  PLATFORM,
  reconcileDiscord,
  runDiscordJob,
  type DiscordDeps,
} from "./discord-access.service.js";
import type { DiscordPlatform } from "./discord-platform.js";
import { discordRoutes } from "./discord.routes.js";
import { discordAccount, getDiscordSettings, type DiscordSettings } from "./discord.service.js";

/*
 * The Discord adapter as the app runs it (docs/decisions/0022-discord-room.md): the room system (room-system.ts) for
 * the server's signals channel and roles. Discord sends us nothing to poll: members join only through the product.
 * Below it, what the app needs from Discord: its registration, which ../platforms.ts lists.
 */

export type DiscordSystemOptions = RoomSystemOptions;

export interface DiscordRuntime {
  settings: DiscordSettings;
  platform: DiscordPlatform;
  deps: DiscordDeps;
}

export type DiscordSystem = RoomSystem<DiscordRuntime>;

export function createDiscordSystem(options: DiscordSystemOptions): DiscordSystem {
  return createRoomSystem<DiscordRuntime>(options, {
    label: "Discord",
    platform: PLATFORM,
    rooms: [PLATFORM],
    settings: getDiscordSettings,
    async runtime(stored) {
      const settings = stored as DiscordSettings;
      // @discordjs/rest (and undici with it) loads with the first runtime: never where Discord is not set up.
      const { createDiscordPlatform } = await import("./discord-platform.js");
      const platform = createDiscordPlatform(settings, options.apiRoot);
      const { db, clock, appName, publicUrl, log } = options;
      return { settings, platform, deps: { db, clock, platform, settings, appName, publicUrl, log } };
    },
    runJob: (runtime, _room, job) => runDiscordJob(runtime.deps, job),
    checkAccess: (runtime) => checkDiscordAccess(runtime.deps),
    reconcile: (runtime, source) => reconcileDiscord(runtime.deps, source),
    // Before its release a position is for early access; the release queues its post (docs/product.md#early-access).
    postTargets: (_runtime, audience) => (audience === "early" ? [] : [PLATFORM]),
  });
}

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
