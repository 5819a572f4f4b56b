/**
 * docs/product.md#advanced-analytics: Pro's advanced analytics, worked out from the finished signals exactly as the
 * statistics count them (docs/product.md#statistics): a closed position once with its derived result, a voided one as
 * it stood when voided, a cancelled one not at all. Results are in percent and in R (docs/product.md#results).
 */
import { z } from "zod";
import {
  ASSET_CLASSES,
  DIRECTIONS,
  RISK_LEVELS,
  type AssetClass,
  type Direction,
  type RiskLevel,
} from "./positions.js";
import { byCloseTime, compareText } from "./close-order.js";
import { tallyResults } from "./performance.js";
import { timeZoneSchema } from "./notification-preferences.js";
import { wallClockAt } from "./time-zones.js";
import type { TrackRecordSignal } from "./track-record.js";

export const ANALYTICS_MESSAGES = {
  proOnly: "messages:plans.analyticsProOnly",
} as const;

/** Months are calendar months on this clock when the client names no zone of its own. */
export const ANALYTICS_DEFAULT_TIME_ZONE = "UTC";

/** A counted trade as the analytics read it. */
export interface AnalyticsTrade {
  id: string;
  asset: string;
  assetClass: AssetClass;
  direction: Direction;
  riskLevel: RiskLevel | null;
  /** When it was published (its `opened` event): where its holding time starts. */
  openedAt: string;
  closedAt: string;
  percent: number;
  /** Null without an initial stop: such a trade has no R and is counted in `withoutR`. */
  r: number | null;
}

const groupFiguresSchema = z.object({
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Rounded percent of trades that won; 0 with none. */
  winRate: z.number().int(),
  totalPercent: z.number(),
  /** Sum of the R of the trades that have one; null when none has. */
  totalR: z.number().nullable(),
  /** Mean R of the trades that have one; null when none has. */
  expectancyR: z.number().nullable(),
  /** Mean percent per trade; null with no trades. */
  expectancyPercent: z.number().nullable(),
  /** Trades without an initial stop, so without R. */
  withoutR: z.number().int(),
});
export type GroupFigures = z.infer<typeof groupFiguresSchema>;

const holdSchema = z
  .object({ trades: z.number().int(), averageMs: z.number().int(), medianMs: z.number().int() })
  .nullable();
export type HoldFigures = z.infer<typeof holdSchema>;

const streakKind = z.enum(["win", "loss"]);

/** GET /api/analytics (docs/api/positions.md#advanced-analytics). Percent values and R rounded to 2 decimals. */
export const analyticsSchema = z.object({
  /** The zone whose calendar months `monthly` uses. */
  timeZone: z.string(),
  summary: groupFiguresSchema.extend({
    /** Largest fall of the cumulative percent from a previous peak (the start counts as 0), in points. */
    maxDrawdownPercent: z.number(),
  }),
  /** One point per trade by close time: the running totals and the fall from the running peak (0 or below). */
  curve: z.array(
    z.object({
      positionId: z.string(),
      asset: z.string(),
      closedAt: z.string(),
      percent: z.number(),
      r: z.number().nullable(),
      cumulativePercent: z.number(),
      /** Trades without R add nothing to it. */
      cumulativeR: z.number(),
      drawdownPercent: z.number(),
    }),
  ),
  /** The months with a close, oldest first: "YYYY-MM" in `timeZone`. */
  monthly: z.array(groupFiguresSchema.extend({ month: z.string() })),
  streaks: z.object({
    longestWin: z.number().int(),
    longestLoss: z.number().int(),
    /** The run the newest trades make; null after a break-even trade or with none. */
    current: z.object({ kind: streakKind, length: z.number().int() }).nullable(),
  }),
  holding: z.object({ all: holdSchema, winners: holdSchema, losers: holdSchema }),
  /** Long then short, both always. */
  byDirection: z.array(groupFiguresSchema.extend({ direction: z.enum(DIRECTIONS) })),
  /** The classes with a trade, in ASSET_CLASSES order. */
  byAssetClass: z.array(groupFiguresSchema.extend({ assetClass: z.enum(ASSET_CLASSES) })),
  /** Most traded first, then by name. */
  byInstrument: z.array(groupFiguresSchema.extend({ asset: z.string() })),
  /** The levels with a trade, low to high, then those published without one (null). */
  byRiskLevel: z.array(groupFiguresSchema.extend({ riskLevel: z.enum(RISK_LEVELS).nullable() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** GET /api/analytics?timeZone=Europe/London: the zone the member reads dates in (docs/product.md#time-zone). */
export const analyticsQuerySchema = z.strictObject({ timeZone: timeZoneSchema.default(ANALYTICS_DEFAULT_TIME_ZONE) });

const round2 = (value: number): number => Math.round(value * 100) / 100 || 0;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: readonly number[]) => (values.length === 0 ? null : round2(sum(values) / values.length));

/** Counts, win rate and total (tallyResults, as every screen counts them), and expectancy of a group of trades. */
export function groupFigures(trades: readonly AnalyticsTrade[]): GroupFigures {
  const rs = trades.flatMap((trade) => (trade.r === null ? [] : [trade.r]));
  return {
    ...tallyResults(trades.map((trade) => trade.percent)),
    totalR: rs.length === 0 ? null : round2(sum(rs)),
    expectancyR: mean(rs),
    expectancyPercent: mean(trades.map((trade) => trade.percent)),
    withoutR: trades.length - rs.length,
  };
}

/** Average and median of the times from publication to close, in whole milliseconds; null with no trades. */
export function holdFigures(trades: readonly AnalyticsTrade[]): HoldFigures {
  const holds = trades
    .map((trade) => Math.max(0, Date.parse(trade.closedAt) - Date.parse(trade.openedAt)))
    .sort((a, b) => a - b);
  if (holds.length === 0) return null;
  // One middle value for an odd count, the two either side of the middle for an even one.
  const middle = holds.slice(Math.floor((holds.length - 1) / 2), Math.floor(holds.length / 2) + 1);
  const median = sum(middle) / middle.length;
  return { trades: holds.length, averageMs: Math.round(sum(holds) / holds.length), medianMs: Math.round(median) };
}

/** The longest runs of wins and of losses, and the run the newest trades make (trades in close order). */
export function streaksOf(ordered: readonly AnalyticsTrade[]): Analytics["streaks"] {
  let longestWin = 0;
  let longestLoss = 0;
  let current = null as Analytics["streaks"]["current"];
  for (const trade of ordered) {
    const kind = trade.percent > 0 ? "win" : trade.percent < 0 ? "loss" : null;
    if (kind === null) current = null;
    else current = { kind, length: current?.kind === kind ? current.length + 1 : 1 };
    if (current?.kind === "win") longestWin = Math.max(longestWin, current.length);
    if (current?.kind === "loss") longestLoss = Math.max(longestLoss, current.length);
  }
  return { longestWin, longestLoss, current };
}

/** "YYYY-MM": the calendar month a clock in `timeZone` shows at `at`. */
export function monthOf(at: string, timeZone: string): string {
  const clock = wallClockAt(Date.parse(at), timeZone);
  return `${clock.year}-${String(clock.month).padStart(2, "0")}`;
}

function groupBy<K>(trades: readonly AnalyticsTrade[], keyOf: (trade: AnalyticsTrade) => K): Map<K, AnalyticsTrade[]> {
  const groups = new Map<K, AnalyticsTrade[]>();
  for (const trade of trades) groups.set(keyOf(trade), [...(groups.get(keyOf(trade)) ?? []), trade]);
  return groups;
}

/** The running totals of the trades in close order, and each one's fall from the running peak. */
function curveOf(ordered: readonly AnalyticsTrade[]) {
  let cumulativePercent = 0;
  let cumulativeR = 0;
  let peak = 0;
  let maxDrawdown = 0;
  const points = ordered.map((trade) => {
    cumulativePercent += trade.percent;
    cumulativeR += trade.r ?? 0;
    peak = Math.max(peak, cumulativePercent);
    maxDrawdown = Math.max(maxDrawdown, peak - cumulativePercent);
    return {
      positionId: trade.id,
      asset: trade.asset,
      closedAt: trade.closedAt,
      percent: trade.percent,
      r: trade.r,
      cumulativePercent: round2(cumulativePercent),
      cumulativeR: round2(cumulativeR),
      drawdownPercent: round2(cumulativePercent - peak),
    };
  });
  return { points, maxDrawdown: round2(maxDrawdown) };
}

/** Every advanced figure of the counted trades (any order), with months on the clock of `timeZone`. */
export function computeAnalytics(trades: readonly AnalyticsTrade[], timeZone: string): Analytics {
  const ordered = [...trades].sort(byCloseTime);
  const curve = curveOf(ordered);
  const months = groupBy(ordered, (trade) => monthOf(trade.closedAt, timeZone));
  const instruments = groupBy(ordered, (trade) => trade.asset);
  const levels = groupBy(ordered, (trade) => trade.riskLevel);
  return {
    timeZone,
    summary: { ...groupFigures(ordered), maxDrawdownPercent: curve.maxDrawdown },
    curve: curve.points,
    // Sorted, not left in close order: where a clock goes back across the start of a month, a later close can fall in
    // the month before.
    monthly: [...months.entries()]
      .sort(([a], [b]) => compareText(a, b))
      .map(([month, ofMonth]) => ({ month, ...groupFigures(ofMonth) })),
    streaks: streaksOf(ordered),
    holding: {
      all: holdFigures(ordered),
      winners: holdFigures(ordered.filter((trade) => trade.percent > 0)),
      losers: holdFigures(ordered.filter((trade) => trade.percent < 0)),
    },
    byDirection: DIRECTIONS.map((direction) => ({
      direction,
      ...groupFigures(ordered.filter((trade) => trade.direction === direction)),
    })),
    byAssetClass: ASSET_CLASSES.flatMap((assetClass) => {
      const ofClass = ordered.filter((trade) => trade.assetClass === assetClass);
      return ofClass.length === 0 ? [] : [{ assetClass, ...groupFigures(ofClass) }];
    }),
    byInstrument: [...instruments.entries()]
      .map(([asset, ofAsset]) => ({ asset, ...groupFigures(ofAsset) }))
      .sort((a, b) => b.trades - a.trades || compareText(a.asset, b.asset)),
    byRiskLevel: [...RISK_LEVELS, null].flatMap((riskLevel) => {
      const ofLevel = levels.get(riskLevel);
      return ofLevel ? [{ riskLevel, ...groupFigures(ofLevel) }] : [];
    }),
  };
}

/** The finished signals as the analytics count them: a cancelled one (no result) not at all. */
export function analyticsTradesOf(
  signals: readonly TrackRecordSignal[],
  riskLevelOf: (positionId: string) => RiskLevel | null,
): AnalyticsTrade[] {
  return signals.flatMap((signal) =>
    signal.percent === null
      ? []
      : [
          {
            id: signal.id,
            asset: signal.asset,
            assetClass: signal.assetClass,
            direction: signal.direction,
            riskLevel: riskLevelOf(signal.id),
            openedAt: signal.publishedAt,
            closedAt: signal.closedAt,
            percent: signal.percent,
            r: signal.r,
          },
        ],
  );
}
