/**
 * GET /api/public/free-signals (docs/product.md#free-delayed-feed): the free delayed feed's answer. Apart from the rule
 * (free-feed.ts) so the public page, which reads it with a hand-written check, carries no zod
 * (docs/decisions/0018-lean-public-entry.md).
 */
import { z } from "zod";
import { FREE_FEED_MODES } from "./free-feed.js";
import { ASSET_CLASSES, DIRECTIONS, RISK_LEVELS } from "./positions.js";
import { tradeEventWordsSchema } from "./trade-event-words-schema.js";
import { OUTCOMES, TRADE_EVENT_TYPES } from "./trade-lifecycle.js";
import { VOID_MARKS } from "./void-marks.js";

/** How many signals a page of the feed lists. */
export const FREE_FEED_PAGE_SIZE = 20;

export const freeFeedQuerySchema = z.strictObject({
  page: z.coerce
    .number({ message: "Page must be a whole number from 1" })
    .int("Page must be a whole number from 1")
    .min(1, "Page must be a whole number from 1")
    .max(100_000, "Page must be a whole number from 1")
    .default(1),
});

export const freeFeedEventSchema = z.object({
  seq: z.number().int(),
  type: z.enum(TRADE_EVENT_TYPES),
  at: z.string(),
  /** The same words as members' feed, in English. */
  message: z.string(),
  /** The same as catalogue keys, worded in the page's language (src/shared/trade-event-words.ts). */
  words: tradeEventWordsSchema,
  /** Its place in the record's hash chain and its link hash: `npm run verify-record` checks it in the export. */
  sequence: z.number().int(),
  hash: z.string(),
});

export const freeFeedEntrySchema = z.object({
  id: z.string(),
  /** Its number on the track record (docs/product.md#track-record). */
  recordNumber: z.number().int(),
  asset: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  direction: z.enum(DIRECTIONS),
  /** As it stood at the feed's cutoff: open, or finished (closed, voided, cancelled). */
  status: z.enum(["active", "closed"]),
  outcome: z.enum(OUTCOMES).nullable(),
  entryPrice: z.number(),
  entryZoneLow: z.number().nullable(),
  entryZoneHigh: z.number().nullable(),
  stopLoss: z.number().nullable(),
  initialStopLoss: z.number().nullable(),
  targets: z.array(
    z.object({
      number: z.number().int(),
      price: z.number(),
      /** Percent of the position it closes. */
      share: z.number(),
      hit: z.boolean(),
    }),
  ),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  commentary: z.string().nullable(),
  publishedAt: z.string(),
  closedAt: z.string().nullable(),
  /** What it counts as on the record once finished (countedTrade); null while open, or cancelled. */
  percent: z.number().nullable(),
  r: z.number().nullable(),
  exitPrice: z.number().nullable(),
  voidedOpen: z.object({ share: z.number(), price: z.number(), mark: z.enum(VOID_MARKS) }).nullable(),
  events: z.array(freeFeedEventSchema),
});
export type FreeFeedEntry = z.infer<typeof freeFeedEntrySchema>;

export const freeFeedSchema = z.object({
  mode: z.enum(FREE_FEED_MODES).exclude(["off"]),
  hours: z.number().int(),
  /** The delay in words ("Signals appear here 24 hours after they close"). */
  delay: z.string(),
  /** What happened up to this instant is shown, nothing later. */
  cutoff: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Signals in the feed now, on every page. */
  total: z.number().int(),
  /** Newest first. */
  entries: z.array(freeFeedEntrySchema),
});
export type FreeFeed = z.infer<typeof freeFeedSchema>;
