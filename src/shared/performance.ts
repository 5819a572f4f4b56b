import { z } from "zod";
import { ASSET_CLASSES, type AssetClass } from "./positions.js";
import { byCloseTime } from "./close-order.js";

/** One closed trade on the equity curve: its P&L and the running total after it, in percent. */
export const curvePointSchema = z.object({
  positionId: z.string(),
  asset: z.string(),
  closedAt: z.string(),
  pnl: z.number(),
  cumulativePnl: z.number(),
});
export type CurvePoint = z.infer<typeof curvePointSchema>;

/**
 * The track record of a set of closed positions. P&L values are percent (docs/product.md#results), rounded to 2
 * decimals. Documented in docs/api/positions.md.
 */
export const performanceStatsSchema = z.object({
  /** Counted trades (tallyResults): closed and voided signals; cancelled ones and drafts never. */
  closed: z.number().int(),
  /** Counted with P&L above 0. */
  winners: z.number().int(),
  /** Counted with P&L below 0 (a break-even trade is neither). */
  losers: z.number().int(),
  /** Rounded percent of counted trades that won; 0 when none counted. */
  winRate: z.number().int(),
  /** Mean P&L of counted trades; null when none. */
  averagePnl: z.number().nullable(),
  totalPnl: z.number(),
  bestPnl: z.number().nullable(),
  worstPnl: z.number().nullable(),
  /** Gross profit divided by gross loss; null when there is no loss to divide by. */
  profitFactor: z.number().nullable(),
  /** Largest fall of the cumulative P&L curve from a previous peak (the start counts as 0), in points. */
  maxDrawdown: z.number(),
  /** Cumulative P&L by close time, oldest first. */
  curve: z.array(curvePointSchema),
});
export type PerformanceStats = z.infer<typeof performanceStatsSchema>;

export const assetClassPerformanceSchema = performanceStatsSchema.extend({ assetClass: z.enum(ASSET_CLASSES) });
export type AssetClassPerformance = z.infer<typeof assetClassPerformanceSchema>;

export const performanceSchema = z.object({
  overall: performanceStatsSchema,
  /** Only the classes with at least one closed position, in ASSET_CLASSES order. */
  byAssetClass: z.array(assetClassPerformanceSchema),
});
export type Performance = z.infer<typeof performanceSchema>;

/** A counted trade: its result in percent, as the track record counts it (docs/product.md#track-record). */
export interface ClosedTrade {
  id: string;
  asset: string;
  assetClass: AssetClass;
  pnl: number;
  closedAt: string;
}

const round2 = (value: number): number => Math.round(value * 100) / 100 || 0;

/** The counts every screen shows of a set of trades: how many, won, lost, the win rate and the total result. */
export interface TradeTally {
  trades: number;
  /** Results above 0. */
  wins: number;
  /** Results below 0; a break-even trade is neither a win nor a loss. */
  losses: number;
  /** Rounded whole percent of the trades that won; 0 with none. */
  winRate: number;
  /** Sum of the results in percent, rounded to 2 decimals. */
  totalPercent: number;
}

/**
 * docs/product.md#statistics: the one count of trades, wins, losses, win rate and total result behind every figure a
 * member, an admin or a visitor sees (the dashboard, the admin's overviews, the analytics, the public record, its
 * widget and badge, the weekly summary). It takes the results of the counted trades only, which `countedResults`
 * (src/shared/track-record.ts) decides: a closed trade's result, a void as it stood; a cancelled trade and a draft
 * never reach it.
 */
export function tallyResults(results: readonly number[]): TradeTally {
  const wins = results.filter((result) => result > 0).length;
  return {
    trades: results.length,
    wins,
    losses: results.filter((result) => result < 0).length,
    winRate: results.length === 0 ? 0 : Math.round((wins / results.length) * 100),
    totalPercent: round2(results.reduce((sum, result) => sum + result, 0)),
  };
}

/** Track record of counted trades (any order). */
export function computeStats(trades: readonly ClosedTrade[]): PerformanceStats {
  const ordered = [...trades].sort(byCloseTime);
  const results = ordered.map((trade) => trade.pnl);
  const tally = tallyResults(results);
  const grossProfit = results.filter((pnl) => pnl > 0).reduce((sum, pnl) => sum + pnl, 0);
  const grossLoss = -results.filter((pnl) => pnl < 0).reduce((sum, pnl) => sum + pnl, 0);

  let cumulative = 0;
  let peak = 0;
  let maxDrawdown = 0;
  const curve: CurvePoint[] = [];
  for (const trade of ordered) {
    cumulative += trade.pnl;
    peak = Math.max(peak, cumulative);
    maxDrawdown = Math.max(maxDrawdown, peak - cumulative);
    curve.push({
      positionId: trade.id,
      asset: trade.asset,
      closedAt: trade.closedAt,
      pnl: trade.pnl,
      cumulativePnl: round2(cumulative),
    });
  }

  return {
    closed: tally.trades,
    winners: tally.wins,
    losers: tally.losses,
    winRate: tally.winRate,
    averagePnl: results.length === 0 ? null : round2(cumulative / results.length),
    totalPnl: tally.totalPercent,
    bestPnl: results.length === 0 ? null : Math.max(...results),
    worstPnl: results.length === 0 ? null : Math.min(...results),
    profitFactor: grossLoss === 0 ? null : round2(grossProfit / grossLoss),
    maxDrawdown: round2(maxDrawdown),
    curve,
  };
}

/** Overall and per-asset-class performance of the closed trades. */
export function computePerformance(trades: readonly ClosedTrade[]): Performance {
  const byAssetClass = ASSET_CLASSES.flatMap((assetClass) => {
    const ofClass = trades.filter((trade) => trade.assetClass === assetClass);
    return ofClass.length === 0 ? [] : [{ assetClass, ...computeStats(ofClass) }];
  });
  return { overall: computeStats(trades), byAssetClass };
}
