import type { PositionChange } from "./position-changes.js";
import type { PortfolioActivity } from "./portfolio-activity.js";
import type { Position } from "./positions.js";
import type { TradeEventWords } from "./trade-event-words.js";

/**
 * The live events (docs/product.md#api), one per published change (docs/product.md#drafts: drafts publish nothing).
 * `position_removed` is ours: a deleted position leaves members' lists at once, without a notification; so is
 * `position_price_changed`: a new current price updates the card live and is no feed item.
 */
export const POSITION_EVENT_TYPES = [
  "position_added",
  "position_updated",
  "position_status_changed",
  "position_removed",
  "position_price_changed",
] as const;
export type PositionEventType = (typeof POSITION_EVENT_TYPES)[number];

/** The events that become a feed item (and a toast); the others only update lists and cards. */
export const NOTIFYING_EVENT_TYPES = ["position_added", "position_updated", "position_status_changed"] as const;
export type NotifyingEventType = (typeof NOTIFYING_EVENT_TYPES)[number];

export const isNotifying = (type: PositionEventType): type is NotifyingEventType =>
  (NOTIFYING_EVENT_TYPES as readonly PositionEventType[]).includes(type);

export interface PositionEventData {
  /**
   * The feed item id (docs/product.md#notifications), set once the notifier has stored the event: the same id for every
   * member, increasing with each event. Absent on `position_removed`, which is no feed item.
   */
  id?: number;
  /**
   * A sentence a member can read in the feed or a toast, in the trade event's own words
   * (`describeTradeEvent` in src/shared/trade-messages.ts), e.g. "EUR/USD TP1 hit at 1.08500 (+0.59%, 50% closed)".
   */
  message: string;
  /**
   * The same sentence as catalogue keys, worded in each reader's language (src/shared/trade-event-words.ts); absent
   * on an event that is no trade event (a release notice, a new price), whose `message` is read as it is.
   */
  words?: TradeEventWords;
  /**
   * What happened, on a notifying event: it decides the notification's kind and urgency for the member's
   * preferences (position-changes.ts).
   */
  change?: PositionChange;
  /** Server time of the change, ISO-8601. */
  timestamp: string;
  position: Position;
}

/**
 * Who an event is for (docs/product.md#early-access), on the server only (never sent): "early" before its position's
 * release, to admins and Pro members alone; "late" at the release, to the members who did not have it yet. Absent:
 * everyone.
 */
export type EventAudience = "early" | "late";

export interface PositionEvent {
  type: PositionEventType;
  data: PositionEventData;
  audience?: EventAudience;
}

/**
 * docs/product.md#portfolio: a Pro member's own update about a signal they took, in their numbers ("EUR/USD TP1 hit:
 * +$118.00 on your 0.50 lots"), sent to that member's connections alone and shown as a toast. It is no feed item:
 * it is listed on their portfolio page.
 */
export interface PortfolioActivityMessage {
  type: "portfolio_activity";
  data: PortfolioActivity;
}
