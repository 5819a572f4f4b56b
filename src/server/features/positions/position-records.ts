import { finiteOrNull } from "../../../shared/price-range.js";
import { DEFAULT_TRACKING, type TrackingOptions } from "../../../shared/price-tracking.js";
import { inputTargets, type ParsedPositionInput, type Position } from "../../../shared/positions.js";
import type { Target, TimedTradeEvent, TradeEventData, TradePlan } from "../../../shared/trade-lifecycle.js";
import { correctableUntil, type TradeInstrument, type TradeState } from "../../../shared/trade-state.js";
import type { PositionEventRow, PositionRow } from "../../db/schema.js";
import type { PositionWrite } from "./positions.repo.js";

/** The columns an input sets directly: what the position is, and what is not derived from its events. */
export function describedColumns(input: ParsedPositionInput) {
  return {
    asset: input.asset,
    asset_class: input.assetClass,
    direction: input.direction,
    entry_price: input.entryPrice,
    entry_zone_low: input.entryZoneLow ?? null,
    entry_zone_high: input.entryZoneHigh ?? null,
    current_price: input.currentPrice ?? null,
    commentary: input.commentary ?? null,
    risk_level: input.riskLevel ?? null,
  };
}

/** The plan an input describes (docs/product.md#targets). */
export function planFromInput(input: ParsedPositionInput): TradePlan {
  return {
    entryPrice: input.entryPrice,
    entryZoneLow: input.entryZoneLow ?? null,
    entryZoneHigh: input.entryZoneHigh ?? null,
    stopLoss: input.stopLoss ?? null,
    targets: inputTargets(input),
  };
}

export const instrumentOf = (row: Pick<PositionRow, "asset" | "asset_class" | "direction">): TradeInstrument => ({
  asset: row.asset,
  assetClass: row.asset_class,
  direction: row.direction,
});

/**
 * The row's columns for a derived state (docs/decisions/0010-trade-lifecycle-events.md): written with every event,
 * so the list reads positions alone.
 */
export function stateColumns(state: TradeState): Partial<PositionWrite> {
  const counted = state.outcome !== "cancelled" && state.outcome !== "voided";
  return {
    status: state.status,
    target_price: state.targets[0]?.price ?? null,
    targets: JSON.stringify(state.targets),
    stop_loss: state.stopLoss,
    initial_stop_loss: state.initialStopLoss,
    exit_price: state.exitPrice,
    pnl: state.status === "closed" && counted ? state.results.percent : null,
    result_percent: state.results.percent,
    result_pips: state.results.pips,
    result_r: state.results.r,
    open_share: state.openShare,
    realized_share: state.realizedShare,
    outcome: state.outcome,
    outcome_reason: state.outcomeReason,
  };
}

/** A stored event as the rules read it. */
export const timedEvent = (row: Pick<PositionEventRow, "at" | "data">): TimedTradeEvent => ({
  ...(JSON.parse(row.data) as TradeEventData),
  at: row.at,
});

/** A stored position as the API shows it; `correctionWindowMs` dates the end of its correction window. */
export function toPosition(row: PositionRow, correctionWindowMs: number): Position {
  const targets = JSON.parse(row.targets) as Target[];
  return {
    id: row.id,
    asset: row.asset,
    assetClass: row.asset_class,
    direction: row.direction,
    entryPrice: row.entry_price,
    entryZoneLow: row.entry_zone_low,
    entryZoneHigh: row.entry_zone_high,
    currentPrice: row.current_price,
    targetPrice: row.target_price,
    targets,
    stopLoss: row.stop_loss,
    initialStopLoss: row.initial_stop_loss,
    exitPrice: row.exit_price,
    pnl: finiteOrNull(row.pnl),
    openShare: row.open_share,
    realizedShare: row.realized_share,
    results: {
      percent: finiteOrNull(row.result_percent),
      pips: finiteOrNull(row.result_pips),
      r: finiteOrNull(row.result_r),
    },
    outcome: row.outcome,
    outcomeReason: row.outcome_reason,
    commentary: row.commentary,
    riskLevel: row.risk_level,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    correctableUntil: correctableUntil(
      { status: row.status, publishedAt: row.published_at, realizedShare: row.realized_share, targets },
      correctionWindowMs,
    ),
    closedAt: row.closed_at,
    tracking: trackingOf(row),
    trackingPausedSince: row.tracking_paused_since,
  };
}

/** A position's tracking options: its own, or the defaults (docs/product.md#live-prices). */
export const trackingOf = (row: Pick<PositionRow, "tracking">): TrackingOptions =>
  row.tracking === null ? DEFAULT_TRACKING : (JSON.parse(row.tracking) as TrackingOptions);
