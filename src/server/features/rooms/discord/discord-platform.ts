import { DiscordAPIError, HTTPError, RateLimitError, REST } from "@discordjs/rest";
import {
  PermissionFlagsBits,
  Routes,
  type APIChannel,
  type APIGuild,
  type APIGuildMember,
  type APIMessage,
  type APIUser,
  type RESTPostOAuth2AccessTokenResult,
} from "discord-api-types/v10";
import { DISCORD_CHECK_LABELS, DISCORD_CHECKS, type DiscordAdminView } from "../../../../shared/discord.js";
import { RoomPlatformError, type RoomPlatform } from "../room-adapter.js";
import { renderRoomMessage, type RoomMessage, type RoomSpan } from "../room-message.js";
import type { DiscordSettings } from "./discord.service.js";

/*
 * Discord's REST API v10 through @discordjs/rest (docs/decisions/0022-discord-room.md), pointed at `apiRoot`
 * (https://discord.com/api unless DISCORD_API_ROOT names another: config.ts). The library keeps Discord's
 * rate-limit buckets (it reads X-RateLimit-* and waits before a bucket runs dry); a wait longer than
 * MAX_QUEUED_WAIT_MS is handed back to the room jobs as a RoomPlatformError instead of holding the queue.
 */

/** How long a call may take; the admin's status check waits less. */
const CALL_TIMEOUT_MS = 15_000;
const PROBE_TIMEOUT_MS = 5_000;
const MAX_QUEUED_WAIT_MS = 10_000;

export type DiscordTier = "trial" | "pro";

export interface DiscordTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number;
}

export interface DiscordPlatform extends RoomPlatform {
  /** The account's member record in the server (its role ids), or null when it is not in it. */
  getMember(userId: string): Promise<{ roles: string[] } | null>;
  /**
   * Adds the account to the server with these roles (guilds.join): "added", "present" when it was in already, or
   * "grant_refused" when Discord no longer accepts the member's access token (they revoked the app).
   */
  addMember(userId: string, accessToken: string, roles: string[]): Promise<"added" | "present" | "grant_refused">;
  addRole(userId: string, roleId: string): Promise<void>;
  removeRole(userId: string, roleId: string): Promise<void>;
  /** The OAuth2 code exchange (authorization_code) or a refresh (refresh_token). */
  exchangeCode(code: string, redirectUri: string): Promise<DiscordTokens>;
  refresh(refreshToken: string): Promise<DiscordTokens>;
  /** Who the access token's user is (GET /users/@me with the bearer token). */
  me(accessToken: string): Promise<{ id: string; username: string }>;
  status(): Promise<DiscordAdminView["status"]>;
}

/** Discord reads markdown in every message: text is escaped so what a member or the admin typed shows as typed. */
const escapeMarkdown = (text: string) => text.replace(/([\\*_`~|>[\]()#-])/g, "\\$1");

const MARKS = { bold: "**", italic: "*", code: "`" } as const;

function discordSpan(span: RoomSpan): string {
  // A bare address is left as it is, so Discord keeps it clickable; the angle brackets spare a link its preview card.
  if ("href" in span) return span.href === span.text ? span.href : `[${escapeMarkdown(span.text)}](<${span.href}>)`;
  const text = escapeMarkdown(span.text);
  return span.style ? `${MARKS[span.style]}${text}${MARKS[span.style]}` : text;
}

/** Discord's longest message. */
const MAX_CONTENT = 2000;

/** A message in Discord's markdown, cut to Discord's length limit. */
const discordMarkdownOf = (message: RoomMessage): string =>
  renderRoomMessage(message, discordSpan).slice(0, MAX_CONTENT);

/** A @discordjs/rest failure in the room jobs' terms: 429 waits as told, 5xx and network failures retry, the rest are refused. */
function discordErrorOf(error: unknown): RoomPlatformError {
  if (error instanceof RoomPlatformError) return error;
  if (error instanceof RateLimitError)
    return new RoomPlatformError("Discord asked to wait", "rate_limited", Math.ceil(error.retryAfter / 1000));
  if (error instanceof DiscordAPIError) {
    if (error.status === 429) return new RoomPlatformError("Discord asked to wait", "rate_limited", 5);
    if (error.status >= 500) return new RoomPlatformError(`Discord: ${error.message}`, "unavailable");
    return new RoomPlatformError(`Discord refused ${error.method} ${routeOf(error.url)}: ${error.message}`, "refused");
  }
  if (error instanceof HTTPError) return new RoomPlatformError(`Discord answered ${error.status}`, "unavailable");
  return new RoomPlatformError("Discord could not be reached", "unavailable");
}

/** The route without ids or host (no token ever travels in a Discord URL, but ids are noise in logs). */
const routeOf = (url: string) => new URL(url).pathname.replace(/\d{15,}/g, ":id");

/** Discord's "Unknown Member" (10007): the account is not in the server. */
const isUnknownMember = (error: unknown) => error instanceof DiscordAPIError && error.code === 10007;

const call = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw discordErrorOf(error);
  }
};

const restFor = (apiRoot: string, timeout: number) =>
  new REST({
    api: apiRoot,
    version: "10",
    timeout,
    // A 5xx is retried by the job queue with backoff, not here: an outage costs one call per run.
    retries: 0,
    rejectOnRateLimit: (limit) => limit.retryAfter > MAX_QUEUED_WAIT_MS,
  });

/** Who the token's bot is: its name, "refused" when Discord refuses the token, null when unreachable (5 s). */
export async function botNameOf(token: string, apiRoot: string): Promise<string | "refused" | null> {
  try {
    const me = (await restFor(apiRoot, PROBE_TIMEOUT_MS).setToken(token).get(Routes.user())) as APIUser;
    return me.username;
  } catch (error) {
    return discordErrorOf(error).kind === "refused" ? "refused" : null;
  }
}

export function createDiscordPlatform(settings: DiscordSettings, apiRoot: string): DiscordPlatform {
  const rest = restFor(apiRoot, CALL_TIMEOUT_MS).setToken(settings.botToken);
  const probe = restFor(apiRoot, PROBE_TIMEOUT_MS).setToken(settings.botToken);
  const { guildId, channelId } = settings;

  const tokenRequest = async (fields: Record<string, string>): Promise<DiscordTokens> => {
    const answer = (await call(() =>
      rest.post(Routes.oauth2TokenExchange(), {
        auth: false,
        passThroughBody: true,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          ...fields,
        }).toString(),
      }),
    )) as RESTPostOAuth2AccessTokenResult;
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresInSeconds: answer.expires_in,
    };
  };

  const getMember = async (userId: string) => {
    try {
      const member = (await rest.get(Routes.guildMember(guildId, userId))) as APIGuildMember;
      return { roles: member.roles };
    } catch (error) {
      if (isUnknownMember(error)) return null;
      throw discordErrorOf(error);
    }
  };

  const dm = async (userId: string, content: string) => {
    try {
      const channel = (await rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as APIChannel;
      await rest.post(Routes.channelMessages(channel.id), {
        body: { content, allowed_mentions: { parse: [] } },
      });
    } catch (error) {
      // DMs closed, or no server shared with the bot: the message cannot be delivered, and retrying will not help.
      const failure = discordErrorOf(error);
      if (failure.kind !== "refused") throw failure;
    }
  };

  return {
    name: "discord",
    createInvite() {
      // Discord adds members directly through their OAuth2 grant (guilds.join): no invite is ever handed out.
      return Promise.reject(new RoomPlatformError("Discord rooms add members directly", "refused"));
    },
    async revokeInvite() {},
    async remove(userId) {
      try {
        await rest.delete(Routes.guildMember(guildId, userId), { reason: "Access to SignalDesk ended" });
      } catch (error) {
        if (!isUnknownMember(error)) throw discordErrorOf(error);
      }
    },
    async isInRoom(userId) {
      return (await getMember(userId)) !== null;
    },
    tell: (userId, message) => dm(userId, discordMarkdownOf(message)),
    async post(content, replyTo) {
      const message = (await call(() =>
        rest.post(Routes.channelMessages(channelId), {
          body: {
            content: discordMarkdownOf(content),
            allowed_mentions: { parse: [] },
            flags: 4, // SUPPRESS_EMBEDS: the details link needs no preview card.
            ...(replyTo ? { message_reference: { message_id: replyTo, fail_if_not_exists: false } } : {}),
          },
        }),
      )) as APIMessage;
      return message.id;
    },
    async edit(messageId, message) {
      await call(() =>
        rest.patch(Routes.channelMessage(channelId, messageId), {
          body: { content: discordMarkdownOf(message), allowed_mentions: { parse: [] } },
        }),
      );
    },
    getMember,
    async addMember(userId, accessToken, roles) {
      try {
        const added = await rest.put(Routes.guildMember(guildId, userId), {
          body: { access_token: accessToken, roles },
        });
        // 201 with the member when added; 204 (no body) when the account was in the server already.
        const isMember = added !== null && typeof added === "object" && !(added instanceof ArrayBuffer);
        return isMember ? "added" : "present";
      } catch (error) {
        // 50025: "Invalid OAuth2 access token".
        if (error instanceof DiscordAPIError && error.code === 50025) return "grant_refused";
        throw discordErrorOf(error);
      }
    },
    async addRole(userId, roleId) {
      await call(() => rest.put(Routes.guildMemberRole(guildId, userId, roleId)));
    },
    async removeRole(userId, roleId) {
      await call(() => rest.delete(Routes.guildMemberRole(guildId, userId, roleId)));
    },
    exchangeCode: (code, redirectUri) =>
      tokenRequest({ grant_type: "authorization_code", code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken }),
    async me(accessToken) {
      const bearer = restFor(apiRoot, CALL_TIMEOUT_MS).setToken(accessToken);
      const user = (await call(() => bearer.get(Routes.user(), { authPrefix: "Bearer" }))) as APIUser;
      return { id: user.id, username: user.username };
    },
    async status() {
      const checks = DISCORD_CHECKS.map((check) => ({ check, label: DISCORD_CHECK_LABELS[check], ok: false }));
      const problems: string[] = [];
      const pass = (check: (typeof DISCORD_CHECKS)[number]) => {
        const found = checks.find((c) => c.check === check);
        if (found) found.ok = true;
      };
      let botName: string | null = null;
      let guildName: string | null = null;
      let bot: APIUser;
      try {
        bot = (await probe.get(Routes.user())) as APIUser;
        botName = bot.username;
      } catch (error) {
        problems.push(
          discordErrorOf(error).kind === "refused"
            ? "Discord does not accept the bot token: copy it again from the Developer Portal"
            : "Discord could not be reached; the status is checked again on the next visit",
        );
        return { state: "problem", botName, guildName, checks, problems };
      }
      let guild: APIGuild;
      let botRoles: string[];
      try {
        guild = (await probe.get(Routes.guild(guildId))) as APIGuild;
        guildName = guild.name;
        botRoles = ((await probe.get(Routes.guildMember(guildId, bot.id))) as APIGuildMember).roles;
        pass("guild");
      } catch {
        problems.push("The bot cannot see the server: check the server id, and add the bot to the server");
        return { state: "problem", botName, guildName, checks, problems };
      }
      const everyone = guild.roles.find((role) => role.id === guild.id);
      const mine = guild.roles.filter((role) => botRoles.includes(role.id));
      const permissions = [...mine, ...(everyone ? [everyone] : [])].reduce(
        (bits, role) => bits | BigInt(role.permissions),
        0n,
      );
      const owner = guild.owner_id === bot.id;
      const has = (bit: bigint) =>
        owner || (permissions & PermissionFlagsBits.Administrator) !== 0n || (permissions & bit) !== 0n;
      const top = Math.max(0, ...mine.map((role) => role.position));
      for (const [check, roleId, label] of [
        ["trial_role", settings.trialRoleId, "Trial"],
        ["pro_role", settings.proRoleId, "Pro"],
      ] as const) {
        const role = guild.roles.find((r) => r.id === roleId);
        if (!role) problems.push(`The ${label} role does not exist in the server: check its id`);
        else if (!owner && role.position >= top)
          problems.push(`The ${label} role is above the bot's highest role: drag the bot's role above it`);
        else pass(check);
      }
      for (const [check, bit, label] of [
        ["manage_roles", PermissionFlagsBits.ManageRoles, "Manage Roles"],
        ["kick_members", PermissionFlagsBits.KickMembers, "Kick Members"],
        ["create_invite", PermissionFlagsBits.CreateInstantInvite, "Create Instant Invite"],
      ] as const) {
        if (has(bit)) pass(check);
        else problems.push(`The bot lacks the permission "${label}"`);
      }
      try {
        const channel = (await probe.get(Routes.channel(channelId))) as APIChannel;
        const overwrites = "permission_overwrites" in channel ? (channel.permission_overwrites ?? []) : [];
        let bits = permissions;
        for (const overwrite of overwrites.filter((o) => o.id === guild.id || botRoles.includes(o.id))) {
          bits = (bits & ~BigInt(overwrite.deny)) | BigInt(overwrite.allow);
        }
        const canSend = PermissionFlagsBits.SendMessages | PermissionFlagsBits.ViewChannel;
        if (owner || (bits & PermissionFlagsBits.Administrator) !== 0n || (bits & canSend) === canSend)
          pass("send_in_channel");
        else problems.push("The bot cannot send messages in the signals channel: allow View Channel and Send Messages");
      } catch {
        problems.push("The bot cannot see the signals channel: check the channel id");
      }
      return { state: problems.length === 0 ? "connected" : "problem", botName, guildName, checks, problems };
    },
  };
}
