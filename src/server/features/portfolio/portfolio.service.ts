import { hasPlanFeature, holdsPlanFeature } from "../../../shared/plan-features.js";
import type { Portfolio, TakenTradeView } from "../../../shared/portfolio-api.js";
import {
  closedSize,
  closePart,
  equityCurve,
  moneyAt,
  needsRate,
  PORTFOLIO_MESSAGES as M,
  resultBetween,
  type CloseTakenTradeInput,
  type TakeTradeInput,
  type TakenTradeEdit,
  type WindowResult,
} from "../../../shared/portfolio.js";
import type { Db, Executor } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { tradeTimeline, visiblePosition } from "../positions/positions.service.js";
import * as repo from "./portfolio.repo.js";
import { takenTradeOf, toActivity, toTakenTradeView } from "./taken-trades.js";
import { toPublicUser } from "../users/users.service.js";

export interface PortfolioDeps {
  db: Db;
  clock: Clock;
}

/** The updates listed on the portfolio page. */
export const ACTIVITY_LISTED = 50;

/** docs/product.md#portfolio: Pro members with access only; the others are told why. */
export function assertPortfolioTracking(user: UserRow, now: Date): void {
  if (!hasPlanFeature(toPublicUser(user), "portfolioTracking", now)) throw new AppError("forbidden", M.proOnly);
}

/** The member's trades, totals, equity curve and updates (docs/product.md#portfolio). */
export async function getPortfolio(deps: PortfolioDeps, user: UserRow): Promise<Portfolio> {
  const rows = await repo.listMemberTrades(deps.db, user.id);
  const trades = rows.map(toTakenTradeView);
  const closes = rows.flatMap((row) => {
    const trade = takenTradeOf(row, row);
    return trade.parts.flatMap((part) => {
      const money = moneyAt(trade, part.size, part.price);
      return money === null ? [] : [{ at: part.at, money }];
    });
  });
  const equity = equityCurve(closes);
  const closed = trades.filter((trade) => trade.status === "closed");
  const activity = await repo.listActivity(deps.db, user.id, ACTIVITY_LISTED);
  return {
    trades,
    totals: {
      realisedMoney: equity.at(-1)?.money ?? 0,
      openMoney: openMoneyTotal(trades),
      closedTrades: closed.length,
      openTrades: trades.length - closed.length,
      wins: closed.filter((trade) => (trade.realisedMoney ?? 0) > 0).length,
    },
    equity,
    activity: activity.map(toActivity),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100 || 0;

/** What the open trades stand at now; null when no open trade has a current price to value it at. */
function openMoneyTotal(trades: readonly TakenTradeView[]): number | null {
  const valued = trades.flatMap((trade) => (trade.openMoney === null ? [] : [trade.openMoney]));
  return valued.length === 0 ? null : round2(valued.reduce((sum, money) => sum + money, 0));
}

/**
 * Marks an open signal the member can see as taken, with their entry (the signal's when left out) and size. A position
 * not yet released to them does not exist for them (docs/product.md#early-access).
 */
export async function takeTrade(deps: PortfolioDeps, user: UserRow, input: TakeTradeInput): Promise<TakenTradeView> {
  const viewer = { id: user.id, isAdmin: false, earlyAccess: holdsPlanFeature(toPublicUser(user), "earlyAccess") };
  const position = await visiblePosition(deps, viewer, input.positionId);
  if (position.status !== "active") throw new AppError("conflict", M.notOpen);
  const instrument = { asset: position.asset, asset_class: position.asset_class, direction: position.direction };
  const now = deps.clock.now().toISOString();
  const id = newId();
  const row = {
    id,
    user_id: user.id,
    position_id: position.id,
    entry_price: input.entryPrice ?? position.entry_price,
    size: input.size,
    account_size: input.accountSize ?? null,
    risk_percent: input.riskPercent ?? null,
    quote_per_usd: input.quotePerUsd ?? null,
    follow_signal: input.followSignal ? 1 : 0,
    parts: "[]",
    seen_seq: 0,
    created_at: now,
    updated_at: now,
    closed_at: null,
  };
  assertRate(takenTradeOf(row, instrument));
  await deps.db.transaction().execute(async (trx) => {
    if (await repo.hasTaken(trx, user.id, position.id)) throw new AppError("conflict", M.alreadyTaken);
    // Only what happens from now on is followed: the events so far are what the member took it after.
    const timeline = await tradeTimeline(trx, position.id);
    try {
      await repo.insertTrade(trx, { ...row, seen_seq: timeline?.events.length ?? 0 });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("conflict", M.alreadyTaken);
      throw error;
    }
  });
  return ownTrade(deps, user.id, id);
}

function assertRate(trade: Parameters<typeof needsRate>[0]): void {
  if (needsRate(trade)) throw new AppError("invalid", M.needsRate, { fieldErrors: { quotePerUsd: M.needsRate } });
}

async function memberTrade(db: Executor, userId: string, id: string) {
  const row = await repo.findMemberTrade(db, userId, id);
  if (!row) throw new AppError("not_found", M.notFound);
  return row;
}

const ownTrade = async (deps: PortfolioDeps, userId: string, id: string): Promise<TakenTradeView> =>
  toTakenTradeView(await memberTrade(deps.db, userId, id));

/** Changes one of the member's trades in one transaction, then answers it as they now see it. */
async function changeOwnTrade(
  deps: PortfolioDeps,
  userId: string,
  id: string,
  change: (trx: Executor, row: repo.TakenTradeWithSignal) => Promise<void>,
): Promise<TakenTradeView> {
  await deps.db.transaction().execute(async (trx) => change(trx, await memberTrade(trx, userId, id)));
  return ownTrade(deps, userId, id);
}

/** Changes the member's entry, size, account, risk or whether they follow the signal, while their trade is open. */
export async function editTrade(
  deps: PortfolioDeps,
  user: UserRow,
  id: string,
  input: TakenTradeEdit,
): Promise<TakenTradeView> {
  return changeOwnTrade(deps, user.id, id, async (trx, row) => {
    if (row.closed_at !== null) throw new AppError("conflict", M.closed);
    const edited = {
      ...row,
      entry_price: input.entryPrice,
      size: input.size,
      account_size: input.accountSize ?? null,
      risk_percent: input.riskPercent ?? null,
      quote_per_usd: input.quotePerUsd ?? null,
    };
    const trade = takenTradeOf(edited, row);
    if (input.size < closedSize(trade)) {
      throw new AppError("invalid", M.sizeBelowClosed, { fieldErrors: { size: M.sizeBelowClosed } });
    }
    assertRate(trade);
    await repo.updateTrade(trx, id, {
      entry_price: edited.entry_price,
      size: edited.size,
      account_size: edited.account_size,
      risk_percent: edited.risk_percent,
      quote_per_usd: edited.quote_per_usd,
      follow_signal: input.followSignal ? 1 : 0,
      updated_at: deps.clock.now().toISOString(),
      closed_at: input.size === closedSize(trade) ? deps.clock.now().toISOString() : null,
    });
  });
}

/** Closes all or part of the member's open size at their own price. */
export async function closeTrade(
  deps: PortfolioDeps,
  user: UserRow,
  id: string,
  input: CloseTakenTradeInput,
): Promise<TakenTradeView> {
  return changeOwnTrade(deps, user.id, id, async (trx, row) => {
    const now = deps.clock.now().toISOString();
    const closed = closePart(takenTradeOf(row, row), { ...input, at: now, by: "member" });
    if (!closed.ok) {
      if (closed.reason === "closed") throw new AppError("conflict", M.closed);
      throw new AppError("invalid", M.sizeOverOpen, { fieldErrors: { size: M.sizeOverOpen } });
    }
    const finished = closedSize({ parts: closed.parts }) >= row.size;
    await repo.updateTrade(trx, id, {
      parts: JSON.stringify(closed.parts),
      updated_at: now,
      closed_at: finished ? now : null,
    });
  });
}

/**
 * For the weekly summaries: the member's realised money, its percent of their accounts and the number of trades with
 * a close at or after `fromIso` and before `toIso` (docs/product.md#portfolio).
 */
export async function portfolioResultBetween(
  deps: Pick<PortfolioDeps, "db">,
  userId: string,
  fromIso: string,
  toIso: string,
): Promise<WindowResult> {
  const rows = await repo.listMemberTrades(deps.db, userId);
  return resultBetween(
    rows.map((row) => takenTradeOf(row, row)),
    fromIso,
    toIso,
  );
}

/** Every update a member can have in their data export. */
const ACTIVITY_EXPORTED = 100_000;

/** The member's taken trades and updates, for their data export (docs/product.md#accounts). */
export async function portfolioExport(db: Executor, userId: string) {
  const [trades, activity] = await Promise.all([
    repo.listMemberTrades(db, userId),
    repo.listActivity(db, userId, ACTIVITY_EXPORTED),
  ]);
  return {
    trades: trades.map((row) => {
      const view = toTakenTradeView(row);
      return {
        positionId: view.positionId,
        asset: view.asset,
        direction: view.direction,
        entryPrice: view.entryPrice,
        size: view.size,
        sizeUnit: view.sizeUnit,
        accountSize: view.accountSize,
        riskPercent: view.riskPercent,
        quotePerUsd: view.quotePerUsd,
        followSignal: view.followSignal,
        closes: view.parts,
        realisedMoney: view.realisedMoney,
        takenAt: view.takenAt,
        closedAt: view.closedAt,
      };
    }),
    updates: activity.map((row) => ({ at: row.at, message: row.message, money: row.money })),
  };
}
