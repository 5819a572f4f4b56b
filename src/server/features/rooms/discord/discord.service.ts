import { z } from "zod";
import {
  DISCORD_ACCESS_END,
  type DiscordAccount,
  type DiscordAdminView,
  type DiscordLink,
  type DiscordSettingsInput,
} from "../../../../shared/discord.js";
import type { Db, Executor } from "../../../db/database.js";
import { AppError } from "../../../lib/app-error.js";
import { addMs, type Clock } from "../../../lib/clock.js";
import { hashToken, newId, newToken } from "../../../lib/ids.js";
import { createLinkToken, roomPanel, unlinkRoomAccount } from "../room-access.service.js";
import { queueRoomJob } from "../room-jobs.js";
import { RoomPlatformError } from "../room-adapter.js";
import { saveRoomSettings } from "../room-settings.js";
import * as rooms from "../rooms.repo.js";
import { PLATFORM } from "./discord-access.service.js";
import { readJsonSetting, secretHint } from "../../settings/json-setting.js";
import type { DiscordSystem } from "./discord-room.js";
import * as discord from "./discord.repo.js";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../../../shared/i18n/languages.js";
import { storedRoomReason } from "../../../../shared/telegram.js";

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
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
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
async function saveDiscordSettings(
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
          language: input.language ?? current?.language ?? DEFAULT_LANGUAGE,
          botName: name ?? (current?.botToken === botToken ? current.botName : null),
        }),
      };
    },
  });
}

/** What the routes need: the database, the clock, the running Discord side and where Discord is. */
export interface DiscordDeps {
  db: Db;
  clock: Clock;
  discord: DiscordSystem;
  apiRoot: string;
  authorizeUrl: string;
  publicUrl: string;
}

/** The OAuth2 redirect URL: registered with the application, sent with every authorize and code exchange. */
export const discordRedirectUrl = (publicUrl: string) => `${publicUrl}/api/account/discord/callback`;

const OFF_STATUS: DiscordAdminView["status"] = {
  state: "off",
  botName: null,
  guildName: null,
  checks: [],
  problems: [],
};

/** The settings panel without asking Discord (the secrets only as their last four characters). */
export async function discordAdminView(deps: DiscordDeps): Promise<DiscordAdminView> {
  const settings = await getDiscordSettings(deps.db);
  return {
    ...(await roomPanel(deps, PLATFORM, settings)),
    clientId: settings?.clientId ?? null,
    clientSecretHint: settings ? secretHint(settings.clientSecret) : null,
    guildId: settings?.guildId ?? null,
    trialRoleId: settings?.trialRoleId ?? null,
    proRoleId: settings?.proRoleId ?? null,
    channelId: settings?.channelId ?? null,
    onAccessEnd: settings?.onAccessEnd ?? "kick",
    redirectUrl: discordRedirectUrl(deps.publicUrl),
    status: settings ? { ...OFF_STATUS, state: "unchecked", botName: settings.botName } : OFF_STATUS,
  };
}

/** The panel with the bot's live status (a few calls, at most a few seconds each). */
export async function discordAdminStatus(deps: DiscordDeps): Promise<DiscordAdminView> {
  const view = await discordAdminView(deps);
  const runtime = await deps.discord.current();
  if (!runtime) return view;
  return { ...view, status: await runtime.platform.status() };
}

export async function updateDiscordSettings(
  deps: DiscordDeps,
  input: DiscordSettingsInput,
  actorId: string,
): Promise<DiscordAdminView> {
  await saveDiscordSettings(deps, input, actorId, async (token) =>
    (await import("./discord-platform.js")).botNameOf(token, deps.apiRoot),
  );
  deps.discord.settingsChanged();
  return discordAdminView(deps);
}

export async function discordAccount(deps: Pick<DiscordDeps, "db">, userId: string): Promise<DiscordAccount> {
  const settings = await getDiscordSettings(deps.db);
  const row = settings ? await rooms.findRoomMemberByUser(deps.db, PLATFORM, userId) : undefined;
  return {
    available: settings !== null,
    linked: row !== undefined,
    username: row?.display_name ?? null,
    state: row?.state ?? null,
    role: row?.state === "joined" ? row.role_tier : null,
    reason: storedRoomReason(row?.reason ?? null),
  };
}

/** Discord's authorize page for this member: a `state` of 256 random bits, stored hashed, one use, 15 minutes. */
export async function createDiscordLink(deps: DiscordDeps, userId: string): Promise<DiscordLink> {
  const settings = await getDiscordSettings(deps.db);
  if (!settings) throw new AppError("not_found", "messages:rooms.discordNotSetUp");
  const state = newToken();
  const expiresAt = await createLinkToken(deps, PLATFORM, userId, state);
  const url = new URL(deps.authorizeUrl);
  url.searchParams.set("client_id", settings.clientId);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("redirect_uri", discordRedirectUrl(deps.publicUrl));
  url.searchParams.set("scope", "identify guilds.join");
  url.searchParams.set("state", state);
  url.searchParams.set("prompt", "consent");
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

const START_AGAIN = "messages:rooms.discordLinkExpired";

/**
 * Discord sent the member back: the state is used up (it must be this member's, unused and unexpired), the code
 * exchanged for tokens, the account read, bound to the member, and its access job queued.
 */
export async function completeDiscordLink(
  deps: DiscordDeps,
  userId: string,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
): Promise<void> {
  const runtime = await deps.discord.current();
  if (!runtime) throw new AppError("not_found", "messages:rooms.discordNotSetUp");
  if (!query.state) throw new AppError("invalid", START_AGAIN);
  const at = deps.clock.now().toISOString();
  const owner = await rooms.useLinkToken(deps.db, PLATFORM, hashToken(query.state), at);
  if (owner !== userId) throw new AppError("invalid", START_AGAIN);
  if (query.error || !query.code) {
    throw new AppError("invalid", "messages:rooms.discordNotLinked");
  }
  const { platform } = runtime;
  let tokens;
  let user;
  try {
    tokens = await platform.exchangeCode(query.code, discordRedirectUrl(deps.publicUrl));
    user = await platform.me(tokens.accessToken);
  } catch (error) {
    if (error instanceof RoomPlatformError && error.kind === "refused") throw new AppError("invalid", START_AGAIN);
    throw new AppError("unavailable", "messages:rooms.discordUnreachable", {
      retryAfterSeconds: 60,
    });
  }
  const { accessToken, refreshToken, expiresInSeconds } = tokens;
  const expiresAt = addMs(deps.clock.now(), expiresInSeconds * 1000).toISOString();
  const account = user;
  await deps.db.transaction().execute(async (trx) => {
    await rooms.bindRoomMember(trx, { platform: PLATFORM, externalId: account.id, userId, at });
    await discord.setDisplayName(trx, account.id, account.username, at);
    await discord.upsertGrant(trx, { externalId: account.id, accessToken, refreshToken, expiresAt, at });
    await rooms.insertRoomAction(trx, {
      id: newId(),
      platform: PLATFORM,
      at,
      externalId: account.id,
      userId,
      action: "linked",
      detail: "linked through the account page",
      source: "oauth",
    });
    await queueRoomJob({ db: trx, clock: deps.clock }, PLATFORM, { kind: "room_access", externalId: account.id });
  });
  // The member's earlier account, if another, is unbound and removed by the access check.
  deps.discord.onEvent({ type: "access_changed", userId });
}

/** Unlinks: the account leaves the server (or loses its roles) through its access job, and is forgotten. */
export async function unlinkDiscord(deps: DiscordDeps, userId: string): Promise<DiscordAccount> {
  await unlinkRoomAccount(deps, PLATFORM, userId);
  return discordAccount(deps, userId);
}
