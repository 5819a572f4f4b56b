import type { Position } from "./positions.js";

/**
 * The live events (docs/product.md#api), one per published change (docs/product.md#drafts: drafts publish nothing).
 * `position_removed` is ours: a deleted position leaves members' lists at once, without a notification.
 */
export const POSITION_EVENT_TYPES = [
  "position_added",
  "position_updated",
  "position_status_changed",
  "position_removed",
] as const;
export type PositionEventType = (typeof POSITION_EVENT_TYPES)[number];

/** The events that become a feed item (and a toast); `position_removed` only updates lists. */
export const NOTIFYING_EVENT_TYPES = ["position_added", "position_updated", "position_status_changed"] as const;
export type NotifyingEventType = (typeof NOTIFYING_EVENT_TYPES)[number];

export const isNotifying = (type: PositionEventType): type is NotifyingEventType => type !== "position_removed";

export interface PositionEventData {
  /**
   * The feed item id (docs/product.md#notifications), set once the notifier has stored the event: the same id for every
   * member, increasing with each event. Absent on `position_removed`, which is no feed item.
   */
  id?: number;
  /** A sentence a member can read in the feed or a toast. */
  message: string;
  /** Server time of the change, ISO-8601. */
  timestamp: string;
  position: Position;
}

export interface PositionEvent {
  type: PositionEventType;
  data: PositionEventData;
}
