import type { Position } from "@shared/positions";

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** The admin overview shows the 5 most recent trades. */
export const RECENT_TRADES = 5;
/** The mobile admin lists the first 5 closed positions. */
export const CLOSED_SHOWN = 5;

export function recentTrades(positions: readonly Position[]): Position[] {
  return [...positions].sort((a, b) => newestFirst(a.createdAt, b.createdAt)).slice(0, RECENT_TRADES);
}

/** The most recently closed first, so "the first 5" are the latest results. */
export function latestClosed(positions: readonly Position[]): Position[] {
  return positions
    .filter((position) => position.status === "closed")
    .sort((a, b) => newestFirst(a.closedAt ?? a.updatedAt, b.closedAt ?? b.updatedAt))
    .slice(0, CLOSED_SHOWN);
}

export function countByStatus(positions: readonly Position[]) {
  return {
    planning: positions.filter((position) => position.status === "planning").length,
    active: positions.filter((position) => position.status === "active").length,
    closed: positions.filter((position) => position.status === "closed").length,
  };
}
