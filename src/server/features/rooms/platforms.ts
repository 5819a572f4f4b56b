import type { FastifyInstance } from "fastify";
import type { MemberRoom } from "../../../shared/admin-member.js";
import type { Db, Executor } from "../../db/database.js";
import type { BackgroundTasks } from "../../lib/background-tasks.js";
import type { Clock } from "../../lib/clock.js";
import { discordRoom } from "./discord/discord-room.js";
import { queueRoomJob } from "./room-jobs.js";
import type { RoomPlatformContext, RoomPlatformRegistration } from "./room-registration.js";
import type { RoomSystem } from "./room-system.js";
import { findRoomMemberByUser } from "./rooms.repo.js";
import { telegramRoom } from "./telegram/telegram-room.js";

/*
 * The chat platforms this app runs rooms on (docs/decisions/0025-rooms-and-adapters.md). A new platform is a folder of
 * its own beside telegram/ and discord/ and one line here (with its shared schemas and configuration keys); the app,
 * the admin log, the member page, the data export and the track record go through this list.
 */
export const ROOM_PLATFORM_REGISTRATIONS = [telegramRoom, discordRoom] as const;

type Registered = (typeof ROOM_PLATFORM_REGISTRATIONS)[number];

/** A member's link to every platform's room as their data export writes it: null where they never linked. */
export type RoomExports = { [P in Registered as P["name"]]: ReturnType<P["exportOf"]> | null };

// The list's answers are gathered by name; Object.fromEntries cannot carry which answer belongs to which name.
const byName = <T>(entries: readonly (readonly [string, unknown])[]) => Object.fromEntries(entries) as T;

/** A member's link to every platform's room, one line each, as the admin's member page lists them. */
export async function roomLines(deps: { db: Db; clock: Clock }, userId: string): Promise<MemberRoom[]> {
  return Promise.all(
    ROOM_PLATFORM_REGISTRATIONS.map(async (platform) => ({
      platform: platform.name,
      line: await platform.memberLine(deps, userId),
    })),
  );
}

export async function roomExports(db: Executor, userId: string): Promise<RoomExports> {
  const entries = await Promise.all(
    ROOM_PLATFORM_REGISTRATIONS.map(async (platform) => {
      const row = await findRoomMemberByUser(db, platform.name, userId);
      return [platform.name, row ? platform.exportOf(row) : null] as const;
    }),
  );
  return byName<RoomExports>(entries);
}

/**
 * docs/product.md#track-record: a newly published head of the track record is posted to every room that is set up;
 * queued in the caller's transaction, so the head and its posts commit together.
 */
export async function queueRecordHeadPosts(
  db: Executor,
  clock: Clock,
  head: { sequence: number; hash: string; at: string },
): Promise<void> {
  for (const platform of ROOM_PLATFORM_REGISTRATIONS) {
    if (await platform.settings(db)) await queueRoomJob({ db, clock }, platform.name, { kind: "record_head", ...head });
  }
}

/**
 * Builds every platform's running system (which hears every committed change on the bus it is given), decorates the
 * app with it under the platform's name (tests drive it there; main.ts starts them all), stops it with the app, and
 * registers its routes.
 * Answers the systems, in the list's order.
 */
export async function registerRoomPlatforms(
  app: FastifyInstance,
  context: RoomPlatformContext & { background: BackgroundTasks },
): Promise<readonly RoomSystem<unknown>[]> {
  const systems: RoomSystem<unknown>[] = [];
  const registered: readonly RoomPlatformRegistration<RoomSystem<unknown>, unknown>[] = ROOM_PLATFORM_REGISTRATIONS;
  for (const platform of registered) {
    const { config, db, clock, log, events } = context;
    const system = platform.createSystem({
      db,
      clock,
      log,
      events,
      appName: config.appName,
      publicUrl: config.publicUrl,
      apiRoot: platform.apiRoot(config),
    });
    // Typed by each adapter's own declaration of the app's field (telegram/telegram-room.ts).
    const field: string = platform.name;
    app.decorate(field, system);
    // The system hears every committed change itself, from the bus it was given, until it stops.
    app.addHook("onClose", () => system.stop());
    await app.register((scope) => platform.routes(scope, { ...context, system }));
    systems.push(system);
  }
  return systems;
}
