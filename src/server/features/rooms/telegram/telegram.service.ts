import { z } from "zod";
import {
  storedRoomReason,
  type TelegramAccount,
  type TelegramAdminView,
  type TelegramLink,
  type TelegramSettingsInput,
} from "../../../../shared/telegram.js";
import { AppError } from "../../../lib/app-error.js";
import { newToken } from "../../../lib/ids.js";
import type { Db, Executor } from "../../../db/database.js";
import type { Clock } from "../../../lib/clock.js";
import { createLinkToken, roomPanel, unlinkRoomAccount } from "../room-access.service.js";
import { queueRoomJob } from "../room-jobs.js";
import { saveRoomSettings } from "../room-settings.js";
import * as rooms from "../rooms.repo.js";
import { readJsonSetting, writeJsonSetting } from "../../settings/json-setting.js";
import type { TelegramSettings } from "./telegram-platform.js";
import type { TelegramSystem } from "./telegram-room.js";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../../../shared/i18n/languages.js";

/** The app_settings row holding the bot token, the room and the exceptions (never sent back whole: the token). */
const KEY = "telegram";

const storedSchema = z.object({
  botToken: z.string().min(1),
  chat: z.string().min(1),
  proChat: z.string().nullable().default(null),
  exceptions: z.array(z.string()).default([]),
  botUsername: z.string().nullable().default(null),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});

/** The stored Telegram settings, or null when the feature is off (none stored, or a row that no longer parses). */
export async function getTelegramSettings(db: Executor): Promise<TelegramSettings | null> {
  return readJsonSetting(db, KEY, storedSchema);
}

/**
 * Saves the settings (../room-settings.ts). A token left out keeps the stored one; a first save must give a token:
 * there is none to keep. `whoIs` asks Telegram who the token's bot is.
 */
async function saveTelegramSettings(
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
              language: input.language ?? current?.language ?? DEFAULT_LANGUAGE,
              botUsername: username ?? (current?.botToken === botToken ? current.botUsername : null),
            }),
          }
        : { fieldErrors: { botToken: "Enter the bot token BotFather gave" } },
  });
}

/** Remembers the bot's username once Telegram told it (the deep link needs it). */
async function storeBotUsername(
  { db, clock }: { db: Db; clock: Clock },
  settings: TelegramSettings,
  botUsername: string,
): Promise<void> {
  const current = await getTelegramSettings(db);
  if (!current || current.botToken !== settings.botToken || current.botUsername === botUsername) return;
  await writeJsonSetting(db, KEY, { ...current, botUsername }, { at: clock.now().toISOString(), by: null });
}

/** What the routes need: the database, the clock, and the running Telegram side. */
export interface TelegramDeps {
  db: Db;
  clock: Clock;
  telegram: TelegramSystem;
  apiRoot: string;
}

const PLATFORM = "telegram";
const OFF_STATUS: TelegramAdminView["status"] = {
  state: "off",
  botUsername: null,
  chatTitle: null,
  rights: [],
  problems: [],
};

/** The settings panel without asking Telegram (the token only as its last four characters). */
export async function telegramAdminView(deps: TelegramDeps): Promise<TelegramAdminView> {
  const settings = await getTelegramSettings(deps.db);
  return {
    ...(await roomPanel(deps, PLATFORM, settings)),
    chat: settings?.chat ?? null,
    proChat: settings?.proChat ?? null,
    status: settings
      ? { ...OFF_STATUS, state: "problem", botUsername: settings.botUsername, problems: [] }
      : OFF_STATUS,
  };
}

/** The panel with the bot's live status (getMe, getChat, getChatMember of the bot; at most a few seconds). */
export async function telegramAdminStatus(deps: TelegramDeps): Promise<TelegramAdminView> {
  const view = await telegramAdminView(deps);
  const runtime = await deps.telegram.current();
  if (!runtime) return view;
  const status = await runtime.platform.status();
  if (status.botUsername) await storeBotUsername(deps, runtime.settings, status.botUsername);
  if (!runtime.pro || status.problems.length > 0) return { ...view, status };
  // The Pro room needs the same rights: its problems are named as its own.
  const pro = await runtime.pro.platform.status();
  const problems = pro.problems.map((problem) => `Pro room: ${problem.replace(/^The bot/, "the bot")}`);
  return { ...view, status: { ...status, state: problems.length > 0 ? "problem" : status.state, problems } };
}

export async function updateTelegramSettings(
  deps: TelegramDeps,
  input: TelegramSettingsInput,
  actorId: string,
): Promise<TelegramAdminView> {
  await saveTelegramSettings(deps, input, actorId, async (token) =>
    (await import("./telegram-platform.js")).botUsernameOf(token, deps.apiRoot),
  );
  deps.telegram.settingsChanged();
  return telegramAdminView(deps);
}

export async function telegramAccount(
  deps: Pick<TelegramDeps, "db" | "clock">,
  userId: string,
): Promise<TelegramAccount> {
  const settings = await getTelegramSettings(deps.db);
  const row = settings ? await rooms.findRoomMemberByUser(deps.db, PLATFORM, userId) : undefined;
  const now = deps.clock.now().toISOString();
  const inviteLive = row?.state === "invited" && row.invite_link && (row.invite_expires_at ?? "") > now;
  return {
    available: settings !== null,
    linked: row !== undefined,
    state: row?.state ?? null,
    inviteLink: inviteLive ? row.invite_link : null,
    inviteExpiresAt: inviteLive ? row.invite_expires_at : null,
    reason: storedRoomReason(row?.reason ?? null),
    botUsername: settings?.botUsername ?? null,
  };
}

/** A deep link that binds the Telegram account opening it to this member (one use, 15 minutes). */
export async function createTelegramLink(deps: TelegramDeps, userId: string): Promise<TelegramLink> {
  const settings = await getTelegramSettings(deps.db);
  if (!settings) throw new AppError("not_found", "messages:rooms.telegramNotSetUp");
  if (!settings.botUsername) {
    throw new AppError("unavailable", "messages:rooms.telegramNotReady", {
      retryAfterSeconds: 60,
    });
  }
  const token = newToken();
  const expiresAt = await createLinkToken(deps, PLATFORM, userId, token);
  return { url: `https://t.me/${settings.botUsername}?start=${token}`, expiresAt: expiresAt.toISOString() };
}

/** A fresh invite for a linked member who left or whose invite ran out. */
export async function requestTelegramInvite(deps: TelegramDeps, userId: string): Promise<TelegramAccount> {
  const row = await rooms.findRoomMemberByUser(deps.db, PLATFORM, userId);
  if (!row) throw new AppError("conflict", "messages:rooms.linkTelegramFirst");
  if (row.state === "joined") throw new AppError("conflict", "messages:rooms.alreadyInRoom");
  await rooms.updateRoomMember(deps.db, PLATFORM, row.external_id, {
    state: "linked",
    updated_at: deps.clock.now().toISOString(),
  });
  await queueRoomJob(deps, PLATFORM, { kind: "room_access", externalId: row.external_id });
  deps.telegram.onEvent({ type: "access_changed", userId });
  return telegramAccount(deps, userId);
}

/** Unlinks: the account is removed from the room by its access job, and forgotten. */
export async function unlinkTelegram(deps: TelegramDeps, userId: string): Promise<TelegramAccount> {
  // The Pro room's link follows at the access check the event runs.
  if (await unlinkRoomAccount(deps, PLATFORM, userId)) deps.telegram.onEvent({ type: "access_changed", userId });
  return telegramAccount(deps, userId);
}
