import type { EventBus } from "../events/event-bus.js";
import type { FastifyInstance } from "fastify";
import type { RoomPlatformName } from "../../../shared/room-platforms.js";
import type { Config } from "../../config.js";
import type { Db, Executor } from "../../db/database.js";
import type { BackgroundTasks } from "../../lib/background-tasks.js";
import type { Clock } from "../../lib/clock.js";
import type { Logger } from "../../lib/logger.js";
import type { RoomSystem, RoomSystemOptions } from "./room-system.js";
import type { RoomMemberRow } from "./rooms.repo.js";

/** What the app gives every platform when it is set up: the database, the clock, the log and the configuration. */
export interface RoomPlatformContext {
  db: Db;
  clock: Clock;
  log: Pick<Logger, "warn" | "error" | "info">;
  config: Config;
  /** Where committed changes are announced: each platform's system hears them itself. */
  events: EventBus;
}

/**
 * One chat platform as the app registers it (platforms.ts; docs/decisions/0025-rooms-and-adapters.md): everything
 * outside the rooms that names a platform (the app's start and stop, the admin log, the member page, the data
 * export, the track record's posts) asks this instead.
 */
export interface RoomPlatformRegistration<S extends RoomSystem<unknown>, Export> {
  name: RoomPlatformName;
  /** The stored settings, or null while the platform is off (the admin log snapshots them around a change). */
  settings(db: Executor): Promise<object | null>;
  /** The field names of its secrets, redacted from every log line wherever they appear (app/http.ts). */
  logSecrets: readonly string[];
  /** Its API root in the configuration (config.ts): the real service, or a local fake on a test deployment. */
  apiRoot(config: Config): string;
  /** Its running system. */
  createSystem(options: RoomSystemOptions): S;
  /** Its admin and member routes. */
  routes(
    app: FastifyInstance,
    options: RoomPlatformContext & { system: S; background: BackgroundTasks },
  ): Promise<void>;
  /** A member's link to the room as the admin's member page writes it after the platform's label (memberRoomLine). */
  memberLine(deps: { db: Db; clock: Clock }, userId: string): Promise<string>;
  /** A member's link as their data export writes it; credentials are left out. */
  exportOf(row: RoomMemberRow): Export;
}
