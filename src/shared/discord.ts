import { roomLinkSchema, type RoomLink } from "./room-platforms.js";
import { z } from "zod";
import { roomActionSchema, roomCountsSchema, roomReasonAnswerSchema } from "./telegram.js";
import { roomLanguageSchema } from "./room-platforms.js";

/**
 * The Discord room (docs/product.md#discord, docs/decisions/0022-discord-room.md): the admin's settings, what the
 * panel shows about them, and what a member's account page shows.
 */

/** A Discord id: a snowflake, 17 to 20 digits. */
const SNOWFLAKE = /^\d{17,20}$/;
/** A bot token as the Developer Portal shows it: three dot-separated base64url parts. */
const BOT_TOKEN = /^[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}$/;
const CLIENT_SECRET = /^[\w-]{16,64}$/;

export const DISCORD_EXCEPTIONS_MAX = 50;

const snowflake = (name: string) =>
  z.string().trim().regex(SNOWFLAKE, `${name} must be a Discord id (17 to 20 digits)`);

/** What happens to a member whose access ended: out of the server, or left in it without the roles. */
export const DISCORD_ACCESS_END = ["kick", "strip_roles"] as const;
export type DiscordAccessEnd = (typeof DISCORD_ACCESS_END)[number];

export const DISCORD_ACCESS_END_LABELS: Record<DiscordAccessEnd, string> = {
  kick: "Kick from the server",
  strip_roles: "Leave in the server without the roles",
};

/**
 * PUT /api/admin/discord. `botToken` and `clientSecret` left out keep the stored ones (the panel never has them
 * back); `botToken: null` turns the feature off. Exceptions are Discord user ids never touched.
 */
export const discordSettingsInputSchema = z.strictObject({
  botToken: z
    .string()
    .trim()
    .regex(BOT_TOKEN, "Bot token must be the token the Developer Portal shows under Bot, like MTE…")
    .nullable()
    .optional(),
  clientId: snowflake("Client id"),
  clientSecret: z
    .string()
    .trim()
    .regex(CLIENT_SECRET, "Client secret must be the secret shown under OAuth2")
    .optional(),
  guildId: snowflake("Server id"),
  trialRoleId: snowflake("Trial role id"),
  proRoleId: snowflake("Pro role id"),
  channelId: snowflake("Channel id"),
  onAccessEnd: z.enum(DISCORD_ACCESS_END, "Choose what happens when access ends"),
  exceptions: z
    .array(z.string().trim().regex(SNOWFLAKE, "Each exception must be a Discord user id (17 to 20 digits)"))
    .max(DISCORD_EXCEPTIONS_MAX, `At most ${DISCORD_EXCEPTIONS_MAX} exceptions`),
  /** What the server's posts are written in; left out, the stored one (English at first). */
  language: roomLanguageSchema.optional(),
});
export type DiscordSettingsInput = z.infer<typeof discordSettingsInputSchema>;

/** What the bot needs in the server, as the panel names it. */
export const DISCORD_CHECKS = [
  "guild",
  "trial_role",
  "pro_role",
  "manage_roles",
  "kick_members",
  "create_invite",
  "send_in_channel",
] as const;
export type DiscordCheck = (typeof DISCORD_CHECKS)[number];

export const DISCORD_CHECK_LABELS: Record<DiscordCheck, string> = {
  guild: "Sees the server",
  trial_role: "Trial role exists, below the bot's highest role",
  pro_role: "Pro role exists, below the bot's highest role",
  manage_roles: "Manage Roles",
  kick_members: "Kick Members",
  create_invite: "Create Instant Invite",
  send_in_channel: "Can send in the signals channel",
};

/** GET /api/admin/discord: the settings without the secrets (only their last four characters) and the bot's state. */
export const discordAdminViewSchema = z.object({
  configured: z.boolean(),
  tokenHint: z.string().nullable(),
  clientId: z.string().nullable(),
  clientSecretHint: z.string().nullable(),
  guildId: z.string().nullable(),
  trialRoleId: z.string().nullable(),
  proRoleId: z.string().nullable(),
  channelId: z.string().nullable(),
  onAccessEnd: z.enum(DISCORD_ACCESS_END),
  exceptions: z.array(z.string()),
  language: roomLanguageSchema,
  /** The OAuth2 redirect URL to register with the application. */
  redirectUrl: z.string(),
  status: z.object({
    state: z.enum(["off", "connected", "problem", "unchecked"]),
    botName: z.string().nullable(),
    guildName: z.string().nullable(),
    checks: z.array(z.object({ check: z.enum(DISCORD_CHECKS), label: z.string(), ok: z.boolean() })),
    problems: z.array(z.string()),
  }),
  counts: roomCountsSchema,
  actions: z.array(roomActionSchema),
});
export type DiscordAdminView = z.infer<typeof discordAdminViewSchema>;

/** GET /api/account/discord: the member's link and where they stand in the server. */
export const discordAccountSchema = z.object({
  available: z.boolean(),
  linked: z.boolean(),
  username: z.string().nullable(),
  state: z.enum(["linked", "invited", "joined", "left", "removed"]).nullable(),
  /** The role the member holds in the server now. */
  role: z.enum(["trial", "pro"]).nullable(),
  reason: roomReasonAnswerSchema,
});
export type DiscordAccount = z.infer<typeof discordAccountSchema>;

/** POST /api/account/discord/link: Discord's authorize page to open, valid until `expiresAt`. */
export const discordLinkSchema = roomLinkSchema;
export type DiscordLink = RoomLink;

/** GET /api/account/discord/callback's query: what Discord sends back to the redirect URL. */
export const discordCallbackQuerySchema = z.object({
  code: z.string().max(200).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
