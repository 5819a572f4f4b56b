import type { Instrument } from "./format.js";
import type { Direction } from "./positions.js";
import type { TradeResults } from "./trade-lifecycle.js";

/**
 * docs/product.md#pips: the size of one pip, for forex and metals only. JPY pairs 0.01, other pairs 0.0001;
 * gold 0.1, silver 0.01. Null for everything else (indices, stocks, crypto, other commodities).
 */
export function pipSize(instrument: Instrument): number | null {
  const symbol = instrument.asset.toUpperCase();
  if (instrument.assetClass === "forex") return symbol.includes("JPY") ? 0.01 : 0.0001;
  if (instrument.assetClass !== "commodities") return null;
  if (/XAU|GOLD/.test(symbol)) return 0.1;
  if (/XAG|SILVER/.test(symbol)) return 0.01;
  return null;
}

/** What results are measured from: the instrument, the direction, the entry and the stop the trade opened with. */
export interface ResultBasis extends Instrument {
  direction: Direction;
  entryPrice: number;
  initialStopLoss: number | null;
}

/** A share of the position closed at a price (null: closed before results were derived, price never recorded). */
export interface ClosedPart {
  share: number;
  price: number | null;
}

/**
 * Half away from zero, the same for a gain and the equal loss (a long and a short at the same prices read as
 * opposites); the relative nudge keeps 1.005 (stored as 1.00499999…) rounding to 1.01 as it reads. Never -0.
 */
export function roundResult(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor || 0;
}

/** The unrounded contribution of one closed part to the trade's results: its move weighted by its share. */
export function partResults(basis: ResultBasis, part: { share: number; price: number }) {
  const weight = part.share / 100;
  const sign = basis.direction === "long" ? 1 : -1;
  const move = (part.price - basis.entryPrice) * sign;
  const pip = pipSize(basis);
  const risk = basis.initialStopLoss === null ? 0 : Math.abs(basis.entryPrice - basis.initialStopLoss);
  return {
    // As computePnlPercent orders it, so a whole close gives exactly the percent positions always had.
    percent: weight * (((part.price - basis.entryPrice) / basis.entryPrice) * 100 * sign),
    pips: pip === null ? null : weight * (move / pip),
    r: risk === 0 ? null : weight * (move / risk),
  };
}

const NO_RESULTS: TradeResults = { percent: null, pips: null, r: null };

/**
 * docs/product.md#results: realized percent (2 decimals), pips (1 decimal) and R (2 decimals), each the sum over the
 * closed parts weighted by their shares. Null until a part is closed at a known price.
 */
export function realizedResults(basis: ResultBasis, parts: readonly ClosedPart[]): TradeResults {
  const priced = parts.flatMap((part) => (part.price === null ? [] : [{ share: part.share, price: part.price }]));
  if (priced.length === 0) return NO_RESULTS;
  const sums = priced.map((part) => partResults(basis, part));
  const total = (values: readonly (number | null)[]) =>
    values.some((value) => value === null) ? null : (values as number[]).reduce((sum, value) => sum + value, 0);
  const percent = total(sums.map((sum) => sum.percent)) ?? 0;
  const pips = total(sums.map((sum) => sum.pips));
  const r = total(sums.map((sum) => sum.r));
  return {
    percent: roundResult(percent, 2),
    pips: pips === null ? null : roundResult(pips, 1),
    r: r === null ? null : roundResult(r, 2),
  };
}

/** The share-weighted average exit of the parts, to the instrument's finest useful precision; null without one. */
export function averageExit(parts: readonly ClosedPart[]): number | null {
  const priced = parts.filter((part): part is { share: number; price: number } => part.price !== null);
  const shares = priced.reduce((sum, part) => sum + part.share, 0);
  if (shares === 0) return null;
  const [only] = priced;
  if (only && priced.length === 1) return only.price;
  return roundResult(priced.reduce((sum, part) => sum + part.share * part.price, 0) / shares, 8);
}
