import {
  POSITION_MESSAGES,
  type AssetClass,
  type Direction,
  type Position,
  type PositionInput,
  type PositionStatus,
  type RiskLevel,
} from "@shared/positions";

/** What the editors hold: text as typed, so a half-typed "1." or an empty box survives until submit. */
export interface PositionFormValues {
  asset: string;
  assetClass: AssetClass;
  direction: Direction;
  entryPrice: string;
  currentPrice: string;
  targetPrice: string;
  stopLoss: string;
  exitPrice: string;
  /** Percent (docs/product.md#pnl). */
  pnl: string;
  commentary: string;
  /** "" is the desktop form's 'None'. */
  riskLevel: RiskLevel | "";
  status: PositionStatus;
}

export type PositionFormField = keyof PositionFormValues;
export type PositionFormErrors = Partial<Record<PositionFormField, string>>;

/** Prices step 0.0001 in the desktop form, 0.00001 in the mobile editor; P&L 0.01. */
export const PRICE_STEP = { desktop: "0.0001", mobile: "0.00001" } as const;
export const PNL_STEP = "0.01";

/** docs/product.md#drafts, docs/product.md#admin and contracts: a new position starts published when auto-publish is on, as a draft otherwise. */
export function defaultStatus(autoPublish: boolean | undefined): PositionStatus {
  return autoPublish ? "active" : "planning";
}

export function emptyPositionForm(defaults: { status: PositionStatus; riskLevel: RiskLevel | "" }): PositionFormValues {
  return {
    asset: "",
    assetClass: "forex",
    direction: "long",
    entryPrice: "",
    currentPrice: "",
    targetPrice: "",
    stopLoss: "",
    exitPrice: "",
    pnl: "",
    commentary: "",
    ...defaults,
  };
}

const text = (value: number | null): string => (value === null ? "" : String(value));

export function positionFormFromPosition(position: Position): PositionFormValues {
  return {
    asset: position.asset,
    assetClass: position.assetClass,
    direction: position.direction,
    entryPrice: text(position.entryPrice),
    currentPrice: text(position.currentPrice),
    targetPrice: text(position.targetPrice),
    stopLoss: text(position.stopLoss),
    exitPrice: text(position.exitPrice),
    pnl: text(position.pnl),
    commentary: position.commentary ?? "",
    riskLevel: position.riskLevel ?? "",
    status: position.status,
  };
}

/** undefined for an empty box, NaN for something that is not a number. */
function parseNumber(value: string): number | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

const isBadPrice = (value: number | undefined) => value !== undefined && !(value > 0);

/** Exit price and P&L belong to a closed position only; the editors hide them otherwise. */
const hasResult = (values: PositionFormValues) => values.status === "closed";

/** Desktop rules, which the mobile editor's stricter button also satisfies. Empty when valid. */
export function validatePositionForm(values: PositionFormValues): PositionFormErrors {
  const errors: PositionFormErrors = {};
  if (values.asset.trim() === "") errors.asset = POSITION_MESSAGES.assetRequired;
  const entry = parseNumber(values.entryPrice);
  if (entry === undefined || isBadPrice(entry)) errors.entryPrice = POSITION_MESSAGES.entryPriceRequired;
  if (isBadPrice(parseNumber(values.currentPrice))) errors.currentPrice = "Current price must be a valid number";
  if (isBadPrice(parseNumber(values.targetPrice))) errors.targetPrice = "Target price must be a valid number";
  if (isBadPrice(parseNumber(values.stopLoss))) errors.stopLoss = "Stop loss must be a valid number";
  if (hasResult(values)) {
    if (isBadPrice(parseNumber(values.exitPrice))) errors.exitPrice = POSITION_MESSAGES.exitPriceInvalid;
    if (Number.isNaN(parseNumber(values.pnl))) errors.pnl = POSITION_MESSAGES.pnlInvalid;
  }
  return errors;
}

/** Mobile editor: submit stays disabled until asset and entry price are filled in. */
export function hasRequiredFields(values: PositionFormValues): boolean {
  return values.asset.trim() !== "" && values.entryPrice.trim() !== "";
}

/** The API body of a valid form: empty optional fields absent (JSON drops undefined), commentary trimmed. */
export function toPositionInput(values: PositionFormValues): PositionInput {
  const optional = (value: string) => parseNumber(value);
  const commentary = values.commentary.trim();
  return {
    asset: values.asset.trim(),
    assetClass: values.assetClass,
    direction: values.direction,
    entryPrice: Number(values.entryPrice.trim()),
    currentPrice: optional(values.currentPrice),
    targetPrice: optional(values.targetPrice),
    stopLoss: optional(values.stopLoss),
    exitPrice: hasResult(values) ? optional(values.exitPrice) : undefined,
    pnl: hasResult(values) ? optional(values.pnl) : undefined,
    commentary: commentary === "" ? undefined : commentary,
    riskLevel: values.riskLevel === "" ? undefined : values.riskLevel,
    status: values.status,
  };
}
