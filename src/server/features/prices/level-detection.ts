import { favourSign, type Direction } from "../../../shared/positions.js";
import {
  TRAILING_STEP_FRACTION,
  type TickEvidence,
  type TrackingOptions,
  type TrailingStop,
} from "../../../shared/price-tracking.js";
import type { Target, TradeEventInput } from "../../../shared/trade-lifecycle.js";
import type { Tick } from "./price-source.js";

/** What detection reads of a position: its direction, entry, stop, targets and whether it is open. */
export interface TrackedLevels {
  direction: Direction;
  entryPrice: number;
  status: "planning" | "active" | "closed";
  stopLoss: number | null;
  targets: readonly Target[];
  tracking: TrackingOptions;
}

export interface Detection {
  /** The reports the tick makes, in the order they happened. */
  inputs: TradeEventInput[];
  evidence: TickEvidence;
}

/**
 * The side that would fill the position's exit: a long sells at the bid, a short buys at the ask; the last trade when
 * the source gives no quote (docs/prices.md).
 */
export function fillingSide(direction: Direction, tick: Tick): Pick<TickEvidence, "side" | "price"> | null {
  const quote = direction === "long" ? tick.bid : tick.ask;
  if (quote !== null) return { side: direction === "long" ? "bid" : "ask", price: quote };
  return tick.last === null ? null : { side: "last", price: tick.last };
}

/** Ten significant digits: a trailed stop reads 1.08145, not 1.0814499999999999. */
const tidy = (price: number) => Number(price.toPrecision(10));

const trailingDistance = (trailing: TrailingStop, price: number) =>
  trailing.kind === "price" ? trailing.distance : (price * trailing.distance) / 100;

/**
 * docs/prices.md: what one tick means for an open position. A level is hit by the first tick at or beyond it, at that
 * tick's price (a gap through the stop closes at the worse price). The stop is checked first; then every target the
 * tick reached, nearest first; then the stop moves the position's options ask for. Pure: the tracker runs it on its
 * copy of the position to decide whether to write, and again on the stored state inside the write, so a hit another
 * instance already recorded is not recorded twice.
 */
export function detectLevels(levels: TrackedLevels, tick: Tick, source: string): Detection | null {
  if (levels.status !== "active") return null;
  const side = fillingSide(levels.direction, tick);
  if (!side) return null;
  const { price } = side;
  const sign = favourSign(levels.direction);
  const beyond = (level: number) => (price - level) * sign >= 0;
  const evidence: TickEvidence = { source, ...side, bid: tick.bid, ask: tick.ask, at: tick.at };

  if (levels.stopLoss !== null && (price - levels.stopLoss) * sign <= 0) {
    return { inputs: [{ type: "closed", price, reason: "stop" }], evidence };
  }
  const { tracking } = levels;
  const open = levels.targets.filter((target) => target.state === "open");
  const reached = open.filter((target) => beyond(target.price));
  const inputs: TradeEventInput[] = reached.map((target) =>
    tracking.onTargetHit === "close"
      ? { type: "target_hit", target: target.number, price }
      : { type: "target_hit", target: target.number, price, close: false },
  );
  const closesAll = tracking.onTargetHit === "close" && open.length > 0 && reached.length === open.length;
  if (closesAll) return { inputs, evidence };

  let stop = levels.stopLoss;
  const improves = (to: number, by = 0) => stop === null || (to - stop) * sign > by;
  if (tracking.breakEvenAfterTp1 && reached.some((target) => target.number === 1) && improves(levels.entryPrice)) {
    inputs.push({ type: "stop_moved", reason: "break_even" });
    stop = levels.entryPrice;
  }
  if (tracking.trailing) {
    const distance = trailingDistance(tracking.trailing, price);
    const to = tidy(price - sign * distance);
    if (improves(to, distance * TRAILING_STEP_FRACTION - Number.EPSILON)) {
      inputs.push({ type: "stop_moved", to, reason: "trailing" });
    }
  }
  return inputs.length > 0 ? { inputs, evidence } : null;
}
