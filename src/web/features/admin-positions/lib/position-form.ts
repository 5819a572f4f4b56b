import { z } from "zod";
import { ambiguousPrice, parseDecimal, priceInputProblem, type DecimalSeparator } from "@shared/price-input";
import {
  ASSET_CLASSES,
  DIRECTIONS,
  POSITION_STATUSES,
  RISK_LEVELS,
  positionInputSchema,
  positionPlanSchema,
  type Position,
  type PositionInput,
  type RiskLevel,
} from "@shared/positions";
import { DEFAULT_TRACKING, TARGET_HIT_ACTIONS, TRAILING_KINDS, type TrackingOptions } from "@shared/price-tracking";
import { defaultTargetShares } from "@/features/admin-positions/lib/target-shares";
import { browserDecimalSeparator, parseTyped, typedText } from "@/lib/decimal-separator";

/**
 * A price box: text as typed, refused with words that show how to write it when its separators cannot be read one
 * way (docs/product.md#price-input), so "1.234,5,6" is never guessed.
 */
const priceText = z.string().superRefine((text, context) => {
  const problem = priceInputProblem(text, browserDecimalSeparator());
  if (problem) context.addIssue({ code: "custom", message: problem });
});

const targetRow = z.object({ price: priceText, share: z.string() });

/** What the editors hold: text as typed, so a half-typed "1," or an empty box survives until submit. */
const positionFormFields = z.object({
  asset: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  direction: z.enum(DIRECTIONS),
  entryPrice: priceText,
  entryZoneLow: priceText,
  entryZoneHigh: priceText,
  currentPrice: priceText,
  stopLoss: priceText,
  /** TP1 first (docs/product.md#targets). */
  targets: z.array(targetRow),
  commentary: z.string(),
  /** "" is the desktop form's 'None'. */
  riskLevel: z.union([z.enum(RISK_LEVELS), z.literal("")]),
  /** Set by the button that saves: Publish, Save as draft, or the published position's own. */
  status: z.enum(POSITION_STATUSES),
  /** A closed position's exit, sent back unchanged: closing and its price are the trade actions' work. */
  exitPrice: priceText,
  /** docs/product.md#live-prices; a trailing kind of "" is no trailing stop. */
  tracking: z.object({
    onTargetHit: z.enum(TARGET_HIT_ACTIONS),
    breakEvenAfterTp1: z.boolean(),
    trailing: z.object({ kind: z.union([z.enum(TRAILING_KINDS), z.literal("")]), distance: z.string() }),
  }),
});
export type PositionFormValues = z.infer<typeof positionFormFields>;
export type PositionFormField = keyof PositionFormValues;
export type TargetRow = z.infer<typeof targetRow>;

const emptyTargets = (): TargetRow[] => defaultTargetShares(1).map((share) => ({ price: "", share: String(share) }));

/** A new position: one target for the whole of it, published unless saved as a draft (docs/product.md#drafts). */
export function emptyPositionForm(defaults: { riskLevel: RiskLevel | "" }): PositionFormValues {
  return {
    asset: "",
    assetClass: "forex",
    direction: "long",
    entryPrice: "",
    entryZoneLow: "",
    entryZoneHigh: "",
    currentPrice: "",
    stopLoss: "",
    targets: emptyTargets(),
    commentary: "",
    status: "active",
    exitPrice: "",
    tracking: trackingForm(DEFAULT_TRACKING),
    ...defaults,
  };
}

const text = (value: number | null): string => typedText(value);

function trackingForm(tracking: TrackingOptions): PositionFormValues["tracking"] {
  return {
    onTargetHit: tracking.onTargetHit,
    breakEvenAfterTp1: tracking.breakEvenAfterTp1,
    trailing: { kind: tracking.trailing?.kind ?? "", distance: text(tracking.trailing?.distance ?? null) },
  };
}

export function positionFormFromPosition(position: Position): PositionFormValues {
  return {
    asset: position.asset,
    assetClass: position.assetClass,
    direction: position.direction,
    entryPrice: text(position.entryPrice),
    entryZoneLow: text(position.entryZoneLow),
    entryZoneHigh: text(position.entryZoneHigh),
    currentPrice: text(position.currentPrice),
    stopLoss: text(position.stopLoss),
    // No targets reads as the new position's lone empty row, which sends none.
    targets:
      position.targets.length === 0
        ? emptyTargets()
        : position.targets.map((target) => ({ price: text(target.price), share: String(target.share) })),
    commentary: position.commentary ?? "",
    riskLevel: position.riskLevel ?? "",
    status: position.status,
    exitPrice: text(position.exitPrice),
    tracking: trackingForm(position.tracking),
  };
}

/** A required number: an empty box is not a number, which the rules refuse with the field's own message. */
const required = (value: string): number => parseTyped(value) ?? Number.NaN;

/** A lone target row left without a price means no target at all, as older positions have none. */
function targetsOf(rows: readonly TargetRow[]) {
  if (rows.length === 1 && rows[0]?.price.trim() === "") return [];
  return rows.map((row) => ({ price: required(row.price), share: required(row.share) }));
}

/** Mobile editor: saving stays disabled until asset and entry price are filled in. */
export function hasRequiredFields(values: PositionFormValues): boolean {
  return values.asset.trim() !== "" && values.entryPrice.trim() !== "";
}

/**
 * The API body the boxes hold: prices read with a decimal comma allowed (docs/product.md#price-input), empty optional
 * fields absent (JSON drops undefined), commentary trimmed. Not yet checked: `positionFormSchema` does that.
 */
export function toPositionInput(values: PositionFormValues): PositionInput {
  const commentary = values.commentary.trim();
  return {
    asset: values.asset,
    assetClass: values.assetClass,
    direction: values.direction,
    entryPrice: required(values.entryPrice),
    entryZoneLow: parseTyped(values.entryZoneLow),
    entryZoneHigh: parseTyped(values.entryZoneHigh),
    currentPrice: parseTyped(values.currentPrice),
    stopLoss: parseTyped(values.stopLoss),
    targets: targetsOf(values.targets),
    commentary: commentary === "" ? undefined : commentary,
    riskLevel: values.riskLevel === "" ? undefined : values.riskLevel,
    status: values.status,
    exitPrice: values.status === "closed" ? parseTyped(values.exitPrice) : undefined,
    tracking: {
      onTargetHit: values.tracking.onTargetHit,
      breakEvenAfterTp1: values.tracking.breakEvenAfterTp1,
      trailing:
        values.tracking.trailing.kind === ""
          ? null
          : { kind: values.tracking.trailing.kind, distance: required(values.tracking.trailing.distance) },
    },
  };
}

/**
 * The editors' schema: the boxes become the API body, which the positions' own rules and messages then check; a new
 * position's or a draft's plan keeps its stop on the losing side of the entry.
 */
export const positionFormSchema = positionFormFields.transform(toPositionInput).pipe(positionPlanSchema);

/** A published position's editor: its stop is judged against the market by the server, not against the entry. */
export const publishedPositionFormSchema = positionFormFields.transform(toPositionInput).pipe(positionInputSchema);

/** A price box the form asks about before saving: its separator could be read either way (docs/product.md#price-input). */
export interface PriceQuestion {
  field:
    | "entryPrice"
    | "entryZoneLow"
    | "entryZoneHigh"
    | "currentPrice"
    | "stopLoss"
    | "exitPrice"
    | `targets.${number}.price`;
  label: string;
  text: string;
  /** The locale's reading first. */
  readings: [number, number];
}

/**
 * The price boxes whose text could be read two ways and whose locale reading is not the likelier against the market
 * price (a published position's current price) or else the entry; the entry itself is judged by the market alone.
 */
export function ambiguousPrices(
  values: PositionFormValues,
  market: number | null,
  decimal: DecimalSeparator = browserDecimalSeparator(),
): PriceQuestion[] {
  const entry = parseDecimal(values.entryPrice, decimal) ?? null;
  const boxes: Omit<PriceQuestion, "readings">[] = [
    { field: "entryPrice", label: "Entry Price", text: values.entryPrice },
    { field: "entryZoneLow", label: "Zone low", text: values.entryZoneLow },
    { field: "entryZoneHigh", label: "Zone high", text: values.entryZoneHigh },
    { field: "currentPrice", label: "Current Price", text: values.currentPrice },
    { field: "stopLoss", label: "Stop Loss", text: values.stopLoss },
    ...values.targets.map((target, index) => ({
      field: `targets.${index}.price` as const,
      label: `TP${index + 1} price`,
      text: target.price,
    })),
    ...(values.status === "closed"
      ? [{ field: "exitPrice" as const, label: "Exit Price", text: values.exitPrice }]
      : []),
  ];
  return boxes.flatMap((box) => {
    const question = ambiguousPrice(box.text, decimal, box.field === "entryPrice" ? market : (market ?? entry));
    return question ? [{ ...box, text: question.text, readings: question.readings }] : [];
  });
}
