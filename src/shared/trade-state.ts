/**
 * docs/product.md#lifecycle: a position's current state is derived from its events by `deriveTradeState`, the one
 * place the rules live for server and client; `resolveTradeEvent` turns what an admin reports into the fact stored,
 * or the reason it cannot happen.
 */
import type { Instrument } from "./format.js";
import { favourSign, type Direction, type PositionStatus } from "./positions.js";
import {
  LIFECYCLE_MESSAGES as M,
  SHARE_TOTAL,
  type Outcome,
  type Target,
  type TimedTradeEvent,
  type TradeEventData,
  type TradeEventInput,
  type TradePlan,
  type TradeResults,
} from "./trade-lifecycle.js";
import { averageExit, realizedResults, type ClosedPart } from "./trade-results.js";

export interface TradeInstrument extends Instrument {
  direction: Direction;
}

export interface TradeState {
  status: PositionStatus;
  outcome: Outcome | null;
  outcomeReason: string | null;
  plan: TradePlan;
  initialStopLoss: number | null;
  stopLoss: number | null;
  targets: Target[];
  openShare: number;
  realizedShare: number;
  /** The closed parts, in order, with the targets each hit; the last one is what a close correction changes. */
  parts: (ClosedPart & { targets: number[] })[];
  /** Share-weighted exit once closed; null while open. */
  exitPrice: number | null;
  results: TradeResults;
  openedAt: string | null;
  closedAt: string | null;
}

const planTargets = (plan: TradePlan): Target[] =>
  plan.targets.map((target, index) => ({
    number: index + 1,
    price: target.price,
    share: target.share,
    state: "open",
    hitAt: null,
    hitPrice: null,
  }));

/** A draft's state: its plan, nothing closed. */
export function planState(instrument: TradeInstrument, plan: TradePlan): TradeState {
  return finish(instrument, {
    status: "planning",
    outcome: null,
    outcomeReason: null,
    plan,
    initialStopLoss: plan.stopLoss,
    stopLoss: plan.stopLoss,
    targets: planTargets(plan),
    openShare: SHARE_TOTAL,
    realizedShare: 0,
    parts: [],
    exitPrice: null,
    results: { percent: null, pips: null, r: null },
    openedAt: null,
    closedAt: null,
  });
}

function finish(instrument: TradeInstrument, state: TradeState): TradeState {
  const counted = state.outcome !== "cancelled" && state.outcome !== "voided";
  const basis = { ...instrument, entryPrice: state.plan.entryPrice, initialStopLoss: state.initialStopLoss };
  return {
    ...state,
    realizedShare: state.parts.reduce((sum, part) => sum + part.share, 0),
    results: counted ? realizedResults(basis, state.parts) : { percent: null, pips: null, r: null },
    exitPrice: state.status === "closed" && counted ? averageExit(state.parts) : null,
  };
}

function close(state: TradeState, outcome: Outcome, at: string): TradeState {
  return { ...state, status: "closed", outcome, openShare: 0, closedAt: at };
}

function apply(state: TradeState, event: TimedTradeEvent): TradeState {
  switch (event.type) {
    case "opened":
      return { ...state, status: "active", openedAt: event.at };
    case "target_hit": {
      const targets = state.targets.map((target) =>
        target.number === event.target
          ? { ...target, state: "hit" as const, hitAt: event.at, hitPrice: event.price }
          : target,
      );
      // A target only marked hit (share 0) closes nothing and leaves no part.
      const part = { share: event.share, price: event.price, targets: [event.target] };
      const next = {
        ...state,
        targets,
        openShare: state.openShare - event.share,
        parts: event.share > 0 ? [...state.parts, part] : state.parts,
      };
      return next.openShare <= 0 ? close(next, "final_target", event.at) : next;
    }
    case "partial_close":
      return {
        ...state,
        openShare: state.openShare - event.share,
        parts: [...state.parts, { share: event.share, price: event.price, targets: [] }],
      };
    case "stop_moved":
      return { ...state, stopLoss: event.to };
    case "target_changed":
      return {
        ...state,
        targets: state.targets.map((target) =>
          target.number === event.target ? { ...target, price: event.to } : target,
        ),
      };
    case "note":
      return state;
    case "closed": {
      // On the final target, the price went through every target still open.
      const hit =
        event.reason === "final_target"
          ? state.targets.filter((target) => target.state === "open").map((target) => target.number)
          : [];
      const targets = state.targets.map((target) =>
        hit.includes(target.number)
          ? { ...target, state: "hit" as const, hitAt: event.at, hitPrice: event.price }
          : target,
      );
      const parts = [...state.parts, { share: event.share, price: event.price, targets: hit }];
      return close({ ...state, targets, parts }, event.reason, event.at);
    }
    case "close_corrected": {
      const last = state.parts.at(-1);
      const parts = state.parts.map((part) => (part === last ? { ...part, price: event.to } : part));
      const targets = state.targets.map((target) =>
        last?.targets.includes(target.number) ? { ...target, hitPrice: event.to } : target,
      );
      return { ...state, parts, targets };
    }
    case "cancelled":
      return { ...close(state, "cancelled", event.at), outcomeReason: event.reason };
    case "voided":
      return {
        ...state,
        status: "closed",
        outcome: "voided",
        outcomeReason: event.reason,
        openShare: 0,
        closedAt: state.closedAt ?? event.at,
      };
    case "plan_corrected":
      return {
        ...state,
        plan: event.plan,
        initialStopLoss: event.plan.stopLoss,
        stopLoss: event.plan.stopLoss,
        targets: planTargets(event.plan),
      };
  }
}

/**
 * The state after each of a published position's events, oldest first; the first is `opened`, carrying the plan.
 * Events are facts: they are applied as stored (`resolveTradeEvent` checked them when they were reported).
 */
export function replayTradeEvents<E extends TimedTradeEvent>(
  instrument: TradeInstrument,
  events: readonly E[],
): { event: E; state: TradeState }[] {
  const steps: { event: E; state: TradeState }[] = [];
  fold(instrument, events, (event, state) => steps.push({ event, state }));
  return steps;
}

/** docs/product.md#lifecycle: a published position's state now, from its events, oldest first. */
export function deriveTradeState(instrument: TradeInstrument, events: readonly TimedTradeEvent[]): TradeState {
  return fold(instrument, events, () => undefined);
}

function fold<E extends TimedTradeEvent>(
  instrument: TradeInstrument,
  events: readonly E[],
  each: (event: E, state: TradeState) => unknown,
): TradeState {
  const [opened] = events;
  if (opened?.type !== "opened") throw new Error("a position's events start with opened");
  let state = planState(instrument, opened.plan);
  let finished = state;
  for (const event of events) {
    state = apply(state, event);
    finished = finish(instrument, state);
    each(event, finished);
  }
  return finished;
}

/** What the resolver may know beyond the events: the last published price, for a stop's sanity. */
export interface ResolveContext {
  currentPrice: number | null;
}

export type Resolution = { ok: true; event: TradeEventData } | { ok: false; message: string };

const refuse = (message: string): Resolution => ({ ok: false, message });
const accept = (event: TradeEventData): Resolution => ({ ok: true, event });

/**
 * docs/product.md#lifecycle: the stored fact for what an admin reports, with left-out prices filled in, or why it
 * cannot happen to a position in this state.
 */
export function resolveTradeEvent(
  instrument: TradeInstrument,
  state: TradeState,
  input: TradeEventInput,
  context: ResolveContext,
): Resolution {
  if (state.status === "planning") return refuse(M.draft);
  const sign = favourSign(instrument.direction);
  const inFavour = (price: number, from: number) => (price - from) * sign > 0;
  const open = state.status === "active";
  switch (input.type) {
    case "note":
      return accept({ type: "note", text: input.text });
    case "voided":
      if (state.outcome === "voided") return refuse(M.alreadyVoided);
      return accept({ type: "voided", reason: input.reason, price: open ? (context.currentPrice ?? null) : null });
    case "close_corrected": {
      const last = state.parts.at(-1);
      if (state.status !== "closed" || !last || state.outcome === "voided" || state.outcome === "cancelled") {
        return refuse(M.notClosed);
      }
      return accept({ type: "close_corrected", from: last.price, to: input.price });
    }
  }
  if (!open) return refuse(M.notOpen);
  switch (input.type) {
    case "target_hit": {
      const target = state.targets.find((candidate) => candidate.number === input.target);
      if (!target) return refuse(M.unknownTarget);
      if (target.state === "hit") return refuse(M.targetAlreadyHit);
      const price = input.price ?? target.price;
      if (!inFavour(price, state.plan.entryPrice)) return refuse(M.hitOnLosingSide);
      const lastOpen = state.targets.filter((candidate) => candidate.state === "open").length === 1;
      const closes = lastOpen ? state.openShare : Math.min(target.share, state.openShare);
      const share = input.close === false ? 0 : closes;
      return accept({ type: "target_hit", target: target.number, price, share });
    }
    case "partial_close":
      if (input.share > state.openShare) return refuse(M.shareOverOpen);
      return input.share === state.openShare
        ? accept({ type: "closed", price: input.price, share: input.share, reason: "manual" })
        : accept({ type: "partial_close", share: input.share, price: input.price });
    case "stop_moved": {
      const to = input.to ?? (input.reason === "break_even" ? state.plan.entryPrice : undefined);
      if (to === undefined) return refuse(M.stopPriceRequired);
      const nextTarget = state.targets.find((target) => target.state === "open");
      const passes = (price: number | null | undefined) => price != null && !inFavour(price, to);
      if (passes(context.currentPrice) || passes(nextTarget?.price)) return refuse(M.stopPassesPrice);
      return accept({ type: "stop_moved", from: state.stopLoss, to, reason: input.reason });
    }
    case "target_changed": {
      const target = state.targets.find((candidate) => candidate.number === input.target);
      if (!target) return refuse(M.unknownTarget);
      if (target.state === "hit") return refuse(M.targetAlreadyHit);
      if (!inFavour(input.price, state.plan.entryPrice)) return refuse(M.targetWrongSide);
      const before = state.targets[target.number - 2];
      const after = state.targets[target.number];
      if ((before && !inFavour(input.price, before.price)) || (after && !inFavour(after.price, input.price))) {
        return refuse(M.targetsOutOfOrder);
      }
      return accept({ type: "target_changed", target: target.number, from: target.price, to: input.price });
    }
    case "closed": {
      const price = input.price ?? defaultClosePrice(state, input.reason);
      if (price === null) return refuse(closePriceMissing[input.reason]);
      return accept({ type: "closed", price, share: state.openShare, reason: input.reason });
    }
    case "cancelled":
      // A target hit always closes a share, so nothing realized means nothing hit either.
      if (state.realizedShare > 0) return refuse(M.cancelAfterFill);
      return accept({ type: "cancelled", reason: input.reason ?? null });
  }
}

const closePriceMissing = {
  manual: M.closeReasonPriceRequired,
  stop: M.noStop,
  final_target: M.noTarget,
} as const;

function defaultClosePrice(state: TradeState, reason: "final_target" | "stop" | "manual"): number | null {
  if (reason === "stop") return state.stopLoss;
  if (reason === "final_target") return state.targets.filter((target) => target.state === "open").at(-1)?.price ?? null;
  return null;
}

/** What decides whether a trade's plan may still be corrected. */
export interface CorrectableTrade {
  status: PositionStatus;
  publishedAt: string | null;
  realizedShare: number;
  targets: readonly Pick<Target, "state">[];
}

/** Some of the trade has filled: a target was hit, or part of it was closed. */
export const hasFilled = (trade: Pick<CorrectableTrade, "realizedShare" | "targets">): boolean =>
  trade.realizedShare > 0 || trade.targets.some((target) => target.state === "hit");

/**
 * docs/product.md#track-record: a published plan may be corrected for `windowMs` after it was published, while the
 * trade is open and nothing of it has filled; after that it is only amended by typed events. Answers when the window
 * ends, or null when the plan cannot be corrected at all (a draft, a finished trade, or one that has filled).
 */
export function correctableUntil(trade: CorrectableTrade, windowMs: number): string | null {
  if (trade.status !== "active" || hasFilled(trade)) return null;
  return correctionDeadline(trade.publishedAt, windowMs);
}

/** When the correction window of a plan published at `publishedAt` ends, by time alone; null for a draft. */
export const correctionDeadline = (publishedAt: string | null, windowMs: number): string | null =>
  publishedAt === null ? null : new Date(Date.parse(publishedAt) + windowMs).toISOString();
