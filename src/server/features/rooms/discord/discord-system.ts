import { createRoomSystem, type RoomSystem, type RoomSystemOptions } from "../room-system.js";
import {
  checkDiscordAccess,
  PLATFORM,
  reconcileDiscord,
  runDiscordJob,
  type DiscordDeps,
} from "./discord-access.service.js";
import { createDiscordPlatform, discordErrorOf, type DiscordPlatform } from "./discord-platform.js";
import { getDiscordSettings, type DiscordSettings } from "./discord.service.js";

/*
 * The Discord adapter as the app runs it (docs/decisions/0022-discord-room.md): the room system (room-system.ts) for
 * the server's signals channel and roles. Discord sends us nothing to poll: members join only through the product.
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
    runtime(stored) {
      const settings = stored as DiscordSettings;
      const platform = createDiscordPlatform(settings, options.apiRoot);
      const { db, clock, appName, publicUrl, log } = options;
      return { settings, platform, deps: { db, clock, platform, settings, appName, publicUrl, log } };
    },
    errorOf: discordErrorOf,
    runJob: (runtime, _room, job) => runDiscordJob(runtime.deps, job),
    checkAccess: (runtime) => checkDiscordAccess(runtime.deps),
    reconcile: (runtime, source) => reconcileDiscord(runtime.deps, source),
    // Before its release a position is for early access; the release queues its post (docs/product.md#early-access).
    postTargets: (_runtime, audience) => (audience === "early" ? [] : [PLATFORM]),
  });
}
