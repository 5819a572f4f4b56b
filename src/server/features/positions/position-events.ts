import { formatPnl, formatPrice } from "../../../shared/format.js";
import type { HistoryAction, Position } from "../../../shared/positions.js";
import type { PositionEvent } from "../../../shared/ws-events.js";

const title = (position: Position) => `${position.asset} ${position.direction.toUpperCase()}`;

/**
 * The one event a committed change announces, or null when members must not hear of it (docs/product.md#drafts:
 * drafts, before and while they are drafts, publish nothing).
 */
export function eventForChange(
  action: HistoryAction,
  wasPublished: boolean,
  position: Position,
  timestamp: string,
): PositionEvent | null {
  const event = (type: PositionEvent["type"], message: string): PositionEvent => ({
    type,
    data: { message, timestamp, position },
  });
  if (position.status === "planning" && action !== "deleted") return null;
  switch (action) {
    case "created":
    case "published":
      return position.status === "closed"
        ? event("position_added", `${title(position)} closed: ${formatPnl(position.pnl)}`)
        : event("position_added", `New signal: ${title(position)} at ${formatPrice(position.entryPrice, position)}`);
    case "closed":
      return event("position_status_changed", `${title(position)} closed: ${formatPnl(position.pnl)}`);
    case "reopened":
      return event("position_status_changed", `${title(position)} is active again`);
    case "edited":
      return event("position_updated", `${title(position)} updated`);
    case "deleted":
      return wasPublished ? event("position_removed", `${title(position)} was withdrawn`) : null;
  }
}
