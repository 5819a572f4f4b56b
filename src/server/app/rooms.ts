import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { DatabaseHandle } from "../db/database.js";
import type { EventBus } from "../features/events/event-bus.js";
import { createDiscordSystem } from "../features/rooms/discord/discord-system.js";
import { createTelegramSystem } from "../features/rooms/telegram/telegram-system.js";
import type { Clock } from "../lib/clock.js";

/**
 * The chat rooms (docs/decisions/0025-rooms-and-adapters.md): each platform's system listens to the event bus itself
 * and is stopped with the app. Decorates `app.telegram` and `app.discord`.
 */
export function createRooms(
  app: FastifyInstance,
  { config, database, clock, events }: { config: Config; database: DatabaseHandle; clock: Clock; events: EventBus },
) {
  const telegram = createTelegramSystem({
    db: database.db,
    clock,
    log: app.log,
    appName: config.appName,
    publicUrl: config.publicUrl,
    apiRoot: config.telegram.apiRoot,
    events,
  });
  app.decorate("telegram", telegram);
  const discord = createDiscordSystem({
    db: database.db,
    clock,
    log: app.log,
    appName: config.appName,
    publicUrl: config.publicUrl,
    apiRoot: config.discord.apiRoot,
    events,
  });
  app.decorate("discord", discord);
  app.addHook("onClose", async () => {
    await telegram.stop();
    await discord.stop();
  });
  return { telegram, discord };
}
