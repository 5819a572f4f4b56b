import { z } from "zod";
import { tradeEventWordsSchema } from "./trade-event-words-schema.js";
import { POSITION_CHANGES } from "./position-changes.js";
import { insightPublishedMessageSchema } from "./insights.js";
import { pricesMessageSchema } from "./live-prices.js";
import { portfolioActivitySchema } from "./portfolio-activity.js";
import { positionSchema } from "./positions.js";
import { NOTIFYING_EVENT_TYPES } from "./ws-events.js";

/** A member's feed lists its 50 newest items, newest first. */
export const NOTIFICATIONS_KEPT = 50;
/** The unread badge shows '99+' above this. */
export const UNREAD_BADGE_MAX = 99;
/** The unread badge's text: the count, or '99+' above 99. */
export const unreadBadgeText = (count: number): string =>
  count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
/** The client pings every 30 s and reconnects 3 s after an unclean close. */
export const PING_INTERVAL_MS = 30_000;
export const RECONNECT_DELAY_MS = 3_000;
/** The in-page toast for a new position stays 5 s. */
export const NEW_POSITION_TOAST_MS = 5_000;
// The browser notification's constants live in pwa.ts, which imports no zod: the service worker bundles them.
export { NOTIFICATION_TAG, NOTIFICATION_URL } from "./pwa.js";
export const TEST_PUSH_DEFAULT_MESSAGE = "Test background push notification!";

export const NOTIFICATIONS_WS_PATH = "/ws/notifications";
/**
 * How the live channel refuses : an upgrade from a signed-out user or a foreign origin is
 * answered with HTTP 401 / 403 and never becomes a WebSocket (the browser reports close code 1006), and so is
 * an admin or a member without access (403). A connected member whose access ends is closed with 4403; a
 * server shutting down closes with 1001. Neither 4403 nor the refused upgrade is worth a reconnect loop.
 */
export const WS_CLOSE_ACCESS_ENDED = 4403;
export const WS_CLOSE_GOING_AWAY = 1001;
/**
 * A member opened more live connections than an instance keeps for one member: their oldest is closed with this,
 * and its page does not reconnect (it would only close another of theirs).
 */
export const WS_CLOSE_REPLACED = 4409;
/** A client sent a frame too large (1009, ws's own) or too many frames: it is cut off, not answered. */
export const WS_CLOSE_MESSAGE_TOO_BIG = 1009;
export const WS_CLOSE_POLICY_VIOLATION = 1008;

/** Feed item ids are positive integers that grow with each event: "newer than" is "greater than". */
export const notificationIdSchema = z.coerce.number().int().positive();

/** The position as a feed item shows it. */
export const notificationPositionSchema = positionSchema.pick({
  id: true,
  asset: true,
  direction: true,
  riskLevel: true,
  status: true,
});

/** Notification item, stored on the server (docs/product.md#notifications). */
export const notificationItemSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(NOTIFYING_EVENT_TYPES),
  /** What happened: names the item ("Stop moved"); null on an item stored before it was recorded. */
  change: z.enum(POSITION_CHANGES).nullable(),
  /**
   * A release notice of a trade that ended before it reached the member (docs/product.md#early-access): named for
   * that, not for its change.
   */
  closedBeforeRelease: z.boolean(),
  message: z.string(),
  /** Absent on a release notice and on an item stored before its words were. */
  words: tradeEventWordsSchema.optional(),
  /** ISO-8601 server time of the change. */
  timestamp: z.string(),
  position: notificationPositionSchema,
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/**
 * GET /api/notifications: the 50 newest, newest first. `unreadCount` also counts unread items older than those
 * 50, among the announcements the server keeps, so the bell can say "99+" (docs/product.md#notifications).
 */
export const notificationFeedSchema = z.object({
  items: z.array(notificationItemSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationFeed = z.infer<typeof notificationFeedSchema>;

export const notificationIdParamsSchema = z.strictObject({ id: notificationIdSchema });

/** `/ws/notifications?after=<id>`: resume after the last item seen; `userId`/`isAdmin` are ignored (docs/product.md#live). */
export const notificationsWsQuerySchema = z.object({
  /** 0 when nothing was seen yet: everything the feed holds is sent. */
  after: z.coerce.number().int().nonnegative().optional(),
  userId: z.string().optional(),
  isAdmin: z.string().optional(),
});

// ---- WebSocket messages ----

const notifyingMessageSchema = z.object({
  type: z.enum(NOTIFYING_EVENT_TYPES),
  data: z.object({
    /** The feed item id: mark it read with POST /api/notifications/:id/read; resume with ?after=<id>. */
    id: z.number().int().positive(),
    message: z.string(),
    words: tradeEventWordsSchema.optional(),
    timestamp: z.string(),
    position: positionSchema,
    change: z.enum(POSITION_CHANGES).optional(),
  }),
});

/**
 * A deleted position leaves members' lists, and a new current price updates its card: neither is a feed item, so
 * neither has an id.
 */
const unlistedData = z.object({ message: z.string(), timestamp: z.string(), position: positionSchema });
const removedMessageSchema = z.object({ type: z.literal("position_removed"), data: unlistedData });
const priceMessageSchema = z.object({ type: z.literal("position_price_changed"), data: unlistedData });

export const wsServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("connected"), data: z.object({ message: z.string() }) }),
  z.object({ type: z.literal("pong") }),
  notifyingMessageSchema,
  removedMessageSchema,
  priceMessageSchema,
  pricesMessageSchema,
  // docs/product.md#portfolio: a Pro member's own update, to them alone.
  z.object({ type: z.literal("portfolio_activity"), data: portfolioActivitySchema }),
  insightPublishedMessageSchema,
]);
export type WsServerMessage = z.infer<typeof wsServerMessageSchema>;
export type WsNotifyingMessage = z.infer<typeof notifyingMessageSchema>;

export const wsClientMessageSchema = z.object({ type: z.literal("ping") });
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

// ---- Web Push ----

export const vapidPublicKeySchema = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;

/**
 * Why a device's subscription is refused, by its key in the `messages` catalogue: the browser subscribes by itself,
 * but the member sees the refusal when it fails.
 */
export const PUSH_SUBSCRIPTION_MESSAGES = {
  endpointInvalid: "messages:push.endpointInvalid",
  endpointTooLong: "messages:push.endpointTooLong",
  notBase64url: "messages:push.notBase64url",
  p256dhInvalid: "messages:push.p256dhInvalid",
  authInvalid: "messages:push.authInvalid",
  endpointNotPublic: "messages:push.endpointNotPublic",
} as const;
const PM = PUSH_SUBSCRIPTION_MESSAGES;

/** Base64url without padding (what PushSubscription.toJSON() gives). */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, PM.notBase64url);

/** Devices a member may subscribe; an extra one replaces the one subscribed longest ago. */
export const PUSH_DEVICES_PER_MEMBER = 10;

/** A browser's PushSubscription.toJSON(): an https endpoint and both keys. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: PM.endpointInvalid }).max(2048, PM.endpointTooLong),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url.min(80, PM.p256dhInvalid).max(100, PM.p256dhInvalid),
    auth: base64url.min(16, PM.authInvalid).max(32, PM.authInvalid),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/notifications/subscribe -> 201. */
export const subscribeBodySchema = z.object({ subscription: pushSubscriptionSchema });
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** POST /api/notifications/unsubscribe -> 204 (only the endpoint matters; the rest is accepted). */
export const unsubscribeBodySchema = z.object({
  subscription: z.object({ endpoint: z.string().min(1).max(2048) }),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

export const TEST_PUSH_AUDIENCES = ["self", "members"] as const;
export type TestPushAudience = (typeof TEST_PUSH_AUDIENCES)[number];

/** POST /api/notifications/test-push (admins): an empty message means the default text. */
export const testPushBodySchema = z.strictObject({
  message: z
    .string()
    .trim()
    .max(500, "Message is too long")
    .optional()
    .transform((value) => (value ? value : TEST_PUSH_DEFAULT_MESSAGE)),
  audience: z.enum(TEST_PUSH_AUDIENCES).default("self"),
});
export type TestPushBody = z.input<typeof testPushBodySchema>;

export const testPushResultSchema = z.object({
  message: z.string(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type TestPushResult = z.infer<typeof testPushResultSchema>;

/** What the service worker receives in a push (JSON, well under the 3,993-byte payload limit). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The notification's button, in the reader's language. */
  action: z.string(),
  tag: z.string(),
  url: z.string(),
  /** Feed item id when the push announces one. */
  notificationId: z.number().int().positive().optional(),
  timestamp: z.string(),
  /** When it happened, written on the clock of the members it is for (docs/product.md#time-zone). */
  time: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
