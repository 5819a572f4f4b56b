import type {
  TelegramAccount,
  TelegramAdminView,
  TelegramLink,
  TelegramSettingsInput,
} from "../../../../shared/telegram.js";
import { AppError } from "../../../lib/app-error.js";
import { newToken } from "../../../lib/ids.js";
import type { Db } from "../../../db/database.js";
import type { Clock } from "../../../lib/clock.js";
import { createLinkToken, roomPanel, unlinkRoomAccount } from "../room-access.service.js";
import { queueRoomJob } from "../room-jobs.js";
import * as rooms from "../rooms.repo.js";
import { botUsernameOf } from "./telegram-platform.js";
import { getTelegramSettings, saveTelegramSettings, storeBotUsername } from "./telegram-settings.service.js";
import type { TelegramSystem } from "./telegram-system.js";

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
  await saveTelegramSettings(deps, input, actorId, (token) => botUsernameOf(token, deps.apiRoot));
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
    reason: row?.reason ?? null,
    botUsername: settings?.botUsername ?? null,
  };
}

/** A deep link that binds the Telegram account opening it to this member (one use, 15 minutes). */
export async function createTelegramLink(deps: TelegramDeps, userId: string): Promise<TelegramLink> {
  const settings = await getTelegramSettings(deps.db);
  if (!settings) throw new AppError("not_found", "Telegram is not set up on this site");
  if (!settings.botUsername) {
    throw new AppError("unavailable", "Telegram has not answered yet; try again in a minute", {
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
  if (!row) throw new AppError("conflict", "Link your Telegram account first");
  if (row.state === "joined") throw new AppError("conflict", "You are in the room already");
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
