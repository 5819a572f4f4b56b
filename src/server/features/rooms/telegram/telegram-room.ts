import { memberRoomLine } from "../../../../shared/admin-member.js";
import type { RoomPlatformRegistration } from "../room-registration.js";
import { getTelegramSettings } from "./telegram.service.js";
import { createTelegramSystem, type TelegramSystem } from "./telegram-system.js";
import { telegramRoutes } from "./telegram.routes.js";
import { telegramAccount } from "./telegram.service.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The Telegram room and channel (off until an admin saves its settings): main.ts starts it; tests drive it. */
    telegram: TelegramSystem;
  }
}

/** Telegram as the app registers it (../platforms.ts). */
export const telegramRoom = {
  name: "telegram",
  settings: getTelegramSettings,
  // The bot token: the settings form's field, wherever it appears.
  logSecrets: ["botToken"],
  apiRoot: (config) => config.telegram.apiRoot,
  createSystem: createTelegramSystem,
  routes: (app, { system, db, clock, config, background }) =>
    telegramRoutes(app, { deps: { db, clock, telegram: system, apiRoot: config.telegram.apiRoot }, background }),
  memberLine: async (deps, userId) => memberRoomLine(await telegramAccount(deps, userId)),
  // Where the linked account stands in the room (docs/product.md#telegram); its invite is not data.
  exportOf: (row) => ({ telegramUserId: row.external_id, state: row.state, linkedAt: row.linked_at }),
} satisfies RoomPlatformRegistration<TelegramSystem, unknown>;
