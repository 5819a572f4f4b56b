import { z } from "zod";
import {
  ASSET_CLASSES,
  DIRECTIONS,
  POSITION_STATUSES,
  RISK_LEVELS,
  positionInputSchema,
  type Position,
  type PositionInput,
  type PositionStatus,
  type RiskLevel,
} from "@shared/positions";

/** What the editors hold: text as typed, so a half-typed "1." or an empty box survives until submit. */
const positionFormFields = z.object({
  asset: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  direction: z.enum(DIRECTIONS),
  entryPrice: z.string(),
  currentPrice: z.string(),
  targetPrice: z.string(),
  stopLoss: z.string(),
  /** Closing, or correcting a closed position's exit: the P&L is worked out from it (docs/product.md#results). */
  exitPrice: z.string(),
  commentary: z.string(),
  /** "" is the desktop form's 'None'. */
  riskLevel: z.union([z.enum(RISK_LEVELS), z.literal("")]),
  status: z.enum(POSITION_STATUSES),
});
export type PositionFormValues = z.infer<typeof positionFormFields>;
export type PositionFormField = keyof PositionFormValues;

/** Prices step 0.0001 in the desktop form, 0.00001 in the mobile editor. */
export const PRICE_STEP = { desktop: "0.0001", mobile: "0.00001" } as const;

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

/** The exit price belongs to a closed position only; the editors hide it otherwise. */
const hasResult = (values: PositionFormValues) => values.status === "closed";

/** Mobile editor: submit stays disabled until asset and entry price are filled in. */
export function hasRequiredFields(values: PositionFormValues): boolean {
  return values.asset.trim() !== "" && values.entryPrice.trim() !== "";
}

/**
 * The API body the boxes hold: numbers parsed, empty optional fields absent (JSON drops undefined), the result
 * only for a closed position, commentary trimmed. Not yet checked: `positionFormSchema` does that.
 */
export function toPositionInput(values: PositionFormValues): PositionInput {
  const commentary = values.commentary.trim();
  return {
    asset: values.asset,
    assetClass: values.assetClass,
    direction: values.direction,
    // An empty entry is not a number, which the rules refuse as a missing price.
    entryPrice: parseNumber(values.entryPrice) ?? Number.NaN,
    currentPrice: parseNumber(values.currentPrice),
    targetPrice: parseNumber(values.targetPrice),
    stopLoss: parseNumber(values.stopLoss),
    exitPrice: hasResult(values) ? parseNumber(values.exitPrice) : undefined,
    commentary: commentary === "" ? undefined : commentary,
    riskLevel: values.riskLevel === "" ? undefined : values.riskLevel,
    status: values.status,
  };
}

/** The editors' schema: the boxes become the API body, which the positions' own rules and messages then check. */
export const positionFormSchema = positionFormFields.transform(toPositionInput).pipe(positionInputSchema);
