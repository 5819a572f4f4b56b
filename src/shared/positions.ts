import { z } from "zod";
import type { Instrument } from "./format.js";
import { PRICE_MAX, PRICE_MIN, PRICE_RANGE_MESSAGES, priceRangeIssue } from "./price-range.js";
import { trackingOptionsSchema } from "./price-tracking.js";
import { isVisibleCommentary, isVisibleText, visibleTextMessage } from "./visible-text.js";
import {
  LIFECYCLE_MESSAGES,
  SHARE_TOTAL,
  targetsInputSchema,
  tradeStateFieldsSchema,
  type TargetInput,
} from "./trade-lifecycle.js";

/** docs/product.md#markets: five asset classes, indices included. */
export const ASSET_CLASSES = ["forex", "commodities", "crypto", "indices", "stocks"] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

const ASSET_CLASS_NAMES: Record<AssetClass, string> = {
  forex: "Forex",
  commodities: "Commodities",
  crypto: "Crypto",
  indices: "Indices",
  stocks: "Stocks",
};

/** How an asset class is named to people: filters, badges, the editor's choices, exports. */
export const assetClassName = (assetClass: AssetClass): string => ASSET_CLASS_NAMES[assetClass];

export const DIRECTIONS = ["long", "short"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const RISK_LEVELS = ["low", "moderate", "high"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** docs/product.md#drafts: `planning` is a draft only admins see; publishing makes it `active`. */
export const POSITION_STATUSES = ["planning", "active", "closed"] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

export const ASSET_MAX_LENGTH = 30;
export const COMMENTARY_MAX_LENGTH = 5000;
export const POSITION_MESSAGES = {
  assetRequired: "Asset is required",
  entryPriceRequired: "Valid entry price is required",
  exitPriceInvalid: "Exit price must be a valid number",
  notFound: "messages:positions.notFound",
  cannotReturnToDraft: "A published position cannot return to draft",
  publishedStays: "A published position stays in the track record: void it with a reason instead",
  fetchFailed: "Failed to fetch positions",
  performanceFailed: "Failed to fetch performance data",
  addFailed: "Failed to add position",
  updateFailed: "Failed to update position",
  deleteFailed: "Failed to delete position",
} as const;

function price(message: string) {
  return z
    .number({ error: message })
    .finite(message)
    .positive({ error: "Prices must be positive numbers", abort: true })
    .min(PRICE_MIN, PRICE_RANGE_MESSAGES.tooSmall(PRICE_MIN))
    .max(PRICE_MAX, PRICE_RANGE_MESSAGES.tooLarge);
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .refine(isVisibleCommentary, visibleTextMessage(label))
    // An empty optional field is absent, never stored as "".
    .transform((value) => (value === "" ? undefined : value))
    .optional();

const positionStatus = z.enum(POSITION_STATUSES, { error: "Status must be planning, active or closed" });

const positionFields = z.strictObject({
  asset: z
    .string({ error: POSITION_MESSAGES.assetRequired })
    .trim()
    .min(1, POSITION_MESSAGES.assetRequired)
    .max(ASSET_MAX_LENGTH, "Asset is too long")
    .refine(isVisibleText, visibleTextMessage("Asset")),
  assetClass: z.enum(ASSET_CLASSES, { error: `Asset class must be one of ${ASSET_CLASSES.join(", ")}` }),
  direction: z.enum(DIRECTIONS, { error: "Direction must be long or short" }),
  entryPrice: price(POSITION_MESSAGES.entryPriceRequired),
  entryZoneLow: price("Entry zone low must be a valid number").optional(),
  entryZoneHigh: price("Entry zone high must be a valid number").optional(),
  currentPrice: price("Current price must be a valid number").optional(),
  /** docs/product.md#targets: TP1's price alone means one target for the whole position. */
  targetPrice: price("Target price must be a valid number").optional(),
  targets: targetsInputSchema.optional(),
  /** The stop now: on a published position a change of it is a stop move. */
  stopLoss: price("Stop loss must be a valid number").optional(),
  /** Closing (or correcting a closed position's final exit): the result is worked out from it. */
  exitPrice: price(POSITION_MESSAGES.exitPriceInvalid).optional(),
  /** Refused with a message: results are derived (docs/product.md#results). */
  pnl: z.unknown().optional(),
  commentary: optionalText(COMMENTARY_MAX_LENGTH, "Commentary"),
  riskLevel: z.enum(RISK_LEVELS, { error: "Risk level must be low, moderate or high" }).optional(),
  status: positionStatus,
  /** docs/product.md#live-prices: what automatic tracking does; left out, a new position gets the defaults and an
   * edited one keeps its own. */
  tracking: trackingOptionsSchema.optional(),
  /** Publishes an entry far from the market price after all (docs/product.md#live-prices); never stored. */
  confirm: z.boolean({ error: "Confirm must be true or false" }).optional(),
});

interface PlanFields {
  asset: string;
  assetClass: AssetClass;
  direction: Direction;
  currentPrice?: number;
  entryPrice: number;
  entryZoneLow?: number;
  entryZoneHigh?: number;
  targetPrice?: number;
  targets?: TargetInput[];
  stopLoss?: number;
  exitPrice?: number;
  pnl?: unknown;
  status?: PositionStatus;
}

/** The targets an input describes: `targets`, or `targetPrice` as one target for the whole position. */
export function inputTargets(input: { targetPrice?: number; targets?: TargetInput[] }): TargetInput[] {
  if (input.targets) return input.targets;
  return input.targetPrice === undefined ? [] : [{ price: input.targetPrice, share: SHARE_TOTAL }];
}

/** `sign` is +1 when a higher price is in the position's favour. */
export const favourSign = (direction: Direction): 1 | -1 => (direction === "long" ? 1 : -1);

/** Each target further from the entry, in the position's favour, than the one before it. */
function inOrder(
  targets: readonly TargetInput[],
  entryPrice: number,
  inFavour: (price: number, from: number) => boolean,
) {
  let previous = entryPrice;
  return targets.every((target) => {
    const further = inFavour(target.price, previous);
    previous = target.price;
    return further;
  });
}

const PLAN_PRICES = [
  "entryPrice",
  "entryZoneLow",
  "entryZoneHigh",
  "currentPrice",
  "targetPrice",
  "stopLoss",
  "exitPrice",
] as const;

// A price out of every instrument's range was already refused by its field, in its own words.
const instrumentIssue = (price: number, instrument: Instrument) =>
  price < PRICE_MIN || price > PRICE_MAX ? null : priceRangeIssue(price, instrument);

/** docs/product.md#price-input: every price at least one unit of the instrument's last shown decimal. */
function pricesInRange(input: PlanFields, issue: (path: string, message: string) => void) {
  for (const field of PLAN_PRICES) {
    const value = input[field];
    const problem = value === undefined ? null : instrumentIssue(value, input);
    if (problem) issue(field, problem);
  }
  const targetIssue = (input.targets ?? []).map((target) => instrumentIssue(target.price, input)).find(Boolean);
  if (targetIssue) issue("targets", targetIssue);
}

/** docs/product.md#targets: the plan's prices make sense for its direction. */
function planIsCoherent(input: PlanFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (input.pnl !== undefined) issue("pnl", LIFECYCLE_MESSAGES.pnlNotTyped);
  if (input.exitPrice !== undefined && input.status !== "closed")
    issue("exitPrice", LIFECYCLE_MESSAGES.exitOnlyWhenClosed);
  if (input.targets !== undefined && input.targetPrice !== undefined) {
    issue("targets", LIFECYCLE_MESSAGES.targetsAndTargetPrice);
  }
  pricesInRange(input, issue);
  const sign = favourSign(input.direction);
  const inFavour = (price: number, from: number) => (price - from) * sign > 0;
  const targets = inputTargets(input);
  if (targets.some((target) => !inFavour(target.price, input.entryPrice))) {
    issue(input.targets ? "targets" : "targetPrice", LIFECYCLE_MESSAGES.targetWrongSide);
  } else if (!inOrder(targets, input.entryPrice, inFavour)) {
    issue("targets", LIFECYCLE_MESSAGES.targetsOutOfOrder);
  }
  const { entryZoneLow: low, entryZoneHigh: high } = input;
  if ((low === undefined) !== (high === undefined)) {
    issue(low === undefined ? "entryZoneLow" : "entryZoneHigh", LIFECYCLE_MESSAGES.zoneIncomplete);
  } else if (low !== undefined && high !== undefined) {
    if (low >= high) issue("entryZoneHigh", LIFECYCLE_MESSAGES.zoneInverted);
    else if (input.entryPrice < low || input.entryPrice > high)
      issue("entryPrice", LIFECYCLE_MESSAGES.entryOutsideZone);
  }
}

/**
 * docs/product.md#targets: a plan's stop is on the losing side of its entry. Checked where a plan is set (a draft,
 * publication, a correction); a running trade's stop is judged against the market instead (docs/product.md#lifecycle),
 * so a stop at break-even or in profit is no error.
 */
export const stopOnWrongSide = (plan: {
  direction: Direction;
  entryPrice: number;
  stopLoss?: number | null;
}): boolean => plan.stopLoss != null && (plan.entryPrice - plan.stopLoss) * favourSign(plan.direction) <= 0;

function stopIsOnLosingSide(input: PlanFields, ctx: z.RefinementCtx) {
  if (stopOnWrongSide(input)) {
    ctx.addIssue({ code: "custom", path: ["stopLoss"], message: LIFECYCLE_MESSAGES.stopWrongSide });
  }
}

/**
 * What an admin sends to replace a position. PUT replaces the whole record, so an optional field
 * left out is cleared, exactly as the editor's "absent rather than empty" rule says. The stop is checked against the
 * entry only where the PUT sets a plan (the server knows which: a draft, its publication, a correction).
 */
export const positionInputSchema = positionFields.superRefine(planIsCoherent);

/** A plan as it is drafted or published: the PUT's rules and the stop on the losing side of the entry. */
export const positionPlanSchema = positionInputSchema.superRefine(stopIsOnLosingSide);
export type PositionInput = z.input<typeof positionInputSchema>;
export type ParsedPositionInput = z.output<typeof positionInputSchema>;

/**
 * What an admin sends to create a position: as PUT, but the status may be left out, and then the stored
 * auto-publish setting decides it (docs/product.md#admin: on -> active, off -> planning).
 */
export const positionCreateSchema = positionFields
  .extend({ status: positionStatus.optional() })
  .superRefine(planIsCoherent)
  .superRefine(stopIsOnLosingSide);
export type PositionCreateInput = z.input<typeof positionCreateSchema>;
export type ParsedPositionCreateInput = z.output<typeof positionCreateSchema>;

/** The status a new position gets when its creator names none (docs/product.md#admin). */
export function defaultNewPositionStatus(autoPublish: boolean): PositionStatus {
  return autoPublish ? "active" : "planning";
}

/**
 * A position as the API shows it: absent optional values are null. Its targets, current stop, open share and
 * results are derived from its events (docs/product.md#lifecycle); `targetPrice`, `exitPrice` and `pnl` stay for
 * older clients: TP1's price, the share-weighted exit once closed, and the result in percent once closed.
 */
export const positionSchema = z
  .object({
    id: z.string(),
    asset: z.string(),
    assetClass: z.enum(ASSET_CLASSES),
    direction: z.enum(DIRECTIONS),
    entryPrice: z.number(),
    currentPrice: z.number().nullable(),
    targetPrice: z.number().nullable(),
    exitPrice: z.number().nullable(),
    /** Percent (docs/product.md#results), once closed. */
    pnl: z.number().nullable(),
    commentary: z.string().nullable(),
    riskLevel: z.enum(RISK_LEVELS).nullable(),
    status: z.enum(POSITION_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** When members first saw it (left draft); null for drafts. */
    publishedAt: z.string().nullable(),
    /**
     * Until when its plan may still be corrected: publication plus the correction window (docs/product.md#track-record);
     * null for drafts. Absent from positions announced before it was given.
     */
    correctableUntil: z.string().nullable().optional(),
    closedAt: z.string().nullable(),
    tracking: trackingOptionsSchema,
    /** Since when the feed has been quiet for this instrument while its market is open (docs/prices.md). */
    trackingPausedSince: z.string().nullable(),
  })
  .extend(tradeStateFieldsSchema.shape);
export type Position = z.infer<typeof positionSchema>;

/** GET /api/positions: one list for every member, so it carries no per-viewer field (follows are their own call). */
export const positionListSchema = z.array(positionSchema);

/** GET /api/positions/follows: the caller's followed positions (docs/product.md#following), apart from the shared list. */
export const followedPositionsSchema = z.strictObject({ positionIds: z.array(z.string()) });
export type FollowedPositions = z.infer<typeof followedPositionsSchema>;

/** GET /api/positions/untracked (admins): the open positions the price feed never prices (docs/prices.md). */
export const untrackedPositionsSchema = z.strictObject({ positionIds: z.array(z.string()) });
export type UntrackedPositions = z.infer<typeof untrackedPositionsSchema>;

/**
 * GET /api/positions/next-release (docs/product.md#early-access): for a member without early access, when the next
 * position published for Pro members reaches them; null when none waits, and always for Pro members and admins.
 */
export const nextReleaseSchema = z.strictObject({ at: z.string().nullable() });
export type NextRelease = z.infer<typeof nextReleaseSchema>;

/** A position as a member's list shows it: with their own follow flag. */
export type PositionListItem = Position & { followed: boolean };

export const positionIdParamsSchema = z.strictObject({ id: z.uuid("Position not found") });

export const VIEW_KINDS = ["details", "chart"] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];
export const recordViewBodySchema = z.strictObject({
  kind: z.enum(VIEW_KINDS, { error: "Kind must be details or chart" }),
});
export type RecordViewBody = z.infer<typeof recordViewBodySchema>;
