import type { RawBuilder, SqlBool } from "kysely";
import type { Language } from "../../../shared/i18n/languages.js";
import type { Notice, NotificationChannel } from "../../../shared/notification-preferences.js";
import type { PositionChange } from "../../../shared/position-changes.js";
import type { Position } from "../../../shared/positions.js";
import type { Executor } from "../../db/database.js";
import type { Audience } from "../../db/delivery.js";
import type { TradeEventWords } from "../../../shared/trade-event-words.js";

/*
 * One way a notification leaves the app for a member (docs/decisions/0028-delivery-channels.md): push, email, a
 * Telegram direct message today. Each channel lives in its own feature and is registered once where the app is
 * composed; the notifier, the quiet-hours summaries and the insights hand every notice to all of them and know none by
 * name. A new channel is a name in src/shared/notification-preferences.ts and one implementation of this interface.
 */

/** One notification as every channel receives it: what it says and whom it is for, before preferences. */
export interface Announcement {
  /** Names the notification, so a channel never queues the same one twice for a member ("event:12", "insight:…"). */
  key: string;
  audience: Audience;
  /** What the member's preferences judge, without the channel (each channel adds its own name). */
  notice: Omit<Notice, "channel">;
  /** The quiet-hours schedules quiet now (db/delivery.ts `quietScheduleKey`). */
  quietNow: readonly string[];
  /** The one line members read ("Buy XAU/USD at 2350.5"), in English. */
  message: string;
  /** A trade event's line as catalogue keys, worded in each member's language; null: `message` is read as it is. */
  words?: TradeEventWords | null;
  /** When it happened (ISO). */
  at: string;
  /** The site's page it opens. */
  path: string;
  /** Only a change to a position's plan or a new signal wakes a device at once; the rest can wait for its next wake. */
  urgency: "normal" | "high";
  /** The member's feed item it is, when it is one. */
  feedId?: number;
  /** A position's announcement: the position as it stands, and what the announcement is of it. */
  signal?: {
    position: Position;
    /** Its first announcement (its publication, or its release to members without early access). */
    isNew: boolean;
    /** A new trade still open: an entry a member can take, told with its levels. */
    opened: boolean;
    /** Its number on the track record (docs/product.md#track-record); null for a draft. */
    recordNumber: number | null;
    /** What happened to the position (the trade lifecycle's event type); null on an event stored before it was. */
    change: PositionChange | null;
  };
}

/** A member's summary of what quiet hours held back on one channel, when they end (docs/product.md#quiet-hours). */
export interface HeldSummary {
  recipient: Recipient;
  /** What was held on this channel, oldest first. */
  held: readonly { message: string; at: string }[];
  /** When the summary is sent (ISO); with the member, it names the summary. */
  at: string;
}

/** A member as the channels address them. */
export interface Recipient {
  id: string;
  email: string;
  email_verified_at: string | null;
  first_name: string;
  /** The language they chose (null: none, English). */
  language: Language | null;
  time_zone: string | null;
}

/**
 * A channel is named in members' preferences and quiet hours, or is a member's own machine that picks its events
 * itself and keeps no quiet hours (a webhook: docs/decisions/0031-webhooks-as-a-channel.md).
 */
export type DeliveryChannelName = NotificationChannel | "webhook";

export interface DeliveryChannel {
  /** The channel's name in members' preferences and in the held deliveries. */
  readonly name: DeliveryChannelName;
  /** Members the channel can reach at all (a device, a verified address, a linked account), on the users alias. */
  reachable(users: string): RawBuilder<SqlBool>;
  /** Whether the channel carries this notice at all now (an admin switched it off, or never set it up). */
  carries(db: Executor, announcement: Announcement): Promise<boolean>;
  /**
   * In the caller's transaction: queues the announcement to the members of its audience this channel reaches and
   * whose preferences want it now. Answers how many deliveries were queued.
   */
  deliver(db: Executor, announcement: Announcement): Promise<number>;
  /** In the caller's transaction: queues the member's summary of what this channel held. Answers how many were queued. */
  summarize(db: Executor, summary: HeldSummary): Promise<number>;
}
export { listRecipients } from "./recipients.repo.js";
