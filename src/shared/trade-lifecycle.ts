/**
 * A trade as providers manage it (docs/product.md#lifecycle): one or more targets sharing the position, and a life
 * of typed, append-only events. This file is the contract between the server and the client: what an admin posts,
 * what the history answers, and the derived state a position carries. The rules that derive it are in
 * `trade-state.ts`; the figures in `trade-results.ts`; the words in `trade-messages.ts`.
 */
import { z } from "zod";
import { PRICE_MAX, PRICE_MIN, PRICE_RANGE_MESSAGES } from "./price-range.js";
import { tickEvidenceSchema } from "./price-tracking.js";
import { tradeEventWordsSchema } from "./trade-event-words-schema.js";
import { isVisibleCommentary, visibleTextMessage } from "./visible-text.js";

/** A position is shared between its targets in whole percents. */
export const SHARE_TOTAL = 100;
export const TARGETS_MAX = 5;
export const EVENT_REASON_MAX_LENGTH = 500;
export const NOTE_MAX_LENGTH = 5000;

export const LIFECYCLE_MESSAGES = {
  priceInvalid: "Prices must be finite positive numbers",
  shareInvalid: "A share is a whole percent from 1 to 100",
  sharesNotHundred: "Target shares must add up to 100%",
  tooManyTargets: `A position has at most ${TARGETS_MAX} targets`,
  targetsAndTargetPrice: "Send targets or targetPrice, not both",
  targetWrongSide: "Targets must be above the entry for a long and below it for a short",
  targetsOutOfOrder: "Targets must run from the nearest to the entry to the farthest",
  stopWrongSide: "The stop loss must be below the entry for a long and above it for a short",
  zoneIncomplete: "An entry zone needs both its low and its high",
  zoneInverted: "The entry zone's low must be below its high",
  entryOutsideZone: "The entry price must lie inside the entry zone",
  pnlNotTyped: "P&L is worked out from the trade's events and cannot be typed",
  exitOnlyWhenClosed: "An exit price is only for a closed position",
  exitRequired: "Closing a position needs an exit price",
  draft: "A draft has no events yet: publish it first",
  notOpen: "This position is no longer open",
  unknownTarget: "There is no such target",
  targetAlreadyHit: "That target was already hit",
  shareOverOpen: "That is more than the open share of the position",
  stopPassesPrice: "The stop must stay on the losing side of the current price",
  cancelAfterFill: "Only a trade that never filled can be cancelled: part of it was already closed",
  notClosed: "Only a closed position's exit can be corrected",
  alreadyVoided: "This position was already voided",
  cannotReopen: "A closed position stays closed: void it if it was published in error",
  planFixed:
    "A published position's asset, direction, entry and risk level are fixed: void it and publish a corrected one",
  correctionWindowPassed:
    "The correction window has passed: the entry, risk level and targets' shares are now fixed. Move the stop or a target, add a note, close or void it",
  correctionAfterFill: "The plan can only be corrected before any part of the trade is closed",
  targetsFixed: "A published position's targets keep their number and shares; move one target's price at a time",
  closeReasonPriceRequired: "A manual close needs a price",
  noStop: "This position has no stop to close at: give the price",
  noTarget: "This position has no open target to close at: give the price",
  hitOnLosingSide: "A target is hit on the winning side of the entry",
  stopPriceRequired: "Say where the stop moves to",
  stopNotRemoved: "A published position's stop can be moved, not removed",
} as const;

export const priceSchema = z
  .number({ error: LIFECYCLE_MESSAGES.priceInvalid })
  .finite(LIFECYCLE_MESSAGES.priceInvalid)
  .positive({ error: LIFECYCLE_MESSAGES.priceInvalid, abort: true })
  .min(PRICE_MIN, PRICE_RANGE_MESSAGES.tooSmall(PRICE_MIN))
  .max(PRICE_MAX, PRICE_RANGE_MESSAGES.tooLarge);

export const shareSchema = z
  .number({ error: LIFECYCLE_MESSAGES.shareInvalid })
  .int(LIFECYCLE_MESSAGES.shareInvalid)
  .min(1, LIFECYCLE_MESSAGES.shareInvalid)
  .max(SHARE_TOTAL, LIFECYCLE_MESSAGES.shareInvalid);

/** A target as an admin sets it: a price and the share of the position it closes. */
export const targetInputSchema = z.strictObject({ price: priceSchema, share: shareSchema });
export type TargetInput = z.infer<typeof targetInputSchema>;

/** No targets (none set, as before targets existed) or shares adding up to exactly 100. */
export const targetsInputSchema = z
  .array(targetInputSchema)
  .max(TARGETS_MAX, LIFECYCLE_MESSAGES.tooManyTargets)
  .refine(
    (targets) => targets.length === 0 || targets.reduce((sum, target) => sum + target.share, 0) === SHARE_TOTAL,
    LIFECYCLE_MESSAGES.sharesNotHundred,
  );

export const TARGET_STATES = ["open", "hit"] as const;
export type TargetState = (typeof TARGET_STATES)[number];

/** A target as a position shows it. `number` is 1 for TP1, the nearest to the entry. */
export const targetSchema = z.object({
  number: z.number().int(),
  price: z.number(),
  share: z.number(),
  state: z.enum(TARGET_STATES),
  hitAt: z.string().nullable(),
  hitPrice: z.number().nullable(),
});
export type Target = z.infer<typeof targetSchema>;

export const STOP_MOVE_REASONS = ["break_even", "trailing", "manual"] as const;
export type StopMoveReason = (typeof STOP_MOVE_REASONS)[number];
export const CLOSE_REASONS = ["final_target", "stop", "manual"] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** How a finished position ended: a close's reason, or never filled, or published in error. */
export const OUTCOMES = [...CLOSE_REASONS, "cancelled", "voided"] as const;
/** How a finished position's outcome is named to members. */
export const OUTCOME_NAMES = {
  final_target: "Final target",
  stop: "Stopped out",
  manual: "Closed",
  cancelled: "Cancelled, never filled",
  voided: "Voided",
} as const satisfies Record<(typeof OUTCOMES)[number], string>;
export type Outcome = (typeof OUTCOMES)[number];

export const TRADE_EVENT_TYPES = [
  "opened",
  "target_hit",
  "partial_close",
  "stop_moved",
  "target_changed",
  "note",
  "closed",
  "close_corrected",
  "cancelled",
  "voided",
  "plan_corrected",
] as const;
export type TradeEventType = (typeof TRADE_EVENT_TYPES)[number];

const targetNumber = z
  .number({ error: LIFECYCLE_MESSAGES.unknownTarget })
  .int(LIFECYCLE_MESSAGES.unknownTarget)
  .min(1, LIFECYCLE_MESSAGES.unknownTarget)
  .max(TARGETS_MAX, LIFECYCLE_MESSAGES.unknownTarget);
const reasonText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(EVENT_REASON_MAX_LENGTH, `${label} is too long`);

/**
 * POST /api/positions/{id}/events: what an admin reports. Publishing a draft reports `opened`, so it is not posted.
 * Left-out prices take the obvious value: a target hit at the target's price, a break-even stop at the entry, a
 * close on the stop at the current stop, a close on the final target at the last open target.
 */
export const tradeEventInputSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({
      type: z.literal("target_hit"),
      target: targetNumber,
      price: priceSchema.optional(),
      /** false: the target is marked hit and no share closes (the admin decides what to take). */
      close: z.boolean({ error: "Close must be true or false" }).optional(),
    }),
    z.strictObject({ type: z.literal("partial_close"), share: shareSchema, price: priceSchema }),
    z.strictObject({
      type: z.literal("stop_moved"),
      to: priceSchema.optional(),
      reason: z.enum(STOP_MOVE_REASONS, { error: "Reason must be break_even, trailing or manual" }),
    }),
    z.strictObject({ type: z.literal("target_changed"), target: targetNumber, price: priceSchema }),
    z.strictObject({
      type: z.literal("note"),
      text: z
        .string({ error: "Commentary is required" })
        .trim()
        .min(1, "Commentary is required")
        .max(NOTE_MAX_LENGTH, "Commentary is too long")
        .refine(isVisibleCommentary, visibleTextMessage("Commentary")),
    }),
    z.strictObject({
      type: z.literal("closed"),
      price: priceSchema.optional(),
      reason: z.enum(CLOSE_REASONS, { error: "Reason must be final_target, stop or manual" }),
    }),
    z.strictObject({ type: z.literal("close_corrected"), price: priceSchema }),
    z.strictObject({ type: z.literal("cancelled"), reason: reasonText("Reason").optional() }),
    z.strictObject({ type: z.literal("voided"), reason: reasonText("A reason for members") }),
  ],
  {
    error:
      "Type must be one of target_hit, partial_close, stop_moved, target_changed, note, closed, close_corrected, cancelled, voided",
  },
);
export type TradeEventInput = z.infer<typeof tradeEventInputSchema>;

/** The plan members were shown when the position opened; its stop is the initial stop R is measured from. */
export const tradePlanSchema = z.object({
  entryPrice: z.number(),
  entryZoneLow: z.number().nullable(),
  entryZoneHigh: z.number().nullable(),
  stopLoss: z.number().nullable(),
  targets: z.array(z.object({ price: z.number(), share: z.number() })),
});
export type TradePlan = z.infer<typeof tradePlanSchema>;

/** Present on the events the price tracker recorded by itself: the tick that made it (docs/prices.md). */
const evidence = { evidence: tickEvidenceSchema.optional() };

/**
 * What happened, as stored (facts, not requests): a close records the share it closed (0 for a target only marked
 * hit). `price: null` on `closed`
 * and `close_corrected.from` only for positions closed before results were derived without an exit price.
 */
const tradeEventOptions = {
  opened: z.object({
    type: z.literal("opened"),
    plan: tradePlanSchema,
    /** The market when it was published, where a price feed covered the instrument (docs/prices.md). */
    market: z
      .object({
        price: z.number(),
        at: z.string(),
        /** How far the entry was from it, in percent of the market price. */
        distancePercent: z.number(),
      })
      .optional(),
  }),
  targetHit: z.object({
    type: z.literal("target_hit"),
    target: z.number().int(),
    price: z.number(),
    share: z.number(),
    ...evidence,
  }),
  partialClose: z.object({ type: z.literal("partial_close"), share: z.number(), price: z.number() }),
  stopMoved: z.object({
    type: z.literal("stop_moved"),
    from: z.number().nullable(),
    to: z.number(),
    reason: z.enum(STOP_MOVE_REASONS),
    ...evidence,
  }),
  targetChanged: z.object({
    type: z.literal("target_changed"),
    target: z.number().int(),
    from: z.number(),
    to: z.number(),
  }),
  note: z.object({ type: z.literal("note"), text: z.string() }),
  closed: z.object({
    type: z.literal("closed"),
    price: z.number().nullable(),
    share: z.number(),
    reason: z.enum(CLOSE_REASONS),
    ...evidence,
  }),
  closeCorrected: z.object({ type: z.literal("close_corrected"), from: z.number().nullable(), to: z.number() }),
  cancelled: z.object({ type: z.literal("cancelled"), reason: z.string().nullable() }),
  voided: z.object({
    type: z.literal("voided"),
    reason: z.string(),
    /** The recorded price when it was voided, where one was known: what the track record counts it at. */
    price: z.number().nullable().optional(),
  }),
  /** The plan corrected within the correction window after publication (docs/product.md#track-record). */
  planCorrected: z.object({
    type: z.literal("plan_corrected"),
    from: tradePlanSchema,
    plan: tradePlanSchema,
    riskLevel: z.string().nullable().optional(),
  }),
};
const o = tradeEventOptions;
export const tradeEventDataSchema = z.discriminatedUnion("type", [
  o.opened,
  o.targetHit,
  o.partialClose,
  o.stopMoved,
  o.targetChanged,
  o.note,
  o.closed,
  o.closeCorrected,
  o.cancelled,
  o.voided,
  o.planCorrected,
]);
export type TradeEventData = z.infer<typeof tradeEventDataSchema>;
export type TradeEventOf<T extends TradeEventType> = Extract<TradeEventData, { type: T }>;

/** A stored event with when it happened (server time, ISO-8601), in the position's order. */
export type TimedTradeEvent = TradeEventData & { at: string };

/**
 * Realized results, weighted by the shares closed (docs/product.md#results): percent, pips (forex and metals only)
 * and R (multiples of the risk from the entry to the initial stop; null without one). Null until a share is closed
 * at a known price, and for a cancelled or voided position.
 */
export const tradeResultsSchema = z.object({
  percent: z.number().nullable(),
  pips: z.number().nullable(),
  r: z.number().nullable(),
});
export type TradeResults = z.infer<typeof tradeResultsSchema>;

/** What each history entry carries beside its event. */
const entryFields = {
  id: z.string(),
  /** 1 for `opened`, then one more per event. */
  seq: z.number().int(),
  /** Server time, ISO-8601. */
  at: z.string(),
  /** Who reported it; admins only. Null on what the price tracker recorded (it carries `evidence`). */
  actorName: z.string().nullable(),
  /** The same words as the feed item it made, in English. */
  message: z.string(),
  /** The same as catalogue keys, worded in the reader's language (src/shared/trade-event-words.ts). */
  words: tradeEventWordsSchema.optional(),
};
/**
 * One entry of GET /api/positions/{id}/history, oldest first. A union of whole objects rather than an intersection, so
 * the published JSON Schema admits the entries it describes.
 */
export const tradeEventEntrySchema = z.discriminatedUnion("type", [
  o.opened.extend(entryFields),
  o.targetHit.extend(entryFields),
  o.partialClose.extend(entryFields),
  o.stopMoved.extend(entryFields),
  o.targetChanged.extend(entryFields),
  o.note.extend(entryFields),
  o.closed.extend(entryFields),
  o.closeCorrected.extend(entryFields),
  o.cancelled.extend(entryFields),
  o.voided.extend(entryFields),
  o.planCorrected.extend(entryFields),
]);
export type TradeEventEntry = z.infer<typeof tradeEventEntrySchema>;
export const tradeHistorySchema = z.array(tradeEventEntrySchema);

/** The fields a position carries beside its plan (added to `positionSchema`). */
export const tradeStateFieldsSchema = z.object({
  /** TP1 first; `targetPrice` stays TP1's price for older clients. */
  targets: z.array(targetSchema),
  entryZoneLow: z.number().nullable(),
  entryZoneHigh: z.number().nullable(),
  /** The stop now; `initialStopLoss` is the one the position opened with. */
  stopLoss: z.number().nullable(),
  initialStopLoss: z.number().nullable(),
  /** Percent of the position still open (100 until a part is closed, 0 once closed). */
  openShare: z.number(),
  /** Percent closed at a price so far. */
  realizedShare: z.number(),
  results: tradeResultsSchema,
  /** How it ended; null while planned or open. */
  outcome: z.enum(OUTCOMES).nullable(),
  /** Why it was cancelled or voided, shown to members. */
  outcomeReason: z.string().nullable(),
});
export type TradeStateFields = z.infer<typeof tradeStateFieldsSchema>;
