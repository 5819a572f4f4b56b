import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partResults, roundResult } from "./trade-results.js";
import {
  LIFECYCLE_MESSAGES as M,
  type TimedTradeEvent,
  type TradeEventInput,
  type TradePlan,
} from "./trade-lifecycle.js";
import {
  correctableUntil,
  correctionDeadline,
  deriveTradeState,
  hasFilled,
  planState,
  replayTradeEvents,
  resolveTradeEvent,
  type TradeInstrument,
  type TradeState,
} from "./trade-state.js";

const LONG: TradeInstrument = { asset: "EUR/USD", assetClass: "forex", direction: "long" };
const SHORT: TradeInstrument = { ...LONG, direction: "short" };
const PLAN: TradePlan = {
  entryPrice: 1.08,
  entryZoneLow: null,
  entryZoneHigh: null,
  stopLoss: 1.075,
  targets: [
    { price: 1.085, share: 50 },
    { price: 1.09, share: 50 },
  ],
};
const SHORT_PLAN: TradePlan = { ...PLAN, stopLoss: 1.085, targets: [{ price: 1.075, share: 100 }] };
const at = (minute: number) => `2026-11-21T12:${String(minute).padStart(2, "0")}:00.000Z`;

/** Reports each input in turn as the server does, failing the test on a refusal; answers the events and state. */
function run(
  instrument: TradeInstrument,
  plan: TradePlan,
  inputs: TradeEventInput[],
  currentPrice: number | null = null,
) {
  const events: TimedTradeEvent[] = [{ type: "opened", plan, at: at(0) }];
  for (const [index, input] of inputs.entries()) {
    const resolution = resolveTradeEvent(instrument, deriveTradeState(instrument, events), input, { currentPrice });
    if (!resolution.ok) throw new Error(`${input.type} refused: ${resolution.message}`);
    events.push({ ...resolution.event, at: at(index + 1) });
  }
  return { events, state: deriveTradeState(instrument, events) };
}

/** The reason a report is refused after the given ones, or "accepted". */
function refusal(
  inputs: TradeEventInput[],
  next: TradeEventInput,
  options: { instrument?: TradeInstrument; plan?: TradePlan; currentPrice?: number | null } = {},
) {
  const instrument = options.instrument ?? LONG;
  const { state } = run(instrument, options.plan ?? PLAN, inputs);
  const resolution = resolveTradeEvent(instrument, state, next, { currentPrice: options.currentPrice ?? null });
  return resolution.ok ? "accepted" : resolution.message;
}

function resolved(state: TradeState, input: TradeEventInput, currentPrice: number | null = null) {
  const resolution = resolveTradeEvent(LONG, state, input, { currentPrice });
  if (!resolution.ok) throw new Error(resolution.message);
  return resolution.event;
}

describe("a trade's state from its events", () => {
  it("is the plan while a draft, and open at the plan once opened", () => {
    const draft = planState(LONG, PLAN);
    expect(draft).toMatchObject({
      status: "planning",
      outcome: null,
      initialStopLoss: 1.075,
      stopLoss: 1.075,
      openShare: 100,
      realizedShare: 0,
      exitPrice: null,
      results: { percent: null, pips: null, r: null },
      openedAt: null,
      closedAt: null,
    });
    expect(draft.targets).toEqual([
      { number: 1, price: 1.085, share: 50, state: "open", hitAt: null, hitPrice: null },
      { number: 2, price: 1.09, share: 50, state: "open", hitAt: null, hitPrice: null },
    ]);
    expect(run(LONG, PLAN, []).state).toMatchObject({ status: "active", openedAt: at(0), openShare: 100 });
  });

  it("needs the opening event first", () => {
    expect(() => deriveTradeState(LONG, [])).toThrow("a position's events start with opened");
    expect(() => replayTradeEvents(LONG, [{ type: "note", text: "x", at: at(0) }])).toThrow();
  });

  it("closes TP1's share at TP1, then the rest at the final target", () => {
    const first = run(LONG, PLAN, [{ type: "target_hit", target: 1 }]).state;
    expect(first).toMatchObject({ status: "active", openShare: 50, realizedShare: 50, exitPrice: null, outcome: null });
    expect(first.targets[0]).toMatchObject({ state: "hit", hitAt: at(1), hitPrice: 1.085 });
    expect(first.results).toEqual({ percent: 0.23, pips: 25, r: 0.5 });

    const done = run(LONG, PLAN, [
      { type: "target_hit", target: 1 },
      { type: "target_hit", target: 2, price: 1.0905 },
    ]).state;
    expect(done).toMatchObject({
      status: "closed",
      outcome: "final_target",
      openShare: 0,
      realizedShare: 100,
      closedAt: at(2),
      exitPrice: 1.08775,
      results: { percent: 0.72, pips: 77.5, r: 1.55 },
    });
    expect(done.targets.map((target) => target.state)).toEqual(["hit", "hit"]);
  });

  it("closes only what is open when a target is hit after a partial close, and all of it on the last target", () => {
    const { events, state } = run(LONG, PLAN, [
      { type: "partial_close", share: 70, price: 1.082 },
      { type: "target_hit", target: 1 },
    ]);
    expect(events.at(-1)).toMatchObject({ type: "target_hit", share: 30 });
    expect(state).toMatchObject({ status: "closed", outcome: "final_target", openShare: 0, realizedShare: 100 });
    // TP2 was never reached: it stays open on a trade that closed.
    expect(state.targets[1]?.state).toBe("open");
  });

  it("hitting the last open target closes what is left, even out of order", () => {
    const { events, state } = run(LONG, PLAN, [
      { type: "target_hit", target: 2 },
      { type: "target_hit", target: 1 },
    ]);
    expect(events.slice(1).map((event) => (event.type === "target_hit" ? event.share : 0))).toEqual([50, 50]);
    expect(state.status).toBe("closed");
  });

  it("moves the stop, moves a target and keeps notes without touching the result", () => {
    const { state } = run(LONG, PLAN, [
      { type: "stop_moved", reason: "break_even" },
      { type: "target_changed", target: 2, price: 1.095 },
      { type: "note", text: "Holding" },
    ]);
    expect(state).toMatchObject({ stopLoss: 1.08, initialStopLoss: 1.075, openShare: 100 });
    expect(state.targets[1]?.price).toBe(1.095);
    expect(state.results.percent).toBeNull();
  });

  it("closes the open share at the close, marking every open target hit only on the final target", () => {
    const onTarget = run(LONG, PLAN, [{ type: "closed", reason: "final_target" }]).state;
    expect(onTarget.targets.map((target) => [target.state, target.hitPrice])).toEqual([
      ["hit", 1.09],
      ["hit", 1.09],
    ]);
    const stopped = run(LONG, PLAN, [{ type: "closed", reason: "stop" }]).state;
    expect(stopped).toMatchObject({ outcome: "stop", exitPrice: 1.075, results: { r: -1 } });
    expect(stopped.targets.map((target) => target.state)).toEqual(["open", "open"]);
    const manual = run(LONG, PLAN, [{ type: "closed", reason: "manual", price: 1.081 }]).state;
    expect(manual).toMatchObject({ outcome: "manual", exitPrice: 1.081, realizedShare: 100 });
  });

  it("corrects the last close's price and the targets it hit, and recomputes", () => {
    const { state } = run(LONG, PLAN, [
      { type: "target_hit", target: 1 },
      { type: "target_hit", target: 2 },
      { type: "close_corrected", price: 1.095 },
    ]);
    expect(state.targets.map((target) => target.hitPrice)).toEqual([1.085, 1.095]);
    expect(state.results).toEqual({ percent: 0.93, pips: 100, r: 2 });
    const manual = run(LONG, PLAN, [
      { type: "closed", reason: "manual", price: 1.07 },
      { type: "close_corrected", price: 1.085 },
    ]).state;
    expect(manual.targets.map((target) => target.hitPrice)).toEqual([null, null]);
    expect(manual).toMatchObject({ exitPrice: 1.085, results: { percent: 0.46 } });
  });

  it("counts no result for a cancelled or voided trade, and keeps when a closed one ended", () => {
    const cancelled = run(LONG, PLAN, [{ type: "cancelled" }]).state;
    expect(cancelled).toMatchObject({
      status: "closed",
      outcome: "cancelled",
      outcomeReason: null,
      openShare: 0,
      closedAt: at(1),
      exitPrice: null,
      results: { percent: null, pips: null, r: null },
    });
    const partlyClosed = run(LONG, PLAN, [
      { type: "partial_close", share: 40, price: 1.09 },
      { type: "voided", reason: "Wrong pair" },
    ]).state;
    expect(partlyClosed).toMatchObject({
      status: "closed",
      outcome: "voided",
      outcomeReason: "Wrong pair",
      openShare: 0,
      realizedShare: 40,
      closedAt: at(2),
      results: { percent: null, pips: null, r: null },
    });
    const afterClose = run(LONG, PLAN, [
      { type: "closed", reason: "stop" },
      { type: "voided", reason: "Published twice" },
    ]).state;
    expect(afterClose).toMatchObject({ closedAt: at(1), exitPrice: null });
  });

  it("reads a close of unknown price as closed without a result", () => {
    const events: TimedTradeEvent[] = [
      { type: "opened", plan: PLAN, at: at(0) },
      { type: "closed", price: null, share: 100, reason: "manual", at: at(1) },
    ];
    expect(deriveTradeState(LONG, events)).toMatchObject({
      status: "closed",
      exitPrice: null,
      results: { percent: null, pips: null, r: null },
    });
  });
});

describe("what an admin may report", () => {
  it("refuses any event on a draft", () => {
    for (const input of [
      { type: "note", text: "x" },
      { type: "voided", reason: "x" },
    ] as TradeEventInput[]) {
      expect(resolveTradeEvent(LONG, planState(LONG, PLAN), input, { currentPrice: null })).toEqual({
        ok: false,
        message: M.draft,
      });
    }
  });

  it("takes notes and a void on any published trade, a void only once", () => {
    const closed: TradeEventInput[] = [{ type: "closed", reason: "stop" }];
    expect(refusal(closed, { type: "note", text: "Lesson learned" })).toBe("accepted");
    expect(refusal(closed, { type: "voided", reason: "Error" })).toBe("accepted");
    expect(refusal([{ type: "voided", reason: "Error" }], { type: "voided", reason: "Again" })).toBe(M.alreadyVoided);
    expect(refusal([{ type: "voided", reason: "Error" }], { type: "note", text: "Sorry" })).toBe("accepted");
  });

  it("refuses every trading event once the trade is no longer open", () => {
    const inputs: TradeEventInput[] = [
      { type: "target_hit", target: 1 },
      { type: "partial_close", share: 10, price: 1.09 },
      { type: "stop_moved", reason: "break_even" },
      { type: "target_changed", target: 1, price: 1.086 },
      { type: "closed", reason: "manual", price: 1.09 },
      { type: "cancelled" },
    ];
    for (const before of [[{ type: "closed", reason: "stop" }], [{ type: "cancelled" }]] as TradeEventInput[][]) {
      for (const input of inputs) expect(refusal(before, input), input.type).toBe(M.notOpen);
    }
  });

  it("corrects only the exit of a trade closed at a price", () => {
    expect(refusal([], { type: "close_corrected", price: 1.09 })).toBe(M.notClosed);
    expect(refusal([{ type: "partial_close", share: 50, price: 1.09 }], { type: "close_corrected", price: 1.09 })).toBe(
      M.notClosed,
    );
    expect(refusal([{ type: "cancelled" }], { type: "close_corrected", price: 1.09 })).toBe(M.notClosed);
    expect(
      refusal(
        [
          { type: "closed", reason: "stop" },
          { type: "voided", reason: "x" },
        ],
        { type: "close_corrected", price: 1 },
      ),
    ).toBe(M.notClosed);
    const { state } = run(LONG, PLAN, [{ type: "closed", reason: "stop" }]);
    expect(resolved(state, { type: "close_corrected", price: 1.074 })).toEqual({
      type: "close_corrected",
      from: 1.075,
      to: 1.074,
    });
  });

  it("hits a known open target on the winning side, at its own price unless told", () => {
    expect(refusal([], { type: "target_hit", target: 3 })).toBe(M.unknownTarget);
    expect(refusal([{ type: "target_hit", target: 1 }], { type: "target_hit", target: 1 })).toBe(M.targetAlreadyHit);
    expect(refusal([], { type: "target_hit", target: 1, price: 1.08 })).toBe(M.hitOnLosingSide);
    expect(refusal([], { type: "target_hit", target: 1, price: 1.0801 })).toBe("accepted");
    expect(refusal([], { type: "target_hit", target: 1, price: 1.076 }, { instrument: SHORT, plan: SHORT_PLAN })).toBe(
      "accepted",
    );
    expect(refusal([], { type: "target_hit", target: 1, price: 1.08 }, { instrument: SHORT, plan: SHORT_PLAN })).toBe(
      M.hitOnLosingSide,
    );
    const { state } = run(LONG, PLAN, []);
    expect(resolved(state, { type: "target_hit", target: 1 })).toEqual({
      type: "target_hit",
      target: 1,
      price: 1.085,
      share: 50,
    });
  });

  it("closes part of the open share, all of it as a manual close, never more", () => {
    const partial: TradeEventInput[] = [{ type: "partial_close", share: 60, price: 1.082 }];
    expect(refusal(partial, { type: "partial_close", share: 41, price: 1.083 })).toBe(M.shareOverOpen);
    const { state } = run(LONG, PLAN, partial);
    expect(resolved(state, { type: "partial_close", share: 40, price: 1.083 })).toEqual({
      type: "closed",
      price: 1.083,
      share: 40,
      reason: "manual",
    });
    expect(resolved(state, { type: "partial_close", share: 39, price: 1.083 })).toEqual({
      type: "partial_close",
      share: 39,
      price: 1.083,
    });
  });

  it("moves the stop to the entry on break-even, and keeps it on the losing side of the price and the next target", () => {
    const { state } = run(LONG, PLAN, []);
    expect(resolved(state, { type: "stop_moved", reason: "break_even" })).toEqual({
      type: "stop_moved",
      from: 1.075,
      to: 1.08,
      reason: "break_even",
    });
    expect(refusal([], { type: "stop_moved", reason: "trailing" })).toBe(M.stopPriceRequired);
    expect(refusal([], { type: "stop_moved", reason: "manual" })).toBe(M.stopPriceRequired);
    expect(refusal([], { type: "stop_moved", reason: "trailing", to: 1.083 }, { currentPrice: 1.083 })).toBe(
      M.stopPassesPrice,
    );
    expect(refusal([], { type: "stop_moved", reason: "trailing", to: 1.0829 }, { currentPrice: 1.083 })).toBe(
      "accepted",
    );
    // Without a current price, the next open target bounds it.
    expect(refusal([], { type: "stop_moved", reason: "trailing", to: 1.085 })).toBe(M.stopPassesPrice);
    expect(refusal([], { type: "stop_moved", reason: "trailing", to: 1.0849 })).toBe("accepted");
    expect(refusal([{ type: "target_hit", target: 1 }], { type: "stop_moved", reason: "trailing", to: 1.086 })).toBe(
      "accepted",
    );
    const short = { instrument: SHORT, plan: SHORT_PLAN };
    expect(refusal([], { type: "stop_moved", reason: "manual", to: 1.075 }, short)).toBe(M.stopPassesPrice);
    expect(refusal([], { type: "stop_moved", reason: "manual", to: 1.0751 }, short)).toBe("accepted");
    expect(refusal([], { type: "stop_moved", reason: "manual", to: 1.07 }, { ...short, currentPrice: 1.07 })).toBe(
      M.stopPassesPrice,
    );
    const noTargets = { plan: { ...PLAN, stopLoss: null, targets: [] } };
    expect(refusal([], { type: "stop_moved", reason: "manual", to: 1.2 }, noTargets)).toBe("accepted");
  });

  it("moves an open target's price, on the winning side and in order", () => {
    expect(refusal([], { type: "target_changed", target: 3, price: 1.1 })).toBe(M.unknownTarget);
    expect(refusal([{ type: "target_hit", target: 1 }], { type: "target_changed", target: 1, price: 1.086 })).toBe(
      M.targetAlreadyHit,
    );
    expect(refusal([], { type: "target_changed", target: 1, price: 1.08 })).toBe(M.targetWrongSide);
    expect(refusal([], { type: "target_changed", target: 1, price: 1.09 })).toBe(M.targetsOutOfOrder);
    expect(refusal([], { type: "target_changed", target: 2, price: 1.085 })).toBe(M.targetsOutOfOrder);
    expect(refusal([], { type: "target_changed", target: 1, price: 1.0899 })).toBe("accepted");
    expect(refusal([], { type: "target_changed", target: 2, price: 1.0851 })).toBe("accepted");
    const { state } = run(LONG, PLAN, []);
    expect(resolved(state, { type: "target_changed", target: 2, price: 1.1 })).toEqual({
      type: "target_changed",
      target: 2,
      from: 1.09,
      to: 1.1,
    });
  });

  it("closes at the stop, the last open target or the price given, whatever is left open", () => {
    const { state } = run(LONG, PLAN, [{ type: "target_hit", target: 1 }]);
    expect(resolved(state, { type: "closed", reason: "stop" })).toEqual({
      type: "closed",
      price: 1.075,
      share: 50,
      reason: "stop",
    });
    expect(resolved(state, { type: "closed", reason: "final_target" })).toMatchObject({ price: 1.09, share: 50 });
    expect(resolved(state, { type: "closed", reason: "stop", price: 1.074 })).toMatchObject({ price: 1.074 });
    expect(refusal([], { type: "closed", reason: "manual" })).toBe(M.closeReasonPriceRequired);
    const bare = { plan: { ...PLAN, stopLoss: null, targets: [] } };
    expect(refusal([], { type: "closed", reason: "stop" }, bare)).toBe(M.noStop);
    expect(refusal([], { type: "closed", reason: "final_target" }, bare)).toBe(M.noTarget);
  });

  it("cancels only a trade of which nothing was closed", () => {
    expect(refusal([{ type: "partial_close", share: 1, price: 1.08 }], { type: "cancelled" })).toBe(M.cancelAfterFill);
    expect(refusal([{ type: "target_hit", target: 1 }], { type: "cancelled" })).toBe(M.cancelAfterFill);
    const { state } = run(LONG, PLAN, [{ type: "stop_moved", reason: "break_even" }]);
    expect(resolved(state, { type: "cancelled" })).toEqual({ type: "cancelled", reason: null });
    expect(resolved(state, { type: "cancelled", reason: "Never triggered" })).toEqual({
      type: "cancelled",
      reason: "Never triggered",
    });
  });
});

/** A plan with 1 to 5 targets whose shares add up to 100, on the winning side of the entry and in order. */
const planFor = (long: boolean) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 4 }).map((cuts): TradePlan => {
    const bounds = [0, ...cuts.sort((a, b) => a - b), 100];
    const shares = bounds.slice(1).map((bound, i) => bound - (bounds[i] ?? 0));
    const sign = long ? 1 : -1;
    return {
      entryPrice: 100,
      entryZoneLow: null,
      entryZoneHigh: null,
      stopLoss: 100 - sign * 5,
      targets: shares.map((share, i) => ({ price: 100 + sign * (i + 1) * 2, share })),
    };
  });

const report: fc.Arbitrary<TradeEventInput> = fc.oneof(
  fc.record({ type: fc.constant("target_hit" as const), target: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    type: fc.constant("partial_close" as const),
    share: fc.integer({ min: 1, max: 100 }),
    price: fc.double({ min: 80, max: 120, noNaN: true }),
  }),
  fc.record({ type: fc.constant("stop_moved" as const), reason: fc.constant("break_even" as const) }),
  fc.record({
    type: fc.constant("closed" as const),
    reason: fc.constantFrom("final_target" as const, "stop" as const),
  }),
  fc.constant({ type: "cancelled" as const }),
);

describe("any sequence of reports", () => {
  it("keeps the shares adding up to 100, the result the sum over the parts, and a short the mirror of a long", () => {
    fc.assert(
      fc.property(planFor(true), fc.array(report, { maxLength: 12 }), (longPlan, inputs) => {
        const shortPlan: TradePlan = {
          ...longPlan,
          stopLoss: 105,
          targets: longPlan.targets.map((target) => ({ ...target, price: 200 - target.price })),
        };
        const mirror = (input: TradeEventInput): TradeEventInput =>
          input.type === "partial_close" ? { ...input, price: 200 - input.price } : input;
        const events = {
          long: [{ type: "opened", plan: longPlan, at: at(0) }] as TimedTradeEvent[],
          short: [] as TimedTradeEvent[],
        };
        events.short = [{ type: "opened", plan: shortPlan, at: at(0) }];
        for (const input of inputs) {
          const long = resolveTradeEvent(LONG, deriveTradeState(LONG, events.long), input, { currentPrice: null });
          const short = resolveTradeEvent(SHORT, deriveTradeState(SHORT, events.short), mirror(input), {
            currentPrice: null,
          });
          // The same report is possible, or not, for the trade and its mirror image.
          expect(short.ok).toBe(long.ok);
          if (!long.ok || !short.ok) continue;
          events.long.push({ ...long.event, at: at(1) });
          events.short.push({ ...short.event, at: at(1) });
          const state = deriveTradeState(LONG, events.long);
          const counted = state.outcome !== "cancelled" && state.outcome !== "voided";
          if (counted) expect(state.openShare + state.realizedShare).toBe(100);
          expect(state.openShare).toBeGreaterThanOrEqual(0);
          expect(state.status === "active").toBe(state.openShare > 0);
          const sum = state.parts.reduce(
            (total, part) =>
              total +
              partResults(
                { ...LONG, entryPrice: 100, initialStopLoss: 95 },
                { share: part.share, price: part.price ?? Number.NaN },
              ).percent,
            0,
          );
          expect(state.results.percent).toBe(counted && state.parts.length > 0 ? roundResult(sum, 2) : null);
          const mirrored = deriveTradeState(SHORT, events.short);
          // Mirrored about the entry, a short earns what the long earns.
          expect(mirrored.results).toEqual(state.results);
          expect(mirrored.openShare).toBe(state.openShare);
        }
      }),
    );
  });
});

describe("how long a published plan may be corrected", () => {
  const WINDOW = 5 * 60_000;
  const open = {
    status: "active" as const,
    publishedAt: "2026-11-21T12:00:00.000Z",
    realizedShare: 0,
    targets: [{ state: "open" as const }, { state: "open" as const }],
  };

  it("until the window after publishing ends, while the trade is open and nothing of it has filled", () => {
    expect(correctableUntil(open, WINDOW)).toBe("2026-11-21T12:05:00.000Z");
    expect(correctableUntil(open, 0)).toBe("2026-11-21T12:00:00.000Z");
    expect(correctionDeadline(open.publishedAt, WINDOW)).toBe("2026-11-21T12:05:00.000Z");
  });

  it("not at all for a draft, a finished trade, or one with a target hit or a part closed", () => {
    expect(correctableUntil({ ...open, status: "planning", publishedAt: null }, WINDOW)).toBeNull();
    expect(correctableUntil({ ...open, publishedAt: null }, WINDOW)).toBeNull();
    expect(correctionDeadline(null, WINDOW)).toBeNull();
    expect(correctableUntil({ ...open, status: "closed" }, WINDOW)).toBeNull();
    expect(correctableUntil({ ...open, targets: [{ state: "open" }, { state: "hit" }] }, WINDOW)).toBeNull();
    expect(correctableUntil({ ...open, realizedShare: 25 }, WINDOW)).toBeNull();
    expect(hasFilled(open)).toBe(false);
    expect(hasFilled({ realizedShare: 0.5, targets: [] })).toBe(true);
  });
});

describe("the steps a trade can take beside the usual path", () => {
  const NO_RESULT = { percent: null, pips: null, r: null };

  it("has no result before anything is closed", () => {
    expect(planState(LONG, PLAN).results).toEqual(NO_RESULT);
    expect(run(LONG, PLAN, []).state.results).toEqual(NO_RESULT);
  });

  it("marks a target hit without closing any of it when told, and the last open target then closes what is left", () => {
    const marked = run(LONG, PLAN, [{ type: "target_hit", target: 1, close: false }]);
    expect(marked.events.at(-1)).toMatchObject({ type: "target_hit", target: 1, share: 0 });
    expect(marked.state).toMatchObject({ status: "active", openShare: 100, realizedShare: 0, parts: [] });
    expect(marked.state.targets[0]).toMatchObject({ state: "hit", hitPrice: 1.085 });

    const { events, state } = run(LONG, PLAN, [
      { type: "target_hit", target: 1, close: false },
      { type: "target_hit", target: 2 },
    ]);
    expect(events.at(-1)).toMatchObject({ type: "target_hit", target: 2, share: 100 });
    expect(state).toMatchObject({ status: "closed", outcome: "final_target", openShare: 0, exitPrice: 1.09 });
  });

  it("closes only a target's share on the middle of three targets, and the rest on the last", () => {
    const plan: TradePlan = {
      ...PLAN,
      targets: [
        { price: 1.085, share: 30 },
        { price: 1.09, share: 30 },
        { price: 1.095, share: 40 },
      ],
    };
    const { events, state } = run(LONG, plan, [
      { type: "target_hit", target: 1 },
      { type: "target_hit", target: 2 },
    ]);
    expect(events.at(-1)).toMatchObject({ type: "target_hit", target: 2, share: 30 });
    expect(state).toMatchObject({ status: "active", openShare: 40 });
    const last = run(LONG, plan, [
      { type: "target_hit", target: 1 },
      { type: "target_hit", target: 2 },
      { type: "target_hit", target: 3 },
    ]);
    expect(last.state).toMatchObject({ status: "closed", openShare: 0 });
  });

  it("closes at the final target at the last target still open", () => {
    const { events } = run(LONG, PLAN, [
      { type: "target_hit", target: 2, close: false },
      { type: "closed", reason: "final_target" },
    ]);
    expect(events.at(-1)).toMatchObject({ type: "closed", price: 1.085, share: 100 });
  });

  it("leaves a target hit earlier as it was when the trade closes at the final target", () => {
    const { state } = run(LONG, PLAN, [
      { type: "target_hit", target: 1, price: 1.086 },
      { type: "closed", reason: "final_target" },
    ]);
    expect(state.targets.map((target) => [target.hitAt, target.hitPrice])).toEqual([
      [at(1), 1.086],
      [at(2), 1.09],
    ]);
    expect(state.parts.map((part) => part.targets)).toEqual([[1], [2]]);
  });

  it("moves only the target named", () => {
    const { state } = run(LONG, PLAN, [{ type: "target_changed", target: 2, price: 1.095 }]);
    expect(state.targets.map((target) => target.price)).toEqual([1.085, 1.095]);
  });

  it("records the price a void happened at while the trade was open, and none once it was closed", () => {
    const open = run(LONG, PLAN, []).state;
    expect(resolved(open, { type: "voided", reason: "Wrong instrument" }, 1.083)).toMatchObject({ price: 1.083 });
    expect(resolved(open, { type: "voided", reason: "Wrong instrument" })).toMatchObject({ price: null });
    const closed = run(LONG, PLAN, [{ type: "closed", reason: "stop" }]).state;
    expect(resolved(closed, { type: "voided", reason: "Late" }, 1.083)).toMatchObject({ price: null });
  });

  it("takes a corrected plan whole: entry, stop and targets, with nothing hit", () => {
    const plan: TradePlan = { ...PLAN, entryPrice: 1.079, stopLoss: 1.074, targets: [{ price: 1.088, share: 100 }] };
    const state = deriveTradeState(LONG, [
      { type: "opened", plan: PLAN, at: at(0) },
      { type: "stop_moved", from: 1.075, to: 1.077, reason: "manual", at: at(1) },
      { type: "plan_corrected", from: PLAN, plan, riskLevel: "low", at: at(2) },
    ]);
    expect(state).toMatchObject({ plan, stopLoss: 1.074, initialStopLoss: 1.074, status: "active" });
    expect(state.targets).toEqual([
      { number: 1, price: 1.088, share: 100, state: "open", hitAt: null, hitPrice: null },
    ]);
  });

  it("replays one step per event, each with the state after it", () => {
    const { events } = run(LONG, PLAN, [
      { type: "target_hit", target: 1 },
      { type: "closed", reason: "stop" },
    ]);
    const steps = replayTradeEvents(LONG, events);
    expect(steps.map((step) => [step.event.type, step.state.openShare])).toEqual([
      ["opened", 100],
      ["target_hit", 50],
      ["closed", 0],
    ]);
  });
});
