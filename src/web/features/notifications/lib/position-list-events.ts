import type { Position } from "@shared/positions";
import type { PositionEventType } from "@shared/ws-events";

/**
 * The positions list after a live event (a new position is prepended, an updated one replaces the
 * old, a removed one leaves). An event about a position the list lacks adds it: the member missed its start.
 */
export function applyPositionEvent(list: readonly Position[], type: PositionEventType, position: Position): Position[] {
  if (type === "position_removed") return list.filter((item) => item.id !== position.id);
  const index = list.findIndex((item) => item.id === position.id);
  if (index === -1) return [position, ...list];
  return list.map((item) => (item.id === position.id ? position : item));
}
