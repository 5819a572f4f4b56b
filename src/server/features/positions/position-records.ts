import type { FieldChange, ParsedPositionInput, Position, TrackedField } from "../../../shared/positions.js";
import { computePnlPercent, roundPnl } from "../../../shared/position-math.js";
import type { PositionRow } from "../../db/schema.js";
import type { PositionWrite } from "./positions.repo.js";

type TrackedValues = Pick<
  PositionWrite,
  | "asset"
  | "asset_class"
  | "direction"
  | "entry_price"
  | "current_price"
  | "target_price"
  | "stop_loss"
  | "exit_price"
  | "pnl"
  | "commentary"
  | "risk_level"
  | "status"
>;

/** API field name -> column, for the fields history records. */
const COLUMNS: Record<TrackedField, keyof TrackedValues> = {
  asset: "asset",
  assetClass: "asset_class",
  direction: "direction",
  entryPrice: "entry_price",
  currentPrice: "current_price",
  targetPrice: "target_price",
  stopLoss: "stop_loss",
  exitPrice: "exit_price",
  pnl: "pnl",
  commentary: "commentary",
  riskLevel: "risk_level",
  status: "status",
};
const FIELDS = Object.keys(COLUMNS) as TrackedField[];

export type Changes = Partial<Record<TrackedField, FieldChange>>;

/**
 * The column values an input describes. docs/product.md#pnl: a closed position with an exit price and no P&L gets
 * its P&L computed from entry, exit and direction; an explicit P&L wins, kept to the two decimals shown.
 */
export function valuesFromInput(input: ParsedPositionInput): TrackedValues {
  const closed = input.status === "closed";
  const exitPrice = closed ? (input.exitPrice ?? null) : null;
  const computed = exitPrice === null ? null : computePnlPercent(input.direction, input.entryPrice, exitPrice);
  return {
    asset: input.asset,
    asset_class: input.assetClass,
    direction: input.direction,
    entry_price: input.entryPrice,
    current_price: input.currentPrice ?? null,
    target_price: input.targetPrice ?? null,
    stop_loss: input.stopLoss ?? null,
    exit_price: exitPrice,
    pnl: closed ? (input.pnl === undefined ? computed : roundPnl(input.pnl)) : null,
    commentary: input.commentary ?? null,
    risk_level: input.riskLevel ?? null,
    status: input.status,
  };
}

/** Fields whose value differs; `before` null means every set field is new (a creation or a publication). */
export function diffValues(before: TrackedValues | null, after: TrackedValues): Changes {
  const changes: Changes = {};
  for (const field of FIELDS) {
    const column = COLUMNS[field];
    const old = before === null ? null : before[column];
    if (old !== after[column]) changes[field] = { before: old, after: after[column] };
  }
  return changes;
}

export function toPosition(row: PositionRow): Position {
  return {
    id: row.id,
    asset: row.asset,
    assetClass: row.asset_class,
    direction: row.direction,
    entryPrice: row.entry_price,
    currentPrice: row.current_price,
    targetPrice: row.target_price,
    stopLoss: row.stop_loss,
    exitPrice: row.exit_price,
    pnl: row.pnl,
    commentary: row.commentary,
    riskLevel: row.risk_level,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    closedAt: row.closed_at,
  };
}
