import { NOTIFICATION_CHANNELS, type NotificationChannel } from "../../../shared/notification-preferences.js";
import type { Executor } from "../../db/database.js";
import type { Announcement, DeliveryChannel, Recipient } from "../delivery/delivery-channel.js";
import * as holds from "./delivery.repo.js";

/** Every delivery channel, as the notifier, the quiet-hours summaries and the insights use them. */
export interface Deliveries {
  /**
   * In the caller's transaction: hands the announcement to every channel that carries it; for a feed item, first
   * records for each channel whom quiet hours hold it back from (docs/product.md#quiet-hours). Answers how many
   * deliveries were queued.
   */
  announce(db: Executor, announcement: Announcement, now: string): Promise<number>;
  /** In the caller's transaction: each channel's summary of what it held for the member. */
  summarize(
    db: Executor,
    recipient: Recipient,
    held: readonly { channel: NotificationChannel; message: string; at: string }[],
    at: string,
  ): Promise<void>;
}

/** The channels registered once, where the app is composed (src/server/app/delivery.ts). */
export function createDeliveries(channels: readonly DeliveryChannel[]): Deliveries {
  return {
    async announce(db, announcement, now) {
      let queued = 0;
      for (const channel of channels) {
        if (!(await channel.carries(db, announcement))) continue;
        const preferred = NOTIFICATION_CHANNELS.find((name) => name === channel.name);
        if (announcement.feedId !== undefined && preferred) {
          const notice = { ...announcement.notice, channel: preferred };
          const { audience, quietNow, feedId } = announcement;
          await holds.insertHolds(db, { eventId: feedId, audience, notice, quietNow, now }, channel.reachable);
        }
        queued += await channel.deliver(db, announcement);
      }
      return queued;
    },
    async summarize(db, recipient, held, at) {
      for (const channel of channels) {
        const items = held.filter((item) => item.channel === channel.name);
        if (items.length > 0) await channel.summarize(db, { recipient, held: items, at });
      }
    },
  };
}
