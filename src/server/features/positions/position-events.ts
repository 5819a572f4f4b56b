import { formatPnl, formatPrice } from "../../../shared/format.js";
import type { PositionChange } from "../../../shared/position-changes.js";
import type { HistoryAction, Position, TrackedField } from "../../../shared/positions.js";
import type { PositionEvent } from "../../../shared/ws-events.js";
import type { Changes } from "./position-records.js";

const title = (position: Position) => `${position.asset} ${position.direction.toUpperCase()}`;

const FIELD_NAMES: Record<TrackedField, string> = {
  asset: "asset",
  assetClass: "asset class",
  direction: "direction",
  entryPrice: "entry",
  currentPrice: "current price",
  targetPrice: "target",
  stopLoss: "stop",
  exitPrice: "exit",
  pnl: "P&L",
  commentary: "commentary",
  riskLevel: "risk",
  status: "status",
};

/** A close says where it happened when that was the stop or the target: "EUR/USD LONG stopped out at 1.07800: -0.65%". */
function closedMessage(position: Position): string {
  const price = (value: number | null) => formatPrice(value, position);
  const result = formatPnl(position.pnl);
  if (position.exitPrice !== null && position.exitPrice === position.stopLoss) {
    return `${title(position)} stopped out at ${price(position.exitPrice)}: ${result}`;
  }
  if (position.exitPrice !== null && position.exitPrice === position.targetPrice) {
    return `${title(position)} hit its target at ${price(position.exitPrice)}: ${result}`;
  }
  return `${title(position)} closed: ${result}`;
}

/** What an edit of a published position changed, in the feed's words; null when only the current price moved. */
function editOf(position: Position, changes: Changes): { change: PositionChange; message: string } | null {
  const fields = (Object.keys(changes) as TrackedField[]).filter((field) => field !== "currentPrice");
  if (fields.length === 0) return null;
  const price = (value: number | null) => formatPrice(value, position);
  const levels: string[] = [];
  if (fields.includes("targetPrice")) levels.push(`target ${price(position.targetPrice)}`);
  if (fields.includes("stopLoss")) levels.push(`stop ${price(position.stopLoss)}`);
  const others = fields.filter((field) => field !== "targetPrice" && field !== "stopLoss");
  if (others.length === 0 && levels.length === 1) {
    return fields[0] === "stopLoss"
      ? { change: "stop_moved", message: `${title(position)}: stop moved to ${price(position.stopLoss)}` }
      : { change: "target_changed", message: `${title(position)}: target changed to ${price(position.targetPrice)}` };
  }
  if (others.length === 1 && others[0] === "commentary" && levels.length === 0) {
    return { change: "note", message: `${title(position)}: new note from the analyst` };
  }
  const named = [...levels, ...others.map((field) => FIELD_NAMES[field])];
  return { change: "edited", message: `${title(position)} updated: ${named.join(", ")}` };
}

/**
 * The one event a committed change announces, or null when members must not hear of it (docs/product.md#drafts:
 * drafts, before and while they are drafts, publish nothing). A notifying event names its change, which decides how
 * members' preferences treat it; an edit of the current price alone updates lists and is no notification
 * (docs/product.md#notifications).
 */
export function eventForChange(
  action: HistoryAction,
  wasPublished: boolean,
  position: Position,
  timestamp: string,
  changes: Changes = {},
): PositionEvent | null {
  const event = (type: PositionEvent["type"], message: string, change?: PositionChange): PositionEvent => ({
    type,
    data: { message, timestamp, position, ...(change ? { change } : {}) },
  });
  if (position.status === "planning" && action !== "deleted") return null;
  switch (action) {
    case "created":
    case "published":
      return position.status === "closed"
        ? event("position_added", closedMessage(position), "closed")
        : event(
            "position_added",
            `New signal: ${title(position)} at ${formatPrice(position.entryPrice, position)}`,
            "opened",
          );
    case "closed":
      return event("position_status_changed", closedMessage(position), "closed");
    case "reopened":
      return event("position_status_changed", `${title(position)} is active again`, "reopened");
    case "edited": {
      const edit = editOf(position, changes);
      return edit
        ? event("position_updated", edit.message, edit.change)
        : event("position_price_changed", `${title(position)} now at ${formatPrice(position.currentPrice, position)}`);
    }
    case "deleted":
      return wasPublished ? event("position_removed", `${title(position)} was withdrawn`) : null;
  }
}
