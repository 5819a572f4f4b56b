import { z } from "zod";
import { DISCORD_ACCESS_END, type DiscordSettingsInput } from "../../../../shared/discord.js";
import type { Db, Executor } from "../../../db/database.js";
import type { Clock } from "../../../lib/clock.js";
import { readJsonSetting } from "../../settings/json-setting.js";
import { saveRoomSettings } from "../room-settings.js";

/**
 * The app_settings row holding the bot token, the OAuth2 application, the server, its roles and channel
 * (docs/decisions/0022-discord-room.md). The token and the client secret are never sent back whole.
 */
const KEY = "discord";

const storedSchema = z.object({
  botToken: z.string().min(1),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  guildId: z.string().min(1),
  trialRoleId: z.string().min(1),
  proRoleId: z.string().min(1),
  channelId: z.string().min(1),
  onAccessEnd: z.enum(DISCORD_ACCESS_END),
  exceptions: z.array(z.string()).default([]),
  botName: z.string().nullable().default(null),
});
export type DiscordSettings = z.infer<typeof storedSchema>;

/** The stored settings, or null when the feature is off (none stored, or a row that no longer parses). */
export async function getDiscordSettings(db: Executor): Promise<DiscordSettings | null> {
  return readJsonSetting(db, KEY, storedSchema);
}

/**
 * Saves the settings (../room-settings.ts). A token or secret left out keeps the stored one; a first save must give
 * both. `whoIs` asks Discord who the token's bot is.
 */
export async function saveDiscordSettings(
  deps: { db: Db; clock: Clock },
  input: DiscordSettingsInput,
  actorId: string,
  whoIs: (token: string) => Promise<string | "refused" | null>,
): Promise<DiscordSettings | null> {
  const current = await getDiscordSettings(deps.db);
  return saveRoomSettings(deps, KEY, actorId, input.botToken, {
    storedToken: current?.botToken,
    whoIs,
    refused: "Discord does not accept this bot token: copy it again from the Developer Portal",
    prepare(botToken) {
      const clientSecret = input.clientSecret ?? current?.clientSecret;
      const fieldErrors: Record<string, string> = {};
      if (!botToken) fieldErrors.botToken = "Enter the bot token from the Developer Portal (Bot, Reset Token)";
      if (!clientSecret) fieldErrors.clientSecret = "Enter the client secret from the Developer Portal (OAuth2)";
      if (input.trialRoleId === input.proRoleId) fieldErrors.proRoleId = "The Pro role must differ from the Trial role";
      if (!botToken || !clientSecret || Object.keys(fieldErrors).length > 0) return { fieldErrors };
      return {
        botToken,
        settings: (name) => ({
          botToken,
          clientId: input.clientId,
          clientSecret,
          guildId: input.guildId,
          trialRoleId: input.trialRoleId,
          proRoleId: input.proRoleId,
          channelId: input.channelId,
          onAccessEnd: input.onAccessEnd,
          exceptions: [...new Set(input.exceptions)],
          botName: name ?? (current?.botToken === botToken ? current.botName : null),
        }),
      };
    },
  });
}
