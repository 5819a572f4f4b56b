/**
 * The position-size calculator (docs/product.md#position-size): how much to buy or sell so that the stop, if hit,
 * loses the share of the account the member chose. Every member has it on every signal; it is the plans' "risk
 * management insights". The account is in US dollars; what the size is counted in depends on the asset class.
 */
import { z } from "zod";
import { formatLocale } from "./format.js";
import { DEFAULT_LANGUAGE, type Language } from "./i18n/languages.js";
import { commodityNamed, compactName, type Commodity } from "./market-names.js";
import type { AssetClass } from "./positions.js";

export const ACCOUNT_CURRENCY = "USD";
/** A standard forex lot: 100,000 units of the base currency. */
export const FOREX_LOT_UNITS = 100_000;
/** Lots are traded in hundredths (micro lots). */
const LOT_STEP = 0.01;

/** One standard lot of each commodity, in its own unit, as most brokers size them. */
export const COMMODITY_LOTS: Record<Commodity, { units: number; unit: string }> = {
  gold: { units: 100, unit: "oz" },
  silver: { units: 5_000, unit: "oz" },
  wti: { units: 1_000, unit: "barrels" },
  brent: { units: 1_000, unit: "barrels" },
  "natural-gas": { units: 10_000, unit: "MMBtu" },
  copper: { units: 25_000, unit: "lb" },
};

export interface SizingInput {
  assetClass: AssetClass;
  asset: string;
  entry: number;
  stop: number;
  /** The member's account, in US dollars. */
  accountSize: number;
  /** The share of the account to lose at the stop, in percent (1 is 1 %). */
  riskPercent: number;
  /** For a forex pair quoted in neither US dollars nor against them (EUR/GBP): how much of the quote currency 1 USD buys. */
  quotePerUsd?: number | null;
}

export type Sizing =
  | {
      ok: true;
      /** What the member chose to lose at the stop, in USD. */
      riskAmount: number;
      /** The size to order, rounded down to what can be ordered, so the loss at the stop never exceeds the choice. */
      size: number;
      /** What `size` counts: "lots", "shares", "units" of a coin, or "USD per point". */
      sizeUnit: string;
      /** The same size in the instrument's own units (100,000 EUR for 1 lot of EUR/USD), where lots are used. */
      units: number | null;
      unitName: string | null;
      /** What is lost at the stop with the rounded size, in USD. */
      lossAtStop: number;
      /** The stop's distance from the entry: in pips for forex, in price otherwise. */
      stopDistance: number;
      stopDistanceUnit: "pips" | "price";
    }
  | { ok: false; reason: SizingRefusal };

export type SizingRefusal = "no-stop" | "stop-at-entry" | "bad-account" | "bad-risk" | "needs-rate" | "too-small";

export const SIZING_MESSAGES: Record<SizingRefusal, string> = {
  "no-stop": "This signal has no stop loss, so no size can be worked out from it.",
  "stop-at-entry":
    "The stop is at the entry (break-even): the trade risks nothing to the stop, so no size can be worked out from your risk.",
  "bad-account": "Enter your account size in US dollars.",
  "bad-risk": "Enter the risk per trade as a percent between 0.01 and 100.",
  "needs-rate": "Enter how much of the quote currency 1 USD buys.",
  "too-small": "The risk is smaller than the smallest size that can be ordered; raise it or the account size.",
};

/** A pip: 0.01 for yen pairs, 0.0001 for the others. */
export const pipSize = (asset: string): number => (compactName(asset).includes("JPY") ? 0.01 : 0.0001);

/** The base and quote currencies of a forex pair written "EUR/USD" or "EURUSD"; null when it is not six letters. */
export function forexCurrencies(asset: string): { base: string; quote: string } | null {
  const symbol = compactName(asset);
  if (!/^[A-Z]{6}$/.test(symbol)) return null;
  return { base: symbol.slice(0, 3), quote: symbol.slice(3) };
}

/**
 * How much of a pair's quote currency 1 USD buys: 1 for a pair quoted in dollars, the pair's own price for one whose
 * base is the dollar (USD/JPY at 151.25), otherwise the member's rate; null when that is missing.
 */
export function quotePerUsdOf(asset: string, entry: number, given?: number | null): number | null {
  const pair = forexCurrencies(asset);
  if (!pair || pair.quote === ACCOUNT_CURRENCY) return 1;
  if (pair.base === ACCOUNT_CURRENCY) return entry;
  const rate = Number(given);
  return rate > 0 ? rate : null;
}

/** Whether the calculator must ask for a rate to size this instrument. */
export const needsQuoteRate = (assetClass: AssetClass, asset: string): boolean =>
  assetClass === "forex" && quotePerUsdOf(asset, 1) === null;

/** Rounds down to a multiple of `step`, tolerating the float error of the division (0.3 / 0.1). */
function floorTo(value: number, step: number): number {
  return Math.floor(value / step + 1e-9) * step;
}

/** Rounds down to `digits` significant digits: a coin amount the member can enter. */
function floorSignificant(value: number, digits: number): number {
  const magnitude = Math.floor(Math.log10(value));
  return floorTo(value, 10 ** (magnitude - digits + 1));
}

const ACCOUNT_MAX = 1e12;

/** The size for the member's account and risk, or why there is none. */
export function positionSize(input: SizingInput): Sizing {
  const { entry, stop, accountSize, riskPercent } = input;
  const distance = Math.abs(entry - stop);
  if (!Number.isFinite(distance)) return { ok: false, reason: "no-stop" };
  // A stop moved to break-even loses nothing if hit: the risk per unit is zero, and no size follows from a risk.
  if (distance === 0) return { ok: false, reason: "stop-at-entry" };
  if (!(accountSize > 0) || accountSize > ACCOUNT_MAX) return { ok: false, reason: "bad-account" };
  if (!(riskPercent >= 0.01) || riskPercent > 100) return { ok: false, reason: "bad-risk" };
  const riskAmount = (accountSize * riskPercent) / 100;

  switch (input.assetClass) {
    case "forex": {
      const rate = quotePerUsdOf(input.asset, entry, input.quotePerUsd);
      if (rate === null) return { ok: false, reason: "needs-rate" };
      // Each base unit loses `distance` of the quote currency at the stop: that many dollars once divided by the rate.
      const lossPerUnit = distance / rate;
      const lots = floorTo(riskAmount / lossPerUnit / FOREX_LOT_UNITS, LOT_STEP);
      const units = lots * FOREX_LOT_UNITS;
      const base = forexCurrencies(input.asset)?.base ?? "units";
      return sized(lots, "lots", units, base, units * lossPerUnit, distance / pipSize(input.asset), "pips", riskAmount);
    }
    case "commodities": {
      const commodity = commodityNamed(compactName(input.asset));
      if (commodity === undefined) {
        const units = floorSignificant(riskAmount / distance, 4);
        return sized(units, "units", null, null, units * distance, distance, "price", riskAmount);
      }
      const lot = COMMODITY_LOTS[commodity];
      const lots = floorTo(riskAmount / distance / lot.units, LOT_STEP);
      const units = lots * lot.units;
      return sized(lots, "lots", units, lot.unit, units * distance, distance, "price", riskAmount);
    }
    case "crypto": {
      const coins = floorSignificant(riskAmount / distance, 4);
      return sized(coins, "units", null, null, coins * distance, distance, "price", riskAmount);
    }
    case "indices": {
      // Index CFDs are sized in money per point of the index.
      const perPoint = floorTo(riskAmount / distance, 0.01);
      return sized(perPoint, "USD per point", null, null, perPoint * distance, distance, "price", riskAmount);
    }
    case "stocks": {
      const shares = Math.floor(riskAmount / distance + 1e-9);
      return sized(shares, "shares", null, null, shares * distance, distance, "price", riskAmount);
    }
  }
}

function sized(
  size: number,
  sizeUnit: string,
  units: number | null,
  unitName: string | null,
  lossAtStop: number,
  stopDistance: number,
  stopDistanceUnit: "pips" | "price",
  riskAmount: number,
): Sizing {
  if (!(size > 0)) return { ok: false, reason: "too-small" };
  return { ok: true, riskAmount, size, sizeUnit, units, unitName, lossAtStop, stopDistance, stopDistanceUnit };
}

/** The calculator's boxes as typed: numbers are read by `positionSize`, which says what is wrong with them. */
export const sizingFormSchema = z.object({
  accountSize: z.string().max(20),
  riskPercent: z.string().max(10),
  quotePerUsd: z.string().max(20),
});
export type SizingForm = z.infer<typeof sizingFormSchema>;

/** What a typed box means as a number: "10,000" and " 1.5 " read as 10000 and 1.5; empty or unreadable is NaN. */
export function typedNumber(text: string): number {
  const cleaned = text.replace(/[,\s_]/g, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/**
 * A size's number, in a language: lots and money per point to the hundredth, shares whole, units of a coin to six
 * significant digits. Its unit is worded from the catalogue (`saySize`).
 */
export function formatSizeNumber(size: number, sizeUnit: string, language: Language = DEFAULT_LANGUAGE): string {
  const decimals = sizeUnit === "shares" ? 0 : sizeUnit === "units" ? undefined : 2;
  const locale = formatLocale(language);
  return decimals === undefined
    ? size.toLocaleString(locale, { maximumSignificantDigits: 6 })
    : size.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
