import { formatPnl, formatPrice } from "./format.js";
import type { Position } from "./positions.js";

type ReleasedPosition = Pick<
  Position,
  | "asset"
  | "assetClass"
  | "direction"
  | "entryPrice"
  | "status"
  | "outcome"
  | "outcomeReason"
  | "results"
  | "targets"
  | "stopLoss"
  | "initialStopLoss"
  | "realizedShare"
>;

/** What happened to a still-open position before it reached the member: "TP1 hit", "50% closed", "stop moved to …". */
function changesSoFar(position: ReleasedPosition): string[] {
  const changes = position.targets.filter((target) => target.state === "hit").map((target) => `TP${target.number} hit`);
  if (position.realizedShare > 0) changes.push(`${position.realizedShare}% closed`);
  const { stopLoss } = position;
  if (stopLoss !== null && stopLoss !== position.initialStopLoss) {
    const to = stopLoss === position.entryPrice ? "break-even" : formatPrice(stopLoss, position);
    changes.push(`stop moved to ${to}`);
  }
  return changes;
}

/**
 * docs/product.md#early-access: what a member without early access is told at a position's release, the position as it
 * stands then, the same in the toast, the feed, the push, the email and the Telegram message. A trade that ended before
 * the release says so with its result ("NVDA LONG closed before it reached you: +3.33%"), never "New signal"; one
 * still open names what changed meanwhile ("New signal: EUR/USD LONG at 1.08000, since then TP1 hit, stop moved to
 * break-even").
 */
export function releaseNotice(position: ReleasedPosition): string {
  const name = `${position.asset} ${position.direction.toUpperCase()}`;
  if (position.status === "closed") {
    if (position.outcome === "cancelled") return `${name} cancelled before it reached you, never filled`;
    if (position.outcome === "voided") {
      return `${name} voided before it reached you${position.outcomeReason ? `: ${position.outcomeReason}` : ""}`;
    }
    const result = position.results.percent;
    return `${name} closed before it reached you${result === null ? "" : `: ${formatPnl(result)}`}`;
  }
  const opening = `New signal: ${name} at ${formatPrice(position.entryPrice, position)}`;
  const changes = changesSoFar(position);
  return changes.length === 0 ? opening : `${opening}, since then ${changes.join(", ")}`;
}

/**
 * How the feed names the release notice of a trade that ended before it reached the member. It is still delivered as
 * the new entry it stands for (its change is `opened`, so it reaches whom a new signal reaches), but it is no new
 * signal to act on.
 */
export const CLOSED_BEFORE_RELEASE_LABEL = "Closed before release";

/** Whether the member may still act on the released position: an open one gets the full signal, levels and all. */
export const isStillOpen = (position: Pick<Position, "status">): boolean => position.status !== "closed";
