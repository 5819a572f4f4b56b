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
  closed: z.number().int(),
  /** Closed with P&L above 0. */
  winners: z.number().int(),
  /** Closed minus winners (break-even and unknown results are not wins). */
  losers: z.number().int(),
  /** Rounded percent of closed that won; 0 when none closed. */
  winRate: z.number().int(),
  /** Mean P&L of closed positions that have one; null when none has. */
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

export interface ClosedTrade {
  id: string;
  asset: string;
  assetClass: AssetClass;
  pnl: number | null;
  closedAt: string;
}

const round2 = (value: number): number => Math.round(value * 100) / 100 || 0;

/** Track record of closed trades (any order). */
export function computeStats(trades: readonly ClosedTrade[]): PerformanceStats {
  const ordered = [...trades].sort(byCloseTime);
  const results = ordered.flatMap((trade) => (trade.pnl === null ? [] : [trade.pnl]));
  const winners = results.filter((pnl) => pnl > 0).length;
  const grossProfit = results.filter((pnl) => pnl > 0).reduce((sum, pnl) => sum + pnl, 0);
  const grossLoss = -results.filter((pnl) => pnl < 0).reduce((sum, pnl) => sum + pnl, 0);

  let cumulative = 0;
  let peak = 0;
  let maxDrawdown = 0;
  const curve: CurvePoint[] = [];
  for (const trade of ordered) {
    if (trade.pnl === null) continue;
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
    closed: ordered.length,
    winners,
    losers: ordered.length - winners,
    winRate: ordered.length === 0 ? 0 : Math.round((winners / ordered.length) * 100),
    averagePnl: results.length === 0 ? null : round2(cumulative / results.length),
    totalPnl: round2(cumulative),
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
