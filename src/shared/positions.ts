import { z } from "zod";

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
/** Far beyond any real quote or percentage; keeps absurd input out of the track record. */
const PRICE_MAX = 1e9;
const PNL_LIMIT = 1e6;

export const POSITION_MESSAGES = {
  assetRequired: "Asset is required",
  entryPriceRequired: "Valid entry price is required",
  exitPriceInvalid: "Exit price must be a valid number",
  pnlInvalid: "P&L must be a valid number",
  resultOnlyWhenClosed: "Exit price and P&L are only for closed positions",
  notFound: "Position not found",
  cannotReturnToDraft: "A published position cannot return to draft",
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
    .positive("Prices must be positive numbers")
    .max(PRICE_MAX, "Price is too large");
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    // An empty optional field is absent, never stored as "".
    .transform((value) => (value === "" ? undefined : value))
    .optional();

const positionStatus = z.enum(POSITION_STATUSES, { error: "Status must be planning, active or closed" });

const positionFields = z.strictObject({
  asset: z
    .string({ error: POSITION_MESSAGES.assetRequired })
    .trim()
    .min(1, POSITION_MESSAGES.assetRequired)
    .max(ASSET_MAX_LENGTH, "Asset is too long"),
  assetClass: z.enum(ASSET_CLASSES, { error: `Asset class must be one of ${ASSET_CLASSES.join(", ")}` }),
  direction: z.enum(DIRECTIONS, { error: "Direction must be long or short" }),
  entryPrice: price(POSITION_MESSAGES.entryPriceRequired),
  currentPrice: price("Current price must be a valid number").optional(),
  targetPrice: price("Target price must be a valid number").optional(),
  stopLoss: price("Stop loss must be a valid number").optional(),
  exitPrice: price(POSITION_MESSAGES.exitPriceInvalid).optional(),
  pnl: z
    .number({ error: POSITION_MESSAGES.pnlInvalid })
    .finite(POSITION_MESSAGES.pnlInvalid)
    .min(-PNL_LIMIT, POSITION_MESSAGES.pnlInvalid)
    .max(PNL_LIMIT, POSITION_MESSAGES.pnlInvalid)
    .optional(),
  commentary: optionalText(COMMENTARY_MAX_LENGTH, "Commentary"),
  riskLevel: z.enum(RISK_LEVELS, { error: "Risk level must be low, moderate or high" }).optional(),
  status: positionStatus,
});

function resultOnlyWhenClosed(
  input: { status?: PositionStatus; exitPrice?: number; pnl?: number },
  ctx: z.RefinementCtx,
) {
  if (input.status === "closed") return;
  for (const field of ["exitPrice", "pnl"] as const) {
    if (input[field] !== undefined) {
      ctx.addIssue({ code: "custom", path: [field], message: POSITION_MESSAGES.resultOnlyWhenClosed });
    }
  }
}

/**
 * What an admin sends to replace a position. PUT replaces the whole record, so an optional field
 * left out is cleared, exactly as the editor's "absent rather than empty" rule says.
 */
export const positionInputSchema = positionFields.superRefine(resultOnlyWhenClosed);
export type PositionInput = z.input<typeof positionInputSchema>;
export type ParsedPositionInput = z.output<typeof positionInputSchema>;

/**
 * What an admin sends to create a position: as PUT, but the status may be left out, and then the stored
 * auto-publish setting decides it (docs/product.md#admin: on -> active, off -> planning).
 */
export const positionCreateSchema = positionFields
  .extend({ status: positionStatus.optional() })
  .superRefine(resultOnlyWhenClosed);
export type PositionCreateInput = z.input<typeof positionCreateSchema>;
export type ParsedPositionCreateInput = z.output<typeof positionCreateSchema>;

/** The status a new position gets when its creator names none (docs/product.md#admin). */
export function defaultNewPositionStatus(autoPublish: boolean): PositionStatus {
  return autoPublish ? "active" : "planning";
}

/** A position as the API shows it: absent optional values are null. */
export const positionSchema = z.object({
  id: z.string(),
  asset: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  direction: z.enum(DIRECTIONS),
  entryPrice: z.number(),
  currentPrice: z.number().nullable(),
  targetPrice: z.number().nullable(),
  stopLoss: z.number().nullable(),
  exitPrice: z.number().nullable(),
  /** Percent (docs/product.md#pnl). */
  pnl: z.number().nullable(),
  commentary: z.string().nullable(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  status: z.enum(POSITION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When members first saw it (left draft); null for drafts. */
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type Position = z.infer<typeof positionSchema>;

/** GET /api/positions: one list for every member, so it carries no per-viewer field (follows are their own call). */
export const positionListSchema = z.array(positionSchema);

/** GET /api/positions/follows: the caller's followed positions (docs/product.md#following), apart from the shared list. */
export const followedPositionsSchema = z.strictObject({ positionIds: z.array(z.string()) });
export type FollowedPositions = z.infer<typeof followedPositionsSchema>;

/** A position as a member's list shows it: with their own follow flag. */
export type PositionListItem = Position & { followed: boolean };

export const positionIdParamsSchema = z.strictObject({ id: z.uuid("Position not found") });

export const HISTORY_ACTIONS = ["created", "edited", "published", "closed", "reopened", "deleted"] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The fields history tracks, by their API names. */
export const TRACKED_FIELDS = [
  "asset",
  "assetClass",
  "direction",
  "entryPrice",
  "currentPrice",
  "targetPrice",
  "stopLoss",
  "exitPrice",
  "pnl",
  "commentary",
  "riskLevel",
  "status",
] as const;
export type TrackedField = (typeof TRACKED_FIELDS)[number];

const fieldValue = z.union([z.string(), z.number()]).nullable();
export const fieldChangeSchema = z.object({ before: fieldValue, after: fieldValue });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  /** 1 for the creation, then one more per change; members count from 1 at publication. */
  version: z.number().int(),
  action: z.enum(HISTORY_ACTIONS),
  /** Server time of the change. */
  at: z.string(),
  /** Who made it; shown to admins only. */
  actorName: z.string().nullable(),
  changes: z.partialRecord(z.enum(TRACKED_FIELDS), fieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyListSchema = z.array(historyEntrySchema);

export const VIEW_KINDS = ["details", "chart"] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];
export const recordViewBodySchema = z.strictObject({
  kind: z.enum(VIEW_KINDS, { error: "Kind must be details or chart" }),
});
export type RecordViewBody = z.infer<typeof recordViewBodySchema>;
