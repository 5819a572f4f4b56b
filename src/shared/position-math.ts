import type { Direction } from "./positions.js";

/** Risk/reward labels. */
export const RISK_REWARD_THRESHOLDS = { excellent: 2, good: 1.5 } as const;
export type RiskRewardLabel = "Excellent" | "Good" | "Moderate";

interface PriceLevels {
  direction: Direction;
  entryPrice: number;
  targetPrice?: number | null;
  stopLoss?: number | null;
}

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

/** Percent move from entry to `price` in the position's favour (negative when against it). */
function percentInFavour(direction: Direction, entryPrice: number, price: number): number {
  const move = ((price - entryPrice) / entryPrice) * 100;
  return direction === "long" ? move : -move;
}

/**
 * A P&L percent as it is stored: to the two decimals every screen shows, so what counts as a win is
 * what members see (an explicit 0.004 would read "+0.00%" yet count as won). Never -0.
 */
export function roundPnl(pnl: number): number {
  return round(pnl, 2) || 0;
}

/** docs/product.md#results: P&L percent of a closed position from entry, exit and direction. */
export function computePnlPercent(direction: Direction, entryPrice: number, exitPrice: number): number {
  return roundPnl(percentInFavour(direction, entryPrice, exitPrice));
}

/** Percent distance from entry to target, direction aware; null without a target. */
export function targetReturnPercent(position: PriceLevels): number | null {
  if (position.targetPrice == null) return null;
  return percentInFavour(position.direction, position.entryPrice, position.targetPrice);
}

/** Percent distance from entry to stop loss; null without a stop. */
export function maxRiskPercent(position: PriceLevels): number | null {
  if (position.stopLoss == null) return null;
  return Math.abs(((position.stopLoss - position.entryPrice) / position.entryPrice) * 100);
}

/**
 * Return divided by risk, to the two decimals shown ("1:1.50"), so the label always matches the figure: unrounded,
 * 1.1 / 1.13 / 1.08 gives 1.4999999999999891 and would read "1:1.50 Moderate". Null when either is missing or
 * the stop sits on the entry.
 */
export function riskReward(position: PriceLevels): number | null {
  const reward = targetReturnPercent(position);
  const risk = maxRiskPercent(position);
  if (reward === null || risk === null || risk === 0) return null;
  return round(reward / risk, 2);
}

export function riskRewardLabel(ratio: number): RiskRewardLabel {
  if (ratio >= RISK_REWARD_THRESHOLDS.excellent) return "Excellent";
  if (ratio >= RISK_REWARD_THRESHOLDS.good) return "Good";
  return "Moderate";
}
