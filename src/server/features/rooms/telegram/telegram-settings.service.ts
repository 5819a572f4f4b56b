import { z } from "zod";
import type { TelegramSettingsInput } from "../../../../shared/telegram.js";
import type { Db, Executor } from "../../../db/database.js";
import type { Clock } from "../../../lib/clock.js";
import { saveRoomSettings } from "../room-settings.js";
import { readJsonSetting, writeJsonSetting } from "../../settings/json-setting.js";
import type { TelegramSettings } from "./telegram-platform.js";

/** The app_settings row holding the bot token, the room and the exceptions (never sent back whole: the token). */
const KEY = "telegram";

const storedSchema = z.object({
  botToken: z.string().min(1),
  chat: z.string().min(1),
  proChat: z.string().nullable().default(null),
  exceptions: z.array(z.string()).default([]),
  botUsername: z.string().nullable().default(null),
});

/** The stored Telegram settings, or null when the feature is off (none stored, or a row that no longer parses). */
export async function getTelegramSettings(db: Executor): Promise<TelegramSettings | null> {
  return readJsonSetting(db, KEY, storedSchema);
}

/**
 * Saves the settings (../room-settings.ts). A token left out keeps the stored one; a first save must give a token:
 * there is none to keep. `whoIs` asks Telegram who the token's bot is.
 */
export async function saveTelegramSettings(
  deps: { db: Db; clock: Clock },
  input: TelegramSettingsInput,
  actorId: string,
  whoIs: (token: string) => Promise<string | "refused" | null>,
): Promise<TelegramSettings | null> {
  const current = await getTelegramSettings(deps.db);
  return saveRoomSettings(deps, KEY, actorId, input.botToken, {
    storedToken: current?.botToken,
    whoIs,
    refused: "Telegram does not accept this bot token: copy it again from BotFather",
    prepare: (botToken) =>
      botToken
        ? {
            botToken,
            settings: (username) => ({
              botToken,
              chat: input.chat,
              proChat: input.proChat ?? null,
              exceptions: [...new Set(input.exceptions)],
              botUsername: username ?? (current?.botToken === botToken ? current.botUsername : null),
            }),
          }
        : { fieldErrors: { botToken: "Enter the bot token BotFather gave" } },
  });
}

/** Remembers the bot's username once Telegram told it (the deep link needs it). */
export async function storeBotUsername(
  { db, clock }: { db: Db; clock: Clock },
  settings: TelegramSettings,
  botUsername: string,
): Promise<void> {
  const current = await getTelegramSettings(db);
  if (!current || current.botToken !== settings.botToken || current.botUsername === botUsername) return;
  await writeJsonSetting(db, KEY, { ...current, botUsername }, { at: clock.now().toISOString(), by: null });
}
