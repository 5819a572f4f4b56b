import type { Db } from "../../db/database.js";
import { adminOnlyFieldErrors, adminOnlyText, AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { writeJsonSetting } from "../settings/json-setting.js";

/** A platform's boxes checked: what is wrong by field, or the bot token to check and how the settings are built. */
export type PreparedRoomSettings<S> =
  { fieldErrors: Record<string, string> } | { botToken: string; settings(botName: string | null): S };

/**
 * Saves a platform's settings in its app_settings row, the same way for every platform: `botToken: null` turns it
 * off; otherwise the platform checks its boxes (`prepare`, given the token to keep: the one entered or the stored
 * one), the platform is asked who the token's bot is (`whoIs`: its name, "refused", or null when unreachable), and
 * the settings are stored. A refusal is the token box's error (`refused`).
 */
export async function saveRoomSettings<S>(
  { db, clock }: { db: Db; clock: Clock },
  key: string,
  actorId: string,
  botToken: string | null | undefined,
  platform: {
    storedToken: string | undefined;
    prepare(botToken: string | undefined): PreparedRoomSettings<S>;
    whoIs(token: string): Promise<string | "refused" | null>;
    refused: string;
  },
): Promise<S | null> {
  const change = { at: clock.now().toISOString(), by: actorId };
  if (botToken === null) {
    await writeJsonSetting(db, key, null, change);
    return null;
  }
  const prepared = platform.prepare(botToken ?? platform.storedToken);
  // Only an admin saves a room's settings: its refusals stay English (docs/decisions/0038-server-messages.md).
  if ("fieldErrors" in prepared) {
    const fieldErrors = adminOnlyFieldErrors(prepared.fieldErrors);
    throw new AppError("invalid", Object.values(fieldErrors)[0] ?? adminOnlyText("Incomplete settings"), {
      fieldErrors,
    });
  }
  const name = await platform.whoIs(prepared.botToken);
  if (name === "refused") {
    const refused = adminOnlyText(platform.refused);
    throw new AppError("invalid", refused, { fieldErrors: { botToken: refused } });
  }
  const settings = prepared.settings(name);
  await writeJsonSetting(db, key, settings, change);
  return settings;
}
