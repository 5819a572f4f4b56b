import type { TickEvidence } from "../../../shared/price-tracking.js";
import { inputTargets, stopOnWrongSide, type ParsedPositionInput, type Position } from "../../../shared/positions.js";
import {
  LIFECYCLE_MESSAGES as M,
  type TimedTradeEvent,
  type TradeEventData,
  type TradeEventInput,
  type TradeEventOf,
  type TradePlan,
} from "../../../shared/trade-lifecycle.js";
import {
  deriveTradeState,
  hasFilled,
  replayTradeEvents,
  resolveTradeEvent,
  type TradeInstrument,
  type TradeState,
} from "../../../shared/trade-state.js";
import { allFinite, PRICE_RANGE_MESSAGES, priceRangeIssue } from "../../../shared/price-range.js";
import type { PositionEvent } from "../../../shared/ws-events.js";
import type { Executor } from "../../db/database.js";
import type { PositionEventRow, PositionRow } from "../../db/schema.js";
import { nextLink } from "../../../shared/record-chain.js";
import { sha256Hex } from "../../lib/sha256.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import { newId } from "../../lib/ids.js";
import { announceTradeEvent } from "./position-events.js";
import { describedColumns, instrumentOf, planFromInput } from "./position-records.js";
import * as repo from "./positions.repo.js";

/** A report, or one that depends on the state reached by the reports before it. */
export type PendingInput = TradeEventInput | ((state: TradeState) => TradeEventInput);

export interface Appended {
  /** The events added, in order. */
  events: TradeEventData[];
  /** The position's state after them. */
  state: TradeState;
  /** One announcement per event added, each in its own words. */
  announce(position: Position): PositionEvent[];
}

/**
 * Resolves each report against the state the ones before it reached, then stores the facts after the position's
 * earlier events. A report that cannot happen is refused (409 with the reason) before anything is written.
 */
export async function appendTradeEvents(
  trx: Executor,
  args: {
    row: PositionRow;
    prior: readonly TimedTradeEvent[];
    /** Facts to record as they are (`opened`). */
    events?: readonly TradeEventData[];
    inputs?: readonly PendingInput[];
    /** Null for what the price tracker recorded by itself. */
    actorId: string | null;
    /** What made the change for the actor: a provider key or an alert source (position-changes.ts, ChangeOrigin). */
    via?: string | null;
    now: string;
    currentPrice?: number | null;
    /** The tick the tracker detected the inputs on: kept on each event it made (docs/prices.md). */
    evidence?: TickEvidence;
  },
): Promise<Appended> {
  const instrument = instrumentOf(args.row);
  const timeline: TimedTradeEvent[] = [
    ...args.prior,
    ...(args.events ?? []).map((event) => ({ ...event, at: args.now })),
  ];
  let state = deriveTradeState(instrument, timeline);
  for (const pending of args.inputs ?? []) {
    const input = typeof pending === "function" ? pending(state) : pending;
    const resolution = resolveTradeEvent(instrument, state, input, { currentPrice: args.currentPrice ?? null });
    if (!resolution.ok) throw new AppError("conflict", adminOnlyText(resolution.message));
    refuseOutOfRange(instrument, input);
    timeline.push({ ...withEvidence(resolution.event, args.evidence), at: args.now });
    state = deriveTradeState(instrument, timeline);
  }
  const { percent, pips, r } = state.results;
  if (!allFinite([percent, pips, r, state.exitPrice]))
    throw new AppError("invalid", adminOnlyText(PRICE_RANGE_MESSAGES.resultsNotFinite));
  const added = timeline.slice(args.prior.length).map(withoutTime);
  await repo.insertEvents(trx, await chained(trx, args, added));
  const steps = replayTradeEvents(instrument, timeline).slice(args.prior.length);
  return {
    events: added,
    state,
    announce: (position) =>
      steps.map((step) => announceTradeEvent(instrument, withoutTime(step.event), step.state, position, args.now)),
  };
}

/**
 * The new events' rows, each linked to the one stored before it (docs/decisions/0015-verifiable-track-record.md). The
 * chain's end is held until the transaction ends.
 */
async function chained(
  trx: Executor,
  args: {
    row: PositionRow;
    prior: readonly TimedTradeEvent[];
    actorId: string | null;
    via?: string | null;
    now: string;
  },
  added: readonly TradeEventData[],
): Promise<PositionEventRow[]> {
  if (added.length === 0) return [];
  await repo.lockEventChain(trx);
  let previous = await repo.lastChainLink(trx);
  return added.map((event, index) => {
    const seq = args.prior.length + index + 1;
    const link = nextLink(sha256Hex, previous, {
      sequence: (previous?.sequence ?? 0) + 1,
      positionId: args.row.id,
      seq,
      type: event.type,
      at: args.now,
      instrument: instrumentOf(args.row),
      data: event,
    });
    previous = link;
    return {
      id: newId(),
      position_id: args.row.id,
      seq,
      type: event.type,
      at: args.now,
      actor_id: args.actorId,
      via: args.via ?? null,
      data: JSON.stringify(event),
      chain_seq: link.sequence,
      prev_hash: link.prevHash,
      content_hash: link.contentHash,
      hash: link.hash,
    };
  });
}

/** docs/product.md#price-input: a reported price in the instrument's range (the plan's prices were checked by its schema). */
function refuseOutOfRange(instrument: TradeInstrument, input: TradeEventInput) {
  const price = "price" in input ? input.price : "to" in input ? input.to : undefined;
  const issue = price === undefined ? null : priceRangeIssue(price, instrument);
  if (issue) throw new AppError("invalid", adminOnlyText(issue), { fieldErrors: { price: adminOnlyText(issue) } });
}

function withEvidence(event: TradeEventData, evidence: TickEvidence | undefined): TradeEventData {
  const carries = event.type === "target_hit" || event.type === "stop_moved" || event.type === "closed";
  return evidence && carries ? { ...event, evidence } : event;
}

export type OpenedMarket = NonNullable<TradeEventOf<"opened">["market"]>;

const withoutTime = ({ at: _at, ...event }: TimedTradeEvent): TradeEventData => event as TradeEventData;

/**
 * A close at an exit price the editor sent: on the stop it is a stop-out, on the last open target the final target,
 * otherwise a manual close.
 */
export function closingAt(state: TradeState, price: number): TradeEventInput {
  const lastTarget = state.targets.filter((target) => target.state === "open").at(-1);
  if (price === state.stopLoss) return { type: "closed", price, reason: "stop" };
  if (price === lastTarget?.price) return { type: "closed", price, reason: "final_target" };
  return { type: "closed", price, reason: "manual" };
}

/**
 * docs/product.md#targets: where a plan is set (a draft, its publication, a correction) its stop is on the losing side
 * of its entry; a running trade's stop moves are judged against the market by `resolveTradeEvent`.
 */
export function assertPlanStop(plan: Parameters<typeof stopOnWrongSide>[0]): void {
  if (stopOnWrongSide(plan)) {
    throw new AppError("invalid", adminOnlyText(M.stopWrongSide), {
      fieldErrors: { stopLoss: adminOnlyText(M.stopWrongSide) },
    });
  }
}

function exitOf(input: ParsedPositionInput): number {
  if (input.exitPrice === undefined)
    throw new AppError("invalid", adminOnlyText(M.exitRequired), {
      fieldErrors: { exitPrice: adminOnlyText(M.exitRequired) },
    });
  return input.exitPrice;
}

/** A new position's first events: `opened` with its plan, and the reports of a position entered as closed. */
export function openingEvents(plan: TradePlan, input: ParsedPositionInput, market?: OpenedMarket) {
  const events: TradeEventData[] = [market ? { type: "opened", plan, market } : { type: "opened", plan }];
  const inputs: PendingInput[] = [];
  if (input.status === "closed") {
    const exit = exitOf(input);
    inputs.push((state) => closingAt(state, exit));
  }
  return { events, inputs };
}

const INSTRUMENT_COLUMNS = ["asset", "asset_class", "direction"] as const;
const PLAN_COLUMNS = ["entry_price", "entry_zone_low", "entry_zone_high", "risk_level"] as const;

export interface Edit {
  /** A plan correction, made within the correction window (docs/product.md#track-record). */
  corrected: TradeEventOf<"plan_corrected"> | null;
  inputs: PendingInput[];
}

/**
 * docs/product.md#lifecycle: the events an editor's PUT of a published position stands for. Within the correction
 * window (`correctable`) and before anything closed, a changed plan (entry, zone, risk, stop, targets) is one
 * `plan_corrected`; after it the plan is fixed, and the stop, the targets' prices, the commentary, the close and the
 * exit become their events. The instrument is fixed from publication.
 */
export function editAsEvents(
  before: PositionRow,
  state: TradeState,
  input: ParsedPositionInput,
  correctable: boolean,
): Edit {
  const described = describedColumns(input);
  if (INSTRUMENT_COLUMNS.some((column) => described[column] !== before[column])) {
    throw new AppError("conflict", adminOnlyText(M.planFixed));
  }
  if (before.status === "closed" && input.status === "active")
    throw new AppError("conflict", adminOnlyText(M.cannotReopen));
  const plan = editedPlan(state, input);
  // A stop or a target's price has a typed event of its own; what has none is a correction.
  const planChanged =
    PLAN_COLUMNS.some((column) => described[column] !== before[column]) || !sameTargetShape(plan, state);
  if (planChanged && correctable && state.status === "active") {
    if (hasFilled(state)) {
      throw new AppError("conflict", adminOnlyText(M.correctionAfterFill));
    }
    assertPlanStop({ direction: input.direction, ...plan });
    const corrected = { type: "plan_corrected" as const, from: state.plan, plan, riskLevel: described.risk_level };
    return { corrected, inputs: closingInputs(before, input) };
  }
  if (planChanged && state.status === "active") throw new AppError("conflict", adminOnlyText(M.correctionWindowPassed));
  if (PLAN_COLUMNS.some((column) => described[column] !== before[column]))
    throw new AppError("conflict", adminOnlyText(M.planFixed));
  return { corrected: null, inputs: amendments(before, state, input) };
}

/** The plan an edit describes; `targetPrice` alone moves TP1 of the targets there are (docs/product.md#targets). */
function editedPlan(state: TradeState, input: ParsedPositionInput): TradePlan {
  const plan = planFromInput(input);
  const first = input.targetPrice;
  if (input.targets !== undefined || first === undefined || state.targets.length === 0) return plan;
  const targets = state.targets.map((target, index) => ({
    price: index === 0 ? first : target.price,
    share: target.share,
  }));
  return { ...plan, targets };
}

const sameTargetShape = (plan: TradePlan, state: TradeState) =>
  plan.targets.length === state.targets.length &&
  plan.targets.every((target, index) => target.share === state.targets[index]?.share);

/** After a correction: the commentary as a note, and a close when the editor closed it too. */
function closingInputs(before: PositionRow, input: ParsedPositionInput): PendingInput[] {
  const inputs: PendingInput[] = [];
  if (input.commentary !== undefined && input.commentary !== before.commentary) {
    inputs.push({ type: "note", text: input.commentary });
  }
  if (input.status === "closed") {
    const exit = exitOf(input);
    inputs.push((reached) => closingAt(reached, exit));
  }
  return inputs;
}

/** The typed amendments an edit of a published position's fixed plan stands for. */
function amendments(before: PositionRow, state: TradeState, input: ParsedPositionInput): PendingInput[] {
  const inputs: PendingInput[] = [];
  if (input.stopLoss === undefined) {
    if (state.stopLoss !== null) throw new AppError("conflict", adminOnlyText(M.stopNotRemoved));
  } else if (input.stopLoss !== state.stopLoss) {
    const reason = input.stopLoss === before.entry_price ? "break_even" : "manual";
    inputs.push({ type: "stop_moved", to: input.stopLoss, reason });
  }
  inputs.push(...targetChanges(state, input));
  if (input.commentary !== undefined && input.commentary !== before.commentary) {
    inputs.push({ type: "note", text: input.commentary });
  }
  if (before.status === "active" && input.status === "closed") {
    const exit = exitOf(input);
    inputs.push((reached) => closingAt(reached, exit));
  } else if (before.status === "closed" && input.exitPrice !== undefined && input.exitPrice !== state.exitPrice) {
    inputs.push({ type: "close_corrected", price: input.exitPrice });
  }
  return inputs;
}

/** Moves of targets' prices; `targetPrice` alone names TP1 (docs/product.md#targets). */
function targetChanges(state: TradeState, input: ParsedPositionInput): TradeEventInput[] {
  const [first] = state.targets;
  if (input.targets === undefined && input.targetPrice !== undefined && first) {
    return first.price === input.targetPrice ? [] : [{ type: "target_changed", target: 1, price: input.targetPrice }];
  }
  const wanted = inputTargets(input);
  const sameShape =
    wanted.length === state.targets.length &&
    wanted.every((target, index) => target.share === state.targets[index]?.share);
  if (!sameShape) throw new AppError("conflict", adminOnlyText(M.targetsFixed));
  return wanted.flatMap((target, index) =>
    target.price === state.targets[index]?.price
      ? []
      : [{ type: "target_changed" as const, target: index + 1, price: target.price }],
  );
}
