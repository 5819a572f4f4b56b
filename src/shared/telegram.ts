import { parseStoredJson } from "./stored-json.js";
import { roomLanguageSchema, roomLinkSchema, type RoomLink } from "./room-platforms.js";
import { z } from "zod";
import { formatUtcDate } from "./format.js";

/**
 * The Telegram room and channel (docs/product.md#telegram, docs/decisions/0017-telegram-room.md): the admin's
 * settings, what the panel shows about them, and what a member's account page shows.
 */

/** A bot token as BotFather gives it: the bot's numeric id, a colon, and 35 characters. */
const BOT_TOKEN = /^\d{5,20}:[A-Za-z0-9_-]{30,64}$/;
/** A private chat's numeric id (-100…) or a public one's @username. */
const CHAT = /^(-?\d{5,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;
const TELEGRAM_USER_ID = /^\d{1,20}$/;

export const TELEGRAM_EXCEPTIONS_MAX = 50;

/**
 * PUT /api/admin/telegram. `botToken` left out keeps the stored one (the panel never has it back); `null` turns the
 * feature off. Exceptions are Telegram user ids (staff, the provider's own accounts) never removed from the room.
 */
export const telegramSettingsInputSchema = z.strictObject({
  botToken: z
    .string()
    .trim()
    .regex(BOT_TOKEN, "Bot token must be the token BotFather gave, like 123456789:AAH…")
    .nullable()
    .optional(),
  chat: z.string().trim().regex(CHAT, "Chat must be the channel's numeric id (like -1001234567890) or its @username"),
  /** The Pro room (docs/product.md#telegram): optional; left out or null, there is none. */
  proChat: z
    .string()
    .trim()
    .regex(CHAT, "Pro room must be the channel's numeric id (like -1001234567890) or its @username")
    .nullable()
    .optional(),
  exceptions: z
    .array(z.string().trim().regex(TELEGRAM_USER_ID, "Each exception must be a numeric Telegram user id"))
    .max(TELEGRAM_EXCEPTIONS_MAX, `At most ${TELEGRAM_EXCEPTIONS_MAX} exceptions`),
  /** What the room's posts are written in; left out, the stored one (English at first). */
  language: roomLanguageSchema.optional(),
});
export type TelegramSettingsInput = z.infer<typeof telegramSettingsInputSchema>;

/** A right the bot needs in the room, as the panel names it. */
export const TELEGRAM_RIGHTS = ["can_invite_users", "can_restrict_members", "can_post_messages"] as const;
export type TelegramRight = (typeof TELEGRAM_RIGHTS)[number];

export const TELEGRAM_RIGHT_LABELS: Record<TelegramRight, string> = {
  can_invite_users: "Invite users via link",
  can_restrict_members: "Ban users",
  can_post_messages: "Post messages",
};

/** GET /api/admin/telegram: the settings without the token (only its last four characters) and the bot's state. */
/** How many accounts a room knows, how many are in it, and its jobs waiting and given up (kept a week). */
export const roomCountsSchema = z.object({
  linked: z.number(),
  joined: z.number(),
  pendingJobs: z.number(),
  failedJobs: z.number(),
});

/** One thing a room's checks did (an invite, a removal, a reconciler run), as the admin panel lists it. */
export const roomActionSchema = z.object({
  at: z.string(),
  action: z.string(),
  detail: z.string(),
  source: z.string(),
  externalId: z.string().nullable(),
});
export type RoomAction = z.infer<typeof roomActionSchema>;

export const telegramAdminViewSchema = z.object({
  configured: z.boolean(),
  /** "…AbCd": enough to tell tokens apart, never enough to use one. */
  tokenHint: z.string().nullable(),
  chat: z.string().nullable(),
  proChat: z.string().nullable(),
  exceptions: z.array(z.string()),
  language: roomLanguageSchema,
  status: z.object({
    /** connected: the bot answers and has every right; problem: something is wrong (`problems` says what). */
    state: z.enum(["off", "connected", "problem"]),
    botUsername: z.string().nullable(),
    chatTitle: z.string().nullable(),
    rights: z.array(z.object({ right: z.enum(TELEGRAM_RIGHTS), label: z.string(), granted: z.boolean() })),
    problems: z.array(z.string()),
  }),
  counts: roomCountsSchema,
  actions: z.array(roomActionSchema),
});
export type TelegramAdminView = z.infer<typeof telegramAdminViewSchema>;

export const telegramReconcileResultSchema = z.object({ checked: z.number(), healed: z.number() });
export type TelegramReconcileResult = z.infer<typeof telegramReconcileResultSchema>;

export const ROOM_MEMBER_STATES = ["linked", "invited", "joined", "left", "removed"] as const;

/** Why a member was removed: their access ended ({@link accessEndOf}), or, in the Pro room, their plan left Pro. */
export type RemovalCause = AccessEnd | { cause: "notPro" };

/**
 * Why a member is out of a room, or must link again (Discord's permission to add them ran out): kept with their place
 * in the room (`room_members.reason`, as JSON) and worded where it is read, the account page in the member's
 * language. An expiry is the end of a UTC day, written as that day wherever it is read.
 */
export const roomReasonSchema = z.union([
  z.object({ cause: z.enum(["unlinked", "inactive", "ended", "notPro", "relink"]) }),
  z.object({ cause: z.literal("expired"), expiry: z.string() }),
]);
export type RoomReason = z.infer<typeof roomReasonSchema>;

/**
 * Why the member is out of the room, or must link again, as the account page is told: the cause, which the page words
 * in its language; a reason the room stored as English text, before it stored causes, as stored.
 */
export const roomReasonAnswerSchema = z.union([roomReasonSchema, z.string()]).nullable();

/** A reason as the room stores it with the member's place. */
export const storeRoomReason = (reason: RoomReason): string => JSON.stringify(reason);

/** A stored reason as the account page reads it: its cause, or one stored as English text before causes were, as is. */
export const storedRoomReason = (stored: string | null): RoomReason | string | null =>
  parseStoredJson(stored, roomReasonSchema) ?? stored;

/** GET /api/account/telegram: the member's link and where they stand in the room. */
export const telegramAccountSchema = z.object({
  /** The feature is on (the admin set a bot and a room). */
  available: z.boolean(),
  linked: z.boolean(),
  state: z.enum(ROOM_MEMBER_STATES).nullable(),
  /** The one-use invite link while it may still be used. */
  inviteLink: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  reason: roomReasonAnswerSchema,
  botUsername: z.string().nullable(),
});
export type TelegramAccount = z.infer<typeof telegramAccountSchema>;

/** POST /api/account/telegram/link: the deep link to open in Telegram, valid until `expiresAt`. */
export const telegramLinkSchema = roomLinkSchema;
export type TelegramLink = RoomLink;

/** Why a member with access is no longer in the Pro room (docs/product.md#telegram), in English, for the room's records. */
export const PRO_ROOM_END_REASON = "your plan no longer includes Pro";

/**
 * Why access ended: no member behind the account any more (deleted, or unlinked), a subscription no longer active, one
 * past its expiry, or access that ended otherwise.
 */
export type AccessEnd =
  { cause: "unlinked" } | { cause: "inactive" } | { cause: "expired"; expiry: string } | { cause: "ended" };

export function accessEndOf(
  user: { subscriptionStatus: string; subscriptionExpiry: string | null } | null,
  now: Date,
): AccessEnd {
  if (!user) return { cause: "unlinked" };
  if (user.subscriptionStatus === "inactive") return { cause: "inactive" };
  if (user.subscriptionExpiry && new Date(user.subscriptionExpiry).getTime() <= now.getTime())
    return { cause: "expired", expiry: user.subscriptionExpiry };
  return { cause: "ended" };
}

/**
 * Why access ended, in English, as the room's records of what it did keep it for the admin (the member is told in
 * their language, and their place in the room keeps the cause: {@link RoomReason}).
 */
export function accessEndReason(
  user: { subscriptionStatus: string; subscriptionExpiry: string | null } | null,
  now: Date,
  /** The platform the account was linked on ("Telegram"). */
  platform: string,
): string {
  const end = accessEndOf(user, now);
  switch (end.cause) {
    case "unlinked":
      return `your account was deleted or unlinked from ${platform}`;
    case "inactive":
      return "your subscription is no longer active";
    case "expired":
      return `your subscription expired on ${formatUtcDate(end.expiry)}`;
    case "ended":
      return "your access ended";
  }
}
