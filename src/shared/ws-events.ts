import type { PositionChange } from "./position-changes.js";
import type { Position } from "./positions.js";

/**
 * The live events (docs/product.md#api), one per published change (docs/product.md#drafts: drafts publish nothing).
 * `position_removed` and `position_price_changed` are ours: a deleted position leaves members' lists at once, and a
 * new current price reaches them, without a notification (docs/product.md#notifications: prices alone are no news).
 */
export const POSITION_EVENT_TYPES = [
  "position_added",
  "position_updated",
  "position_status_changed",
  "position_removed",
  "position_price_changed",
] as const;
export type PositionEventType = (typeof POSITION_EVENT_TYPES)[number];

/** The events that become a feed item (and a toast); the others only update lists. */
export const NOTIFYING_EVENT_TYPES = ["position_added", "position_updated", "position_status_changed"] as const;
export type NotifyingEventType = (typeof NOTIFYING_EVENT_TYPES)[number];

/** Events that only update members' lists. */
export const LIST_ONLY_EVENT_TYPES = ["position_removed", "position_price_changed"] as const;

export const isNotifying = (type: PositionEventType): type is NotifyingEventType =>
  (NOTIFYING_EVENT_TYPES as readonly string[]).includes(type);

export interface PositionEventData {
  /**
   * The feed item id (docs/product.md#notifications), set once the notifier has stored the event: the same id for every
   * member, increasing with each event. Absent on `position_removed`, which is no feed item.
   */
  id?: number;
  /** A sentence a member can read in the feed or a toast. */
  message: string;
  /**
   * What happened, on a notifying event: it decides the notification's kind and urgency for the member's
   * preferences (position-changes.ts).
   */
  change?: PositionChange;
  /** Server time of the change, ISO-8601. */
  timestamp: string;
  position: Position;
}

export interface PositionEvent {
  type: PositionEventType;
  data: PositionEventData;
}
