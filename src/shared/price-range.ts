import { priceDecimals, type Instrument } from "./format.js";

/**
 * docs/product.md#price-input: the range a price may take. Below one unit of the last decimal an instrument is shown
 * with, a price reads as 0 on every screen, and a result measured from it (a percent of the entry, R of the risk)
 * grows without bound: an entry of 1e-320 once closed as an infinite P&L.
 */
/** The smallest price of any instrument: a crypto's eighth decimal (one satoshi). */
export const PRICE_MIN = 1e-8;
/** Far beyond any real quote; keeps absurd input out of the track record. */
export const PRICE_MAX = 1e9;

export const PRICE_RANGE_MESSAGES = {
  tooSmall: (min: number) => `A price of this instrument is at least ${min.toFixed(Math.round(-Math.log10(min)))}`,
  tooLarge: "Price is too large",
  resultsNotFinite: "Those prices give a result that cannot be measured: check the entry, stop and exit",
} as const;

/** One unit of the last decimal the instrument is shown with; a crypto (shown by significant digits) PRICE_MIN. */
export function instrumentPriceMin(instrument: Instrument): number {
  if (instrument.assetClass === "crypto") return PRICE_MIN;
  return Number((10 ** -priceDecimals(1, instrument)).toFixed(8));
}

/** Why a price is out of the instrument's range, or null when it is in it. */
export function priceRangeIssue(price: number, instrument: Instrument): string | null {
  const min = instrumentPriceMin(instrument);
  if (price < min) return PRICE_RANGE_MESSAGES.tooSmall(min);
  if (price > PRICE_MAX) return PRICE_RANGE_MESSAGES.tooLarge;
  return null;
}

/** A stored figure as readers show it: a figure that is not a finite number is unknown (null), never an error. */
export const finiteOrNull = (value: number | null): number | null => (Number.isFinite(value) ? value : null);

/** Whether every known figure is a finite number: an event whose results are not is refused. */
export const allFinite = (figures: readonly (number | null)[]): boolean =>
  figures.every((figure) => figure === null || Number.isFinite(figure));
