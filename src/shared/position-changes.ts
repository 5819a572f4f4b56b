import type { NotificationKind } from "./notification-preferences.js";
import type { NotifyingEventType } from "./ws-events.js";

/**
 * What happened to a position, as a notification tells it. The first nine are the position's lifecycle events;
 * `reopened` and `edited` are the admin's edits that are neither. A stop hit is `closed` (at the stop).
 */
export const POSITION_CHANGES = [
  "opened",
  "target_hit",
  "partial_close",
  "stop_moved",
  "target_changed",
  "note",
  "closed",
  "cancelled",
  "voided",
  "reopened",
  "edited",
] as const;
export type PositionChange = (typeof POSITION_CHANGES)[number];

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
  reopened: { kind: "updates", urgent: false },
  edited: { kind: "updates", urgent: false },
  note: { kind: "insight", urgent: false },
  // Whoever follows the trade has to act on these at once, whatever the hour.
  closed: { kind: "close", urgent: true },
  partial_close: { kind: "close", urgent: true },
  cancelled: { kind: "close", urgent: true },
  voided: { kind: "close", urgent: true },
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
  cancelled: "Cancelled",
  voided: "Voided",
  reopened: "Reopened",
  edited: "Updated",
};

/**
 * The change a live event tells of: its own when it names one; otherwise (an event stored before changes were
 * named) read from its type and the position's status.
 */
export function changeOfEvent(event: {
  type: NotifyingEventType;
  change?: PositionChange | null;
  position: { status: string };
}): PositionChange {
  if (event.change) return event.change;
  if (event.type === "position_added") return event.position.status === "closed" ? "closed" : "opened";
  if (event.type === "position_status_changed") return event.position.status === "closed" ? "closed" : "reopened";
  return "edited";
}
