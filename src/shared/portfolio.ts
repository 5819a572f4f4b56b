/**
 * Portfolio tracking (docs/product.md#portfolio): a Pro member marks a signal as taken with their own entry and size,
 * closes their part themselves or lets it follow the signal's closes, and sees their results in money and percent
 * beside the provider's. Sizes count what the position-size calculator counts (position-size.ts): lots for forex and
 * the named commodities, coins or units, shares, or US dollars per point of an index.
 */
import { z } from "zod";
import { commodityNamed, compactName } from "./market-names.js";
import { COMMODITY_LOTS, FOREX_LOT_UNITS, quotePerUsdOf } from "./position-size.js";
import type { PortfolioUpdateWords, SizeUnit, UpdateHeadline } from "./portfolio-update-words.js";
import { favourSign, type AssetClass, type Direction } from "./positions.js";
import { priceSchema, type TradeEventData } from "./trade-lifecycle.js";
import { roundResult } from "./trade-results.js";

export const PORTFOLIO_MESSAGES = {
  proOnly: "messages:portfolio.proOnly",
  notFound: "messages:portfolio.notFound",
  notOpen: "messages:portfolio.notOpen",
  alreadyTaken: "messages:portfolio.alreadyTaken",
  closed: "messages:portfolio.closed",
  sizeInvalid: "messages:portfolio.sizeInvalid",
  sizeOverOpen: "messages:portfolio.sizeOverOpen",
  sizeBelowClosed: "messages:portfolio.sizeBelowClosed",
  accountInvalid: "messages:portfolio.accountInvalid",
  riskInvalid: "messages:portfolio.riskInvalid",
  rateInvalid: "messages:portfolio.rateInvalid",
  needsRate: "messages:portfolio.needsRate",
} as const;

/** Far beyond any real order; keeps absurd sizes out of the totals. */
export const SIZE_MAX = 1e9;
const ACCOUNT_MAX = 1e12;
/** Sizes are kept to this many decimals, so proportional closes add up to the size taken. */
const SIZE_DECIMALS = 8;

const sizeSchema = z
  .number({ error: PORTFOLIO_MESSAGES.sizeInvalid })
  .finite(PORTFOLIO_MESSAGES.sizeInvalid)
  .positive(PORTFOLIO_MESSAGES.sizeInvalid)
  .max(SIZE_MAX, PORTFOLIO_MESSAGES.sizeInvalid);
const accountSchema = z
  .number({ error: PORTFOLIO_MESSAGES.accountInvalid })
  .positive(PORTFOLIO_MESSAGES.accountInvalid)
  .max(ACCOUNT_MAX, PORTFOLIO_MESSAGES.accountInvalid);
const riskSchema = z
  .number({ error: PORTFOLIO_MESSAGES.riskInvalid })
  .min(0.01, PORTFOLIO_MESSAGES.riskInvalid)
  .max(100, PORTFOLIO_MESSAGES.riskInvalid);
const rateSchema = z
  .number({ error: PORTFOLIO_MESSAGES.rateInvalid })
  .positive(PORTFOLIO_MESSAGES.rateInvalid)
  .max(1e9, PORTFOLIO_MESSAGES.rateInvalid);

const followSignalSchema = z.boolean({ error: "Follow the signal must be true or false" });

/** What a member says about their part of a signal: PUT replaces it, so a left-out optional value is cleared. */
const tradeFields = {
  entryPrice: priceSchema,
  size: sizeSchema,
  accountSize: accountSchema.nullable().optional(),
  riskPercent: riskSchema.nullable().optional(),
  quotePerUsd: rateSchema.nullable().optional(),
  followSignal: followSignalSchema,
};
export const takenTradeEditSchema = z.strictObject(tradeFields);
export type TakenTradeEdit = z.output<typeof takenTradeEditSchema>;

/** POST /api/portfolio/trades: the entry left out is the signal's. */
export const takeTradeSchema = z.strictObject({
  ...tradeFields,
  // The schema's own message answers every issue: missing, empty or too long.
  positionId: z.string({ error: "Choose a signal" }).min(1).max(64),
  entryPrice: priceSchema.optional(),
  followSignal: followSignalSchema.optional(),
});
export type TakeTradeInput = z.output<typeof takeTradeSchema>;

/** POST /api/portfolio/trades/{id}/close: the size left out is all that is open. */
export const closeTakenTradeSchema = z.strictObject({ price: priceSchema, size: sizeSchema.optional() });
export type CloseTakenTradeInput = z.output<typeof closeTakenTradeSchema>;

export const takenTradeParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const TAKEN_PART_SOURCES = ["member", "signal"] as const;
/** A part of the member's size closed: by themselves, or following the signal's close. */
export const takenPartSchema = z.object({
  size: z.number(),
  price: z.number(),
  at: z.string(),
  by: z.enum(TAKEN_PART_SOURCES),
});
export type TakenPart = z.infer<typeof takenPartSchema>;

/** What the money arithmetic needs of a member's trade. */
export interface TakenTrade {
  assetClass: AssetClass;
  asset: string;
  direction: Direction;
  entryPrice: number;
  size: number;
  quotePerUsd: number | null;
  accountSize: number | null;
  parts: readonly TakenPart[];
}

const roundSize = (size: number): number => roundResult(size, SIZE_DECIMALS);

/** What a size of this instrument counts, as the calculator names it. */
export function sizeUnitOf(assetClass: AssetClass, asset: string): SizeUnit {
  switch (assetClass) {
    case "forex":
      return "lots";
    case "commodities":
      return commodityNamed(compactName(asset)) === undefined ? "units" : "lots";
    case "crypto":
      return "units";
    case "indices":
      return "USD per point";
    case "stocks":
      return "shares";
  }
}

/** How many of the instrument's own units one of `sizeUnitOf` holds: 100,000 for a forex lot, 100 oz for gold. */
export function unitsPerSize(assetClass: AssetClass, asset: string): number {
  if (assetClass === "forex") return FOREX_LOT_UNITS;
  if (assetClass !== "commodities") return 1;
  const commodity = commodityNamed(compactName(asset));
  return commodity === undefined ? 1 : COMMODITY_LOTS[commodity].units;
}

/** Whether the member must say what 1 USD buys of the pair's quote currency (EUR/GBP). */
export const needsRate = (trade: Pick<TakenTrade, "assetClass" | "asset" | "quotePerUsd">): boolean =>
  trade.assetClass === "forex" && quotePerUsdOf(trade.asset, 1, trade.quotePerUsd) === null;

/**
 * The money, in US dollars, that `size` of the trade makes or loses from its entry to `price`; null for a forex pair
 * whose rate to the dollar the member has not given. A pair based on the dollar (USD/JPY) converts at `price`.
 */
export function moneyAt(trade: TakenTrade, size: number, price: number): number | null {
  const move = favourSign(trade.direction) * (price - trade.entryPrice);
  const rate = trade.assetClass === "forex" ? quotePerUsdOf(trade.asset, price, trade.quotePerUsd) : 1;
  if (rate === null) return null;
  return (move * size * unitsPerSize(trade.assetClass, trade.asset)) / rate;
}

export const closedSize = (trade: Pick<TakenTrade, "parts">): number =>
  roundSize(trade.parts.reduce((sum, part) => sum + part.size, 0));

export const openSize = (trade: Pick<TakenTrade, "parts" | "size">): number =>
  Math.max(0, roundSize(trade.size - closedSize(trade)));

/** The money the closed parts made, to the cent; null while a needed rate is missing. */
export function realisedMoney(trade: TakenTrade): number | null {
  let total = 0;
  for (const part of trade.parts) {
    const money = moneyAt(trade, part.size, part.price);
    if (money === null) return null;
    total += money;
  }
  return roundResult(total, 2);
}

/** What the open size would make if closed at `price`, to the cent; null without a price or a rate. */
export function openMoneyAt(trade: TakenTrade, price: number | null): number | null {
  if (price === null) return null;
  const money = moneyAt(trade, openSize(trade), price);
  return money === null ? null : roundResult(money, 2);
}

/** Money as a percent of the member's account (2 decimals); null without an account size. */
export function percentOfAccount(money: number | null, accountSize: number | null): number | null {
  const account = accountSize ?? 0;
  if (money === null || !(account > 0)) return null;
  return roundResult((money / account) * 100, 2);
}

/**
 * The member's result measured as the signal's is (trade-results.ts): percent of the price move and R from their own
 * entry and the signal's initial stop, each closed part weighted by its share of the size taken.
 */
export function takenResults(
  trade: TakenTrade,
  initialStopLoss: number | null,
): { percent: number | null; r: number | null } {
  if (trade.parts.length === 0) return { percent: null, r: null };
  const sign = favourSign(trade.direction);
  const risk = initialStopLoss === null ? 0 : Math.abs(trade.entryPrice - initialStopLoss);
  let percent = 0;
  let r = 0;
  for (const part of trade.parts) {
    const weight = part.size / trade.size;
    const move = sign * (part.price - trade.entryPrice);
    percent += weight * ((move / trade.entryPrice) * 100);
    // Meaningless without a risk, and then answered as null.
    r += weight * (move / risk);
  }
  return { percent: roundResult(percent, 2), r: risk === 0 ? null : roundResult(r, 2) };
}

export type CloseRefusal = "closed" | "sizeOverOpen";

/** Closes `size` (all that is open when left out) at `price`: the trade with the part added, or why it cannot. */
export function closePart(
  trade: TakenTrade,
  close: { price: number; size?: number; at: string; by: TakenPart["by"] },
): { ok: true; part: TakenPart; parts: TakenPart[] } | { ok: false; reason: CloseRefusal } {
  const open = openSize(trade);
  if (open <= 0) return { ok: false, reason: "closed" };
  const size = close.size === undefined ? open : roundSize(close.size);
  if (size > open) return { ok: false, reason: "sizeOverOpen" };
  const part = { size, price: close.price, at: close.at, by: close.by };
  return { ok: true, part, parts: [...trade.parts, part] };
}

/**
 * The part of the member's open size a signal's close takes when they follow the signal: the same proportion of what
 * is open as the signal closed of its own open share (TP1 closing 50 of 100 closes half; TP2 closing 50 of the 50 left
 * closes the rest), and all of it when the signal finishes. Null when the event closes nothing.
 */
export function followedClose(
  trade: Pick<TakenTrade, "size" | "parts">,
  event: TradeEventData,
  signalOpenShareBefore: number,
): { size: number; price: number } | null {
  const open = openSize(trade);
  const closes = event.type === "target_hit" || event.type === "partial_close" || event.type === "closed";
  if (!closes || event.price === null || event.share <= 0 || signalOpenShareBefore <= 0) return null;
  // A close of all the signal had open takes all that is open through the min.
  const size = event.type === "closed" ? open : Math.min(open, roundSize((open * event.share) / signalOpenShareBefore));
  // Nothing on a trade already closed.
  return size > 0 ? { size, price: event.price } : null;
}

/** What a signal's event is called in a member's update; null for events that change nothing they hold. */
export function eventHeadline(event: TradeEventData, signalClosed: boolean): UpdateHeadline | null {
  switch (event.type) {
    case "target_hit":
      return {
        key: signalClosed ? "portfolio:update.headline.targetHitClosed" : "portfolio:update.headline.targetHit",
        values: { target: event.target },
      };
    case "partial_close":
      return { key: "portfolio:update.headline.partialClose", values: { share: event.share } };
    case "stop_moved":
      return {
        key:
          event.reason === "break_even"
            ? "portfolio:update.headline.stopBreakEven"
            : "portfolio:update.headline.stopMoved",
      };
    case "closed":
      return {
        key: event.reason === "stop" ? "portfolio:update.headline.stoppedOut" : "portfolio:update.headline.closed",
      };
    case "cancelled":
      return { key: "portfolio:update.headline.cancelled" };
    case "voided":
      return { key: "portfolio:update.headline.voided" };
    default:
      return null;
  }
}

/**
 * docs/product.md#portfolio: the words of a member's update, in their numbers, worded in their language where it is
 * read (portfolio-update-words.ts): "EUR/USD TP1 hit: +$118.00 on your 0.50 lots". `money` is what the part the event
 * closed made (following the signal), or what the member's open size stands at on the event's price (closing their
 * part themselves); null when no money applies (a stop moved with nothing known, a rate missing).
 */
export function personalUpdateWords(args: {
  asset: string;
  headline: UpdateHeadline;
  money: number | null;
  size: number;
  sizeUnit: SizeUnit;
  followed: boolean;
}): PortfolioUpdateWords {
  const key =
    args.money === null
      ? "portfolio:update.noMoney"
      : args.followed
        ? "portfolio:update.followed"
        : "portfolio:update.open";
  const { asset, headline, money, size, sizeUnit } = args;
  return { key, asset, headline, money, size, sizeUnit };
}

/** One point of a member's equity curve: their realised money so far, after a close. */
export interface EquityPoint {
  at: string;
  money: number;
}

/** The running total of realised money over every closed part, oldest first (docs/product.md#portfolio). */
export function equityCurve(closes: readonly { at: string; money: number }[]): EquityPoint[] {
  const ordered = [...closes].sort((a, b) => a.at.localeCompare(b.at));
  let total = 0;
  return ordered.map((close) => {
    total = roundResult(total + close.money, 2);
    return { at: close.at, money: total };
  });
}

/** A window's realised results: money, its percent of the accounts the trades were taken with, and trades closed. */
export interface WindowResult {
  money: number;
  /** Sum of each close's percent of its trade's account; null when none of the closes had an account size. */
  percent: number | null;
  trades: number;
}

/**
 * docs/product.md#portfolio: the money and percent realised by closes at or after `from` and before `to`, and how many
 * distinct trades had a close then. Trades whose money is unknown (a rate missing) are left out.
 */
export function resultBetween(trades: readonly TakenTrade[], from: string, to: string): WindowResult {
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  let money = 0;
  let percent: number | null = null;
  let count = 0;
  for (const trade of trades) {
    const parts = trade.parts.filter((part) => Date.parse(part.at) >= fromMs && Date.parse(part.at) < toMs);
    if (parts.length === 0) continue;
    const made = realisedMoney({ ...trade, parts });
    if (made === null) continue;
    count += 1;
    money += made;
    const share = percentOfAccount(made, trade.accountSize);
    if (share !== null) percent = (percent ?? 0) + share;
  }
  return { money: roundResult(money, 2), percent: percent === null ? null : roundResult(percent, 2), trades: count };
}
