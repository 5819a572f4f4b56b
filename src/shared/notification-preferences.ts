import { z } from "zod";
import { ASSET_CLASSES, type AssetClass } from "./positions.js";
import { isQuietAt, type QuietHours } from "./quiet-hours.js";
import { isIanaTimeZone } from "./time-zones.js";

/*
 * A member's notification preferences (docs/product.md#notification-preferences): per channel, which kinds of
 * notification and which asset classes reach them; quiet hours in their own time zone. `shouldDeliver` is the one
 * rule; its SQL twin picks recipients in bulk (src/server/db/delivery.ts).
 */

/**
 * Where notifications go besides the in-app feed. A new channel (a member's webhook) is a name here, its name on the
 * page and its defaults; the schemas, the stored opt-outs and the delivery SQL follow from the list, and the server
 * delivers through one implementation of its delivery channel. Telegram reaches only a member who linked an account,
 * on a site where the admin set up the bot (docs/product.md#telegram).
 */
export const NOTIFICATION_CHANNELS = ["push", "email", "telegram"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Channels added after the first release: a client from before one leaves it out of what it saves. */
const CHANNELS_ADDED_LATER = ["telegram"] as const satisfies readonly NotificationChannel[];
type ChannelAddedLater = (typeof CHANNELS_ADDED_LATER)[number];

export const CHANNEL_NAMES: Record<NotificationChannel, string> = {
  push: "Push",
  email: "Email",
  telegram: "Telegram",
};

/**
 * What a notification is about. `account` (sign-in, billing, address changes) cannot be turned off; the others can.
 * Which position change is which kind: `notificationClassOf` in position-changes.ts.
 */
export const NOTIFICATION_KINDS = ["new_signal", "updates", "close", "insight", "account"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const CHOOSABLE_KINDS = ["new_signal", "updates", "close", "insight"] as const;
export type ChoosableKind = (typeof CHOOSABLE_KINDS)[number];

export const KIND_DESCRIPTIONS: Record<NotificationKind, { name: string; detail: string }> = {
  new_signal: { name: "New signals", detail: "A position is published" },
  updates: { name: "Targets and stops", detail: "A target is hit, a stop or target moves, a position is corrected" },
  close: { name: "Closes", detail: "A position is closed (also at its stop), partly closed or cancelled" },
  insight: { name: "Insights", detail: "The analyst's notes on a position" },
  account: { name: "Account and billing", detail: "Sign-ins, payments and your address: always sent" },
};

const flags = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>);

export const channelPreferencesSchema = z.strictObject({
  kinds: flags(CHOOSABLE_KINDS),
  assetClasses: flags(ASSET_CLASSES),
});
export type ChannelPreferences = z.infer<typeof channelPreferencesSchema>;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string().regex(CLOCK_TIME, "messages:preferences.timeInvalid");

export const TIME_ZONE_MESSAGES = {
  unknown: "messages:preferences.timeZoneUnknown",
  neededForQuietHours: "messages:preferences.timeZoneNeeded",
  sameStartAndEnd: "messages:preferences.quietHoursSame",
} as const;

/** An IANA time zone name the server knows ("Europe/London"); offsets and abbreviations are refused. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGES.unknown })
  .trim()
  .max(64, TIME_ZONE_MESSAGES.unknown)
  .refine(isIanaTimeZone, TIME_ZONE_MESSAGES.unknown);

/** One entry per channel, each as `schemaOf` says (the type says which entries may be left out). */
const perChannel = <Shape extends Record<NotificationChannel, z.ZodType>>(
  schemaOf: (channel: NotificationChannel) => z.ZodType,
) => z.strictObject(Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, schemaOf(channel)])) as Shape);

type ChannelSchema = typeof channelPreferencesSchema;

const preferencesShape = {
  channels: perChannel<Record<NotificationChannel, ChannelSchema>>(() => channelPreferencesSchema),
  quietHours: z.strictObject({ enabled: z.boolean(), start: clockTime, end: clockTime }),
  /** Null until the member saves one: the browser's own zone is used to show dates meanwhile. */
  timeZone: timeZoneSchema.nullable(),
  /** The track record's published heads by email (docs/product.md#track-record): off until the member turns it on. */
  recordHeads: z.boolean(),
  /** Pro's weekly summary by email (docs/product.md#weekly-summaries): on until the member turns it off. */
  weeklySummaries: z.boolean(),
};

/**
 * PUT /api/account/notification-preferences: the whole set, replaced. A client from before the weekly summary's
 * switch, or before a channel added later, leaves it out, and it stays as it was.
 */
export const notificationPreferencesSchema = z
  .strictObject({
    ...preferencesShape,
    channels: perChannel<{
      [C in NotificationChannel]: C extends ChannelAddedLater ? z.ZodOptional<ChannelSchema> : ChannelSchema;
    }>((channel) =>
      (CHANNELS_ADDED_LATER as readonly NotificationChannel[]).includes(channel)
        ? channelPreferencesSchema.optional()
        : channelPreferencesSchema,
    ),
    weeklySummaries: preferencesShape.weeklySummaries.optional(),
  })
  .superRefine((prefs, ctx) => {
    if (!prefs.quietHours.enabled) return;
    if (prefs.timeZone === null) {
      ctx.addIssue({ code: "custom", path: ["timeZone"], message: TIME_ZONE_MESSAGES.neededForQuietHours });
    }
    if (prefs.quietHours.start === prefs.quietHours.end) {
      ctx.addIssue({ code: "custom", path: ["quietHours", "end"], message: TIME_ZONE_MESSAGES.sameStartAndEnd });
    }
  });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** GET answers what is stored; a zone the runtime stopped knowing is still shown as stored. */
export const notificationPreferencesViewSchema = z.strictObject({
  ...preferencesShape,
  timeZone: z.string().nullable(),
});
/** Every channel and switch, as stored or defaulted. */
export type NotificationPreferencesView = z.infer<typeof notificationPreferencesViewSchema>;

const every = (on: boolean) => Object.fromEntries(ASSET_CLASSES.map((key) => [key, on])) as Record<AssetClass, boolean>;

/**
 * A member who never chose (docs/product.md#notification-preferences): every push, and email for new signals and
 * closes only, so an inbox gets the two things worth acting on; Telegram as push (it reaches only a linked account,
 * and linking is asking for it); no quiet hours; no track record heads.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferencesView = {
  channels: {
    push: { kinds: { new_signal: true, updates: true, close: true, insight: true }, assetClasses: every(true) },
    email: { kinds: { new_signal: true, updates: false, close: true, insight: false }, assetClasses: every(true) },
    telegram: { kinds: { new_signal: true, updates: true, close: true, insight: true }, assetClasses: every(true) },
  },
  quietHours: { enabled: false, start: "22:00", end: "07:00" },
  timeZone: null,
  recordHeads: false,
  weeklySummaries: true,
};

/** One notification as delivery sees it. */
export interface Notice {
  channel: NotificationChannel;
  kind: NotificationKind;
  /** The position's asset class; none for account messages. */
  assetClass?: AssetClass | null;
  /** Sent even during quiet hours: a stop hit, a close (position-changes.ts). */
  urgent: boolean;
}

/** Now; later, in the one summary sent when quiet hours end; or never. */
export type DeliveryDecision = "deliver" | "hold" | "drop";

/** The parts of the preferences delivery reads. */
export interface DeliveryPreferences {
  channels: Record<NotificationChannel, ChannelPreferences>;
  quietHours: QuietHours;
  timeZone: string | null;
}

/**
 * Whether a notice reaches this member on this channel now (docs/product.md#notification-preferences): account
 * messages always; otherwise the channel must be on for its kind and its asset class, and during quiet hours only
 * an urgent notice goes now, the rest waits for the summary.
 */
export function shouldDeliver(prefs: DeliveryPreferences, notice: Notice, now: Date): DeliveryDecision {
  if (notice.kind === "account") return "deliver";
  const channel = prefs.channels[notice.channel];
  if (!channel.kinds[notice.kind]) return "drop";
  if (notice.assetClass && !channel.assetClasses[notice.assetClass]) return "drop";
  if (!notice.urgent && isQuietAt(prefs.quietHours, prefs.timeZone, now)) return "hold";
  return "deliver";
}

export const NOTIFICATION_PREFERENCES_MESSAGES = {
  saved: "Notification preferences saved",
  saveFailed: "Failed to save notification preferences",
} as const;
