import { z } from "zod";
import type { TimedTradeEvent } from "./trade-lifecycle.js";
import { realizedResults } from "./trade-results.js";
import { deriveTradeState, type TradeInstrument } from "./trade-state.js";

/**
 * docs/product.md#track-record: the open signals as the record counts them now, so its drawdown does not hide a
 * loss that has not been closed yet. Each open signal is marked at the latest price (the live feed's where one runs,
 * else the last one stored): what it would count as if it closed there, and what it would count as if its stop were
 * hit from there. Summed like closed results, in percent points.
 */
export const openExposureSchema = z.object({
  /** Signals open now. */
  signals: z.number().int(),
  /** Of those, how many have no price to mark them at (left out of the sums). */
  unmarked: z.number().int(),
  /** What the marked ones would count as, closed at their marks. */
  resultPercent: z.number(),
  /** What the marked ones would add if every stop were hit from here; null when one has no stop. */
  riskPercent: z.number().nullable(),
  /** Largest fall from a peak of the cumulative closed results followed by the open result now. */
  maxDrawdown: z.number(),
});
export type OpenExposure = z.infer<typeof openExposureSchema>;

/** An open signal: its instrument, its events so far, and the latest price (null when none is known). */
export interface OpenSignal {
  instrument: TradeInstrument;
  events: readonly TimedTradeEvent[];
  mark: number | null;
}

const round2 = (value: number): number => Math.round(value * 100) / 100 || 0;

/** What an open signal would count as if its open share closed at `price`. */
function resultIfClosedAt(signal: OpenSignal, price: number): number {
  const state = deriveTradeState(signal.instrument, signal.events);
  const basis = { ...signal.instrument, entryPrice: state.plan.entryPrice, initialStopLoss: state.initialStopLoss };
  return realizedResults(basis, [...state.parts, { share: state.openShare, price }]).percent ?? 0;
}

/**
 * The open signals marked now, and the drawdown of `closedResults` (the counted results in close order, percent)
 * followed by their result now: a peak-to-trough that an open loss deepens and an open gain does not hide.
 */
export function openExposure(open: readonly OpenSignal[], closedResults: readonly number[]): OpenExposure {
  let resultPercent = 0;
  let riskPercent: number | null = 0;
  let unmarked = 0;
  for (const signal of open) {
    if (signal.mark === null) {
      unmarked += 1;
      continue;
    }
    const now = resultIfClosedAt(signal, signal.mark);
    resultPercent += now;
    const stop = deriveTradeState(signal.instrument, signal.events).stopLoss;
    riskPercent = stop === null || riskPercent === null ? null : riskPercent + resultIfClosedAt(signal, stop) - now;
  }
  let cumulative = 0;
  let peak = 0;
  let maxDrawdown = 0;
  for (const result of [...closedResults, resultPercent]) {
    cumulative += result;
    peak = Math.max(peak, cumulative);
    maxDrawdown = Math.max(maxDrawdown, peak - cumulative);
  }
  return {
    signals: open.length,
    unmarked,
    resultPercent: round2(resultPercent),
    riskPercent: riskPercent === null ? null : round2(riskPercent),
    maxDrawdown: round2(maxDrawdown),
  };
}
