import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { computePnlPercent } from "../../../shared/position-math.js";
import type { AssetClass, Direction, PositionStatus } from "../../../shared/positions.js";
import type { CloseReason, TimedTradeEvent, TradeEventData, TradePlan } from "../../../shared/trade-lifecycle.js";
import { deriveTradeState, planState, type TradeState } from "../../../shared/trade-state.js";

/*
 * Trades as providers manage them (docs/decisions/0010-trade-lifecycle-events.md): a position's life becomes typed,
 * append-only events (`position_events`), and the state derived from them is kept on the position's row, written
 * in the same transaction as each event. Every position and its field-diff history become events with the same
 * results: the plan at publication opens it; later stop, target and commentary changes become stop moves, target
 * changes and notes; a closed position closes at the exit that gives the P&L members were shown (worked back from
 * that P&L where the exit was not recorded or an explicit P&L differed from it). Drafts get no events.
 */

interface LegacyPosition {
  id: string;
  asset: string;
  asset_class: AssetClass;
  direction: Direction;
  entry_price: number;
  current_price: number | null;
  target_price: number | null;
  stop_loss: number | null;
  exit_price: number | null;
  pnl: number | null;
  commentary: string | null;
  status: PositionStatus;
  created_by: string | null;
  created_at: string;
  published_at: string | null;
  closed_at: string | null;
}

interface LegacyHistory {
  id: string;
  position_id: string;
  version: number;
  action: string;
  status: PositionStatus;
  actor_id: string | null;
  at: string;
  changes: string;
}

type Change = { before: string | number | null; after: string | number | null };
type Changes = Record<string, Change | undefined>;

interface LegacyDb {
  positions: LegacyPosition & Record<string, unknown>;
  position_history: LegacyHistory;
  position_events: EventRow;
}

interface EventRow {
  id: string;
  position_id: string;
  seq: number;
  type: string;
  at: string;
  actor_id: string | null;
  data: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("position_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position_id", "text", (c) => c.notNull().references("positions.id"))
    // 1 for `opened`, then one more per event: the order never depends on clock resolution.
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    // JSON of the event's facts (src/shared/trade-lifecycle.ts, tradeEventDataSchema).
    .addColumn("data", "text", (c) => c.notNull())
    .addUniqueConstraint("position_events_seq_unique", ["position_id", "seq"])
    .execute();

  // The derived state (docs/product.md#lifecycle): `stop_loss` is the stop now, `target_price` TP1's price,
  // `exit_price` the share-weighted exit and `pnl` the result in percent once closed.
  const alter = db.schema.alterTable("positions");
  for (const column of ["entry_zone_low", "entry_zone_high", "initial_stop_loss", "result_pips", "result_r"]) {
    await alter.addColumn(column, "double precision").execute();
  }
  await alter.addColumn("result_percent", "double precision").execute();
  await alter.addColumn("targets", "text", (c) => c.notNull().defaultTo("[]")).execute();
  await alter.addColumn("open_share", "double precision", (c) => c.notNull().defaultTo(100)).execute();
  await alter.addColumn("realized_share", "double precision", (c) => c.notNull().defaultTo(0)).execute();
  await alter.addColumn("outcome", "text").execute();
  await alter.addColumn("outcome_reason", "text").execute();

  const legacy = db as unknown as Kysely<LegacyDb>;
  const positions = await legacy
    .selectFrom("positions")
    .select([
      "id",
      "asset",
      "asset_class",
      "direction",
      "entry_price",
      "current_price",
      "target_price",
      "stop_loss",
      "exit_price",
      "pnl",
      "commentary",
      "status",
      "created_by",
      "created_at",
      "published_at",
      "closed_at",
    ])
    .execute();
  const history = await legacy.selectFrom("position_history").selectAll().orderBy("version").execute();
  for (const position of positions) {
    const own = history.filter((row) => row.position_id === position.id);
    const events = eventsOf(position, own);
    const instrument = { asset: position.asset, assetClass: position.asset_class, direction: position.direction };
    const state =
      events.length === 0
        ? planState(instrument, planOf(position, position.stop_loss, position.target_price))
        : deriveTradeState(instrument, events);
    if (events.length > 0) {
      await legacy
        .insertInto("position_events")
        .values(
          events.map(({ at, actor, ...data }, index) => ({
            id: randomUUID(),
            position_id: position.id,
            seq: index + 1,
            type: data.type,
            at,
            actor_id: actor,
            data: JSON.stringify(data),
          })),
        )
        .execute();
    }
    await legacy.updateTable("positions").set(stateColumns(state)).where("id", "=", position.id).execute();
  }
  await db.schema.dropTable("position_history").execute();
}

/** The row's derived columns for a state (the same mapping the positions repository writes). */
function stateColumns(state: TradeState) {
  const counted = state.outcome !== "cancelled" && state.outcome !== "voided";
  return {
    target_price: state.targets[0]?.price ?? null,
    stop_loss: state.stopLoss,
    initial_stop_loss: state.initialStopLoss,
    exit_price: state.exitPrice,
    pnl: state.status === "closed" && counted ? state.results.percent : null,
    result_percent: state.results.percent,
    result_pips: state.results.pips,
    result_r: state.results.r,
    targets: JSON.stringify(state.targets),
    open_share: state.openShare,
    realized_share: state.realizedShare,
    outcome: state.outcome,
    outcome_reason: state.outcomeReason,
  };
}

function planOf(position: LegacyPosition, stop: number | null, target: number | null): TradePlan {
  return {
    entryPrice: position.entry_price,
    entryZoneLow: null,
    entryZoneHigh: null,
    stopLoss: stop,
    targets: target === null ? [] : [{ price: target, share: 100 }],
  };
}

type LegacyEvent = TimedTradeEvent & { actor: string | null };

const numberOf = (value: string | number | null | undefined): number | null =>
  typeof value === "number" ? value : null;

function eventsOf(position: LegacyPosition, history: readonly LegacyHistory[]): LegacyEvent[] {
  if (position.status === "planning") return [];
  const publication = history.findIndex((row) => row.status !== "planning");
  const atPublication: Record<string, string | number | null> = {};
  for (const row of history.slice(0, publication + 1)) {
    for (const [field, change] of Object.entries(JSON.parse(row.changes) as Changes)) {
      if (change) atPublication[field] = change.after;
    }
  }
  const published = history[publication];
  const target = numberOf(atPublication.targetPrice) ?? position.target_price;
  const stop = publication >= 0 ? numberOf(atPublication.stopLoss) : position.stop_loss;
  const events: LegacyEvent[] = [
    {
      type: "opened",
      plan: planOf(position, stop, target),
      at: position.published_at ?? published?.at ?? position.created_at,
      actor: published?.actor_id ?? position.created_by,
    },
  ];
  const add = (data: TradeEventData, row: LegacyHistory) => events.push({ ...data, at: row.at, actor: row.actor_id });
  let currentTarget = target;
  let currentStop = stop;
  for (const row of publication >= 0 ? history.slice(publication + 1) : []) {
    const changes = JSON.parse(row.changes) as Changes;
    const newStop = numberOf(changes.stopLoss?.after);
    if (newStop !== null && newStop !== currentStop) {
      add({ type: "stop_moved", from: currentStop, to: newStop, reason: stopReason(position, newStop) }, row);
      currentStop = newStop;
    }
    const newTarget = numberOf(changes.targetPrice?.after);
    if (newTarget !== null && currentTarget !== null && newTarget !== currentTarget) {
      add({ type: "target_changed", target: 1, from: currentTarget, to: newTarget }, row);
      currentTarget = newTarget;
    }
    const note = changes.commentary?.after;
    if (typeof note === "string" && note !== "") add({ type: "note", text: note }, row);
  }
  if (position.status === "closed") {
    const closing = history.findLast((row) => row.action === "closed" || row.action === "created");
    const price = exitGiving(position);
    events.push({
      type: "closed",
      price,
      share: 100,
      reason: closeReason(price, currentTarget, currentStop),
      at: position.closed_at ?? closing?.at ?? position.created_at,
      actor: closing?.actor_id ?? position.created_by,
    });
  }
  return events;
}

const stopReason = (position: LegacyPosition, stop: number) =>
  stop === position.entry_price ? ("break_even" as const) : ("manual" as const);

function closeReason(price: number | null, target: number | null, stop: number | null): CloseReason {
  if (price !== null && price === target) return "final_target";
  if (price !== null && price === stop) return "stop";
  return "manual";
}

/**
 * The exit whose result is the P&L members were shown: the recorded exit when it gives that P&L, otherwise the one
 * worked back from it. Null when no P&L was recorded (a result unknown stays unknown), or when the P&L could not
 * come from a positive price (a short gaining 100% or more).
 */
function exitGiving(position: LegacyPosition): number | null {
  const { pnl, exit_price: exit, entry_price: entry, direction } = position;
  if (pnl === null) return null;
  if (exit !== null && computePnlPercent(direction, entry, exit) === pnl) return exit;
  const worked = entry * (1 + ((direction === "long" ? 1 : -1) * pnl) / 100);
  return worked > 0 && Number.isFinite(worked) ? worked : null;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("position_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position_id", "text", (c) => c.notNull().references("positions.id"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("changes", "text", (c) => c.notNull())
    .addUniqueConstraint("position_history_version_unique", ["position_id", "version"])
    .execute();
  await db.schema.dropTable("position_events").execute();
  for (const column of [
    "entry_zone_low",
    "entry_zone_high",
    "initial_stop_loss",
    "result_percent",
    "result_pips",
    "result_r",
    "targets",
    "open_share",
    "realized_share",
    "outcome",
    "outcome_reason",
  ]) {
    await db.schema.alterTable("positions").dropColumn(column).execute();
  }
}
