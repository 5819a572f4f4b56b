import type { NotificationKind } from "./notification-preferences.js";
import { TRADE_EVENT_TYPES, type TradeEventType } from "./trade-lifecycle.js";
import type { NotifyingEventType } from "./ws-events.js";

/**
 * What happened to a position, as a notification tells it: the trade event it announces (docs/product.md#lifecycle).
 * A stop hit is `closed` (at the stop).
 */
export const POSITION_CHANGES = TRADE_EVENT_TYPES;
export type PositionChange = TradeEventType;

interface NotificationClass {
  kind: NotificationKind;
  /** Delivered during quiet hours (docs/product.md#quiet-hours). */
  urgent: boolean;
}

const CLASSES: Record<PositionChange, NotificationClass> = {
  opened: { kind: "new_signal", urgent: false },
  target_hit: { kind: "updates", urgent: false },
  stop_moved: { kind: "updates", urgent: false },
  target_changed: { kind: "updates", urgent: false },
  note: { kind: "insight", urgent: false },
  // Whoever follows the trade has to act on these at once, whatever the hour.
  closed: { kind: "close", urgent: true },
  partial_close: { kind: "close", urgent: true },
  cancelled: { kind: "close", urgent: true },
  voided: { kind: "close", urgent: true },
  // A corrected exit price changes the record, not what a member holds: no reason to wake anyone.
  close_corrected: { kind: "close", urgent: false },
  plan_corrected: { kind: "updates", urgent: false },
};

/** The preference kind a change is filed under, and whether it breaks through quiet hours. */
export const notificationClassOf = (change: PositionChange): NotificationClass => CLASSES[change];

/** How the feed and a toast name a change. */
export const CHANGE_LABELS: Record<PositionChange, string> = {
  opened: "New signal",
  target_hit: "Target hit",
  partial_close: "Partly closed",
  stop_moved: "Stop moved",
  target_changed: "Target changed",
  note: "Note",
  closed: "Closed",
  close_corrected: "Close corrected",
  cancelled: "Cancelled",
  voided: "Voided",
  plan_corrected: "Corrected",
};

/**
 * The change a stored event tells of: its own, or, for an event stored before changes were named, what its type
 * says for sure (a new position, a finished one); null when it cannot be told.
 */
export function changeOfEvent(event: {
  type: NotifyingEventType;
  change?: PositionChange | null;
  position: { status: string };
}): PositionChange | null {
  if (event.change) return event.change;
  if (event.type === "position_added") return event.position.status === "closed" ? "closed" : "opened";
  if (event.type === "position_status_changed" && event.position.status === "closed") return "closed";
  return null;
}

/** The class of a change that cannot be told: an ordinary update. */
export const classOfEvent = (change: PositionChange | null): NotificationClass =>
  change ? notificationClassOf(change) : { kind: "updates", urgent: false };
