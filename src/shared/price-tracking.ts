/**
 * docs/product.md#live-prices: what a position's automatic tracking does when the market reaches its levels. Set per
 * position by admins; the defaults carry out the published plan and touch nothing else.
 */
import { z } from "zod";

export const TARGET_HIT_ACTIONS = ["close", "record"] as const;
export type TargetHitAction = (typeof TARGET_HIT_ACTIONS)[number];

export const TRAILING_KINDS = ["price", "percent"] as const;

/** The largest trailing distance in percent: a stop further than this from the price is no stop. */
export const TRAILING_PERCENT_MAX = 50;

export const TRACKING_MESSAGES = {
  onTargetHit: "On target hit must be close or record",
  trailingDistance: "The trailing distance must be a positive number",
  trailingPercent: `A trailing distance in percent is at most ${TRAILING_PERCENT_MAX}`,
} as const;

export const trailingStopSchema = z
  .strictObject({
    kind: z.enum(TRAILING_KINDS, { error: "Trailing kind must be price or percent" }),
    distance: z
      .number({ error: TRACKING_MESSAGES.trailingDistance })
      .finite(TRACKING_MESSAGES.trailingDistance)
      .positive(TRACKING_MESSAGES.trailingDistance)
      .max(1e9, TRACKING_MESSAGES.trailingDistance),
  })
  .refine((trailing) => trailing.kind !== "percent" || trailing.distance <= TRAILING_PERCENT_MAX, {
    message: TRACKING_MESSAGES.trailingPercent,
    path: ["distance"],
  });
export type TrailingStop = z.infer<typeof trailingStopSchema>;

export const trackingOptionsSchema = z.strictObject({
  /** `close`: a target reached closes its share, as the plan says; `record`: it is marked hit and nothing closes. */
  onTargetHit: z.enum(TARGET_HIT_ACTIONS, { error: TRACKING_MESSAGES.onTargetHit }),
  /** Once TP1 is hit, the stop moves to the entry. */
  breakEvenAfterTp1: z.boolean({ error: "Break-even after TP1 must be true or false" }),
  /** The stop follows the price at this distance, never back. */
  trailing: trailingStopSchema.nullable(),
});
export type TrackingOptions = z.infer<typeof trackingOptionsSchema>;

export const DEFAULT_TRACKING: TrackingOptions = { onTargetHit: "close", breakEvenAfterTp1: false, trailing: null };

/**
 * A trailing stop moves once the price has gained a quarter of its distance beyond the last move, so members are told
 * of steps, not of every tick.
 */
export const TRAILING_STEP_FRACTION = 0.25;

/** The quote that made the tracker record an event: the side it read, its price, and the market's time. */
export const tickEvidenceSchema = z.object({
  source: z.string(),
  side: z.enum(["bid", "ask", "last"]),
  price: z.number(),
  bid: z.number().nullable(),
  ask: z.number().nullable(),
  at: z.string(),
});
export type TickEvidence = z.infer<typeof tickEvidenceSchema>;
