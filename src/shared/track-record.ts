/**
 * docs/product.md#track-record: the public track record. Every finished signal (closed, voided, cancelled) with its
 * events and times, and the figures worked out from them here, once, for the server and the page.
 */
import { z } from "zod";
import { escapeHtml } from "./html.js";
import { openExposureSchema } from "./open-exposure.js";
import { PAGE_PATHS } from "./pages.js";
import { computePerformance, computeStats, tallyResults, type Performance } from "./performance.js";
import { ASSET_CLASSES, favourSign, type AssetClass } from "./positions.js";
import { tradeEventWordsSchema } from "./trade-event-words-schema.js";
import { OUTCOMES, TRADE_EVENT_TYPES, type TimedTradeEvent, type TradeResults } from "./trade-lifecycle.js";
import { averageExit, realizedResults } from "./trade-results.js";
import { deriveTradeState, type TradeInstrument } from "./trade-state.js";
import { VOID_MARKS, type VoidedOpen, type VoidMark } from "./void-marks.js";

/** Why the track record answers 404 while it is off, in the visitor's language. */
export const TRACK_RECORD_OFF = "messages:published.noTrackRecord";

/**
 * A head of the chain as published (docs/decisions/0015-verifiable-track-record.md): the newest event's sequence and
 * link hash at `at`. One is stored each day the chain grew, and whenever an admin asks; a copy kept elsewhere lets
 * anyone catch a rewrite or truncation of the record later (`npm run verify-record`).
 */
export const publishedHeadSchema = z.object({ sequence: z.number().int(), hash: z.string(), at: z.string() });
export type PublishedHead = z.infer<typeof publishedHeadSchema>;

/**
 * A published head with its outside witness (docs/decisions/0029-witnessed-record-heads.md): the Time-Stamp
 * Authority whose certificate signed "this head existed" and when; null until one has.
 */
export const recordHeadSchema = publishedHeadSchema.extend({
  witness: z.object({ signer: z.string(), at: z.string() }).nullable(),
});
export type RecordHead = z.infer<typeof recordHeadSchema>;

/** POST /api/admin/track-record/heads: whether a new head was stored, and the latest one. */
export const publishHeadAnswerSchema = z.object({ published: z.boolean(), head: publishedHeadSchema.nullable() });
export type PublishHeadAnswer = z.infer<typeof publishHeadAnswerSchema>;

export const RECORD_HEAD_MESSAGES = {
  published: (sequence: number) => `Head published: event ${sequence}`,
  unchanged: "The record has not grown since its last published head",
  empty: "Nothing is recorded yet: there is no head to publish",
} as const;

const round2 = (value: number): number => Math.round(value * 100) / 100 || 0;

/** What a finished signal counts as in the record and every figure, and the price that comes from. */
export interface CountedTrade {
  results: TradeResults;
  /** The share-weighted price of every part counted (for a void, its open share at its mark); null without one. */
  exitPrice: number | null;
  /** A void's share still open then, the price it counts at and why; null when nothing was open or it was not voided. */
  voidedOpen: VoidedOpen | null;
}

/**
 * What a finished signal counts as. A closed one: its realized results. A voided one: as it stood when voided, its
 * closed parts at their prices and the share still open at the recorded price then when the market had moved against
 * it (at the entry when it had moved in its favour: a void earns nothing); with no recorded price, at the stop then,
 * or the entry without one. A cancelled one never filled and counts as nothing (null).
 */
export function countedTrade(instrument: TradeInstrument, events: readonly TimedTradeEvent[]): CountedTrade | null {
  const voidAt = events.findIndex((event) => event.type === "voided");
  if (voidAt < 0) {
    const state = deriveTradeState(instrument, events);
    if (state.outcome === "cancelled" || state.status !== "closed") return null;
    return { results: state.results, exitPrice: state.exitPrice, voidedOpen: null };
  }
  const before = deriveTradeState(instrument, events.slice(0, voidAt));
  if (before.outcome === "cancelled") return null;
  const voided = events[voidAt];
  const recorded = voided?.type === "voided" ? (voided.price ?? null) : null;
  const entry = before.plan.entryPrice;
  const against = (price: number) => (price - entry) * favourSign(instrument.direction) < 0;
  const known = recorded ?? before.stopLoss;
  const counts = known !== null && against(known);
  const mark: VoidMark = known === null ? "entry" : !counts ? "favour" : recorded === null ? "stop" : "market";
  const voidedOpen = before.openShare > 0 ? { share: before.openShare, price: counts ? known : entry, mark } : null;
  const parts = [...before.parts, ...(voidedOpen ? [voidedOpen] : [])];
  const basis = { ...instrument, entryPrice: entry, initialStopLoss: before.initialStopLoss };
  return { results: realizedResults(basis, parts), exitPrice: averageExit(parts), voidedOpen };
}

/** What a finished signal's results count as (countedTrade); null for a cancelled or unfinished one. */
export function countedResults(instrument: TradeInstrument, events: readonly TimedTradeEvent[]): TradeResults | null {
  return countedTrade(instrument, events)?.results ?? null;
}

export const trackRecordEventSchema = z.object({
  seq: z.number().int(),
  type: z.enum(TRADE_EVENT_TYPES),
  at: z.string(),
  /** The same words as members' feed, in English. */
  message: z.string(),
  /** The same as catalogue keys, worded in the page's language (src/shared/trade-event-words.ts). */
  words: tradeEventWordsSchema,
});

export const trackRecordSignalSchema = z.object({
  id: z.string(),
  /** Its number on the record: 1 for the first signal ever published, then one more per signal (recordCensus). */
  recordNumber: z.number().int(),
  asset: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  direction: z.enum(["long", "short"]),
  outcome: z.enum(OUTCOMES).nullable(),
  outcomeReason: z.string().nullable(),
  publishedAt: z.string(),
  closedAt: z.string(),
  /** What it counts as (countedTrade); null for a cancelled signal. */
  percent: z.number().nullable(),
  r: z.number().nullable(),
  /** The price the result comes from: the (share-weighted) exit, a void's open share at its mark included. */
  exitPrice: z.number().nullable(),
  /** A voided signal's share still open then, the price it counts at and why (VOID_MARKS); null otherwise. */
  voidedOpen: z.object({ share: z.number(), price: z.number(), mark: z.enum(VOID_MARKS) }).nullable(),
  events: z.array(trackRecordEventSchema),
});
export type TrackRecordSignal = z.infer<typeof trackRecordSignalSchema>;

const figuresSchema = z.object({
  /** Counted signals: closed and voided ones with a result (cancelled ones never filled). */
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Rounded percent of trades that won. */
  winRate: z.number().int(),
  /** Mean R of the winning and of the losing trades that have a stop; null when none. */
  averageWinR: z.number().nullable(),
  averageLossR: z.number().nullable(),
  /** Mean R per trade with a stop: what a trade earned on average, in risk units. */
  expectancyR: z.number().nullable(),
  /** How many trades the expectancy rests on (those with a stop). */
  expectancyTrades: z.number().int(),
  /** Gross percent won over gross percent lost; null with no loss. */
  profitFactor: z.number().nullable(),
  /** Largest fall of the cumulative percent from a previous peak, in points. */
  maxDrawdown: z.number(),
  totalPercent: z.number(),
});
export type TrackRecordFigures = z.infer<typeof figuresSchema>;

export const trackRecordSchema = z.object({
  /** When the figures were worked out. */
  asOf: z.string(),
  figures: figuresSchema,
  byAssetClass: z.array(figuresSchema.extend({ assetClass: z.enum(ASSET_CLASSES) })),
  /** Sum of the percent results of the trades closed in each month (UTC), oldest first. */
  monthly: z.array(z.object({ month: z.string(), percent: z.number(), trades: z.number().int() })),
  /** The cumulative percent after each counted trade, by close time. */
  equity: z.array(z.object({ at: z.string(), asset: z.string(), cumulativePercent: z.number() })),
  /** Newest first. */
  signals: z.array(trackRecordSignalSchema),
  /** The chain's head: the last event's sequence and link hash (docs/decisions/0015-verifiable-track-record.md). */
  head: z.object({ sequence: z.number().int(), hash: z.string() }).nullable(),
  /** The open signals marked at the latest prices, and the drawdown with them (openExposure). */
  open: openExposureSchema,
  /** Every signal ever published, counted by what became of it: none missing (recordCensus). */
  census: z.object({
    published: z.number().int(),
    closed: z.number().int(),
    voided: z.number().int(),
    cancelled: z.number().int(),
    /** The numbers of the signals still open, or finished but not yet shown to everyone: listed once they are. */
    pending: z.array(z.number().int()),
  }),
  /** Heads published once a day and on demand, newest first. */
  heads: z.array(recordHeadSchema),
  /** Whether heads are sent to a time-stamp authority: a head without a witness is then waiting for one. */
  witnessing: z.boolean(),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

type Counted = Pick<TrackRecordSignal, "id" | "asset" | "closedAt"> & {
  assetClass: AssetClass;
  percent: number;
  r: number | null;
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : round2(values.reduce((sum, value) => sum + value, 0) / values.length);

/** The figures of counted trades (any order). */
export function trackRecordFigures(trades: readonly Counted[]): TrackRecordFigures {
  const stats = computeStats(trades.map((trade) => ({ ...trade, pnl: trade.percent })));
  const tally = tallyResults(trades.map((trade) => trade.percent));
  const withR = trades.filter((trade): trade is Counted & { r: number } => trade.r !== null);
  return {
    trades: tally.trades,
    wins: tally.wins,
    losses: tally.losses,
    winRate: tally.winRate,
    averageWinR: mean(withR.filter((trade) => trade.percent > 0).map((trade) => trade.r)),
    averageLossR: mean(withR.filter((trade) => trade.percent < 0).map((trade) => trade.r)),
    expectancyR: mean(withR.map((trade) => trade.r)),
    expectancyTrades: withR.length,
    profitFactor: stats.profitFactor,
    maxDrawdown: stats.maxDrawdown,
    totalPercent: stats.totalPnl,
  };
}

/** The signals that count (a cancelled one never filled), each with its percent. */
const countedOf = (signals: readonly TrackRecordSignal[]): Counted[] =>
  signals.flatMap((signal) => (signal.percent === null ? [] : [{ ...signal, percent: signal.percent }]));

/**
 * Members' statistics (docs/product.md#statistics) from the finished signals as the record counts them: a void as it
 * stood when voided, a cancelled signal not at all. So a member's figures and the public record's follow one rule.
 */
export const performanceOfSignals = (signals: readonly TrackRecordSignal[]): Performance =>
  computePerformance(countedOf(signals).map((trade) => ({ ...trade, pnl: trade.percent })));

/** The record's figures from its finished signals. */
export function summarizeTrackRecord(signals: readonly TrackRecordSignal[]) {
  const counted = countedOf(signals);
  const months = new Map<string, { percent: number; trades: number }>();
  for (const trade of counted) {
    const month = trade.closedAt.slice(0, 7);
    const sum = months.get(month) ?? { percent: 0, trades: 0 };
    months.set(month, { percent: sum.percent + trade.percent, trades: sum.trades + 1 });
  }
  const curve = computeStats(counted.map((trade) => ({ ...trade, pnl: trade.percent }))).curve;
  return {
    figures: trackRecordFigures(counted),
    byAssetClass: ASSET_CLASSES.flatMap((assetClass) => {
      const ofClass = counted.filter((trade) => trade.assetClass === assetClass);
      return ofClass.length === 0 ? [] : [{ assetClass, ...trackRecordFigures(ofClass) }];
    }),
    monthly: [...months.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([month, sum]) => ({ month, percent: round2(sum.percent), trades: sum.trades })),
    equity: curve.map((point) => ({ at: point.closedAt, asset: point.asset, cumulativePercent: point.cumulativePnl })),
  };
}

export type RecordCensus = TrackRecord["census"];

/**
 * docs/product.md#track-record: every signal published, numbered in the order its first event joined the chain (so
 * the numbers run 1, 2, 3... with none skipped, and never change), and what became of each. `published` lists every
 * published signal's id in that order; `shown` are the finished signals the page lists. A published signal not shown
 * is pending: still open, or finished within the early access window.
 */
export function recordCensus(
  published: readonly string[],
  shown: readonly Pick<TrackRecordSignal, "id" | "outcome">[],
): { census: RecordCensus; numberOf: (id: string) => number } {
  const numbers = new Map(published.map((id, index) => [id, index + 1]));
  const outcomes = new Map(shown.map((signal) => [signal.id, signal.outcome]));
  const count = (outcome: "voided" | "cancelled") => shown.filter((signal) => signal.outcome === outcome).length;
  return {
    census: {
      published: published.length,
      closed: shown.length - count("voided") - count("cancelled"),
      voided: count("voided"),
      cancelled: count("cancelled"),
      pending: published.flatMap((id, index) => (outcomes.has(id) ? [] : [index + 1])),
    },
    numberOf: (id) => numbers.get(id) ?? 0,
  };
}

export { headlineFigures, type HeadlineFigure } from "./headline-figures.js";

/** Where the embeddable pieces of the record are served (docs/product.md#track-record). */
export const TRACK_RECORD_EMBED = {
  widgetPath: "/track-record/widget",
  badgePath: "/api/public/track-record/badge.svg",
} as const;

/** The HTML another site pastes to show the record: the widget in an iframe, or the badge linking to the page. */
export function embedSnippets(origin: string, appName: string): { iframe: string; badge: string } {
  const title = escapeHtml(`${appName} track record`);
  return {
    iframe: `<iframe src="${origin}${TRACK_RECORD_EMBED.widgetPath}" title="${title}" width="100%" height="300" style="border:0" loading="lazy"></iframe>`,
    badge: `<a href="${origin}${PAGE_PATHS.trackRecord}" target="_blank" rel="noopener"><img src="${origin}${TRACK_RECORD_EMBED.badgePath}" alt="${title}" height="56"></a>`,
  };
}
