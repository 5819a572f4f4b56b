import type { Insertable, Selectable } from "kysely";
import type { Language } from "../../../shared/i18n/languages.js";
import type { Executor } from "../../db/database.js";
import type { PortfolioActivityTable, TakenTradesTable } from "../../db/schema.js";

export type TakenTradeRow = Selectable<TakenTradesTable>;
export type PortfolioActivityRow = Selectable<PortfolioActivityTable>;

/** A member's trade with what it needs of its signal. */
export interface TakenTradeWithSignal extends TakenTradeRow {
  asset: string;
  asset_class: string;
  direction: string;
  signal_status: string;
  signal_entry_price: number;
  current_price: number | null;
  initial_stop_loss: number | null;
  result_percent: number | null;
  result_r: number | null;
  open_share: number;
}

function withSignal(db: Executor) {
  return db
    .selectFrom("taken_trades as t")
    .innerJoin("positions as p", "p.id", "t.position_id")
    .selectAll("t")
    .select([
      "p.asset",
      "p.asset_class",
      "p.direction",
      "p.status as signal_status",
      "p.entry_price as signal_entry_price",
      "p.current_price",
      "p.initial_stop_loss",
      "p.result_percent",
      "p.result_r",
      "p.open_share",
    ]);
}

export async function insertTrade(db: Executor, row: Insertable<TakenTradesTable>): Promise<void> {
  await db.insertInto("taken_trades").values(row).execute();
}

export function findMemberTrade(db: Executor, userId: string, id: string): Promise<TakenTradeWithSignal | undefined> {
  return withSignal(db).where("t.id", "=", id).where("t.user_id", "=", userId).executeTakeFirst() as Promise<
    TakenTradeWithSignal | undefined
  >;
}

export async function hasTaken(db: Executor, userId: string, positionId: string): Promise<boolean> {
  const row = await db
    .selectFrom("taken_trades")
    .select("id")
    .where("user_id", "=", userId)
    .where("position_id", "=", positionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's trades, newest first. */
export function listMemberTrades(db: Executor, userId: string): Promise<TakenTradeWithSignal[]> {
  return withSignal(db)
    .where("t.user_id", "=", userId)
    .orderBy("t.created_at", "desc")
    .orderBy("t.id")
    .execute() as Promise<TakenTradeWithSignal[]>;
}

/** A trade behind its signal, with its member's language: their updates are pushed in it. */
export interface TradeBehind extends TakenTradeRow {
  language: Language | null;
}

/** Every trade on a position that has events it has not followed yet. */
export function listTradesBehind(db: Executor, positionId: string, lastSeq: number): Promise<TradeBehind[]> {
  return db
    .selectFrom("taken_trades as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .selectAll("t")
    .select("u.language")
    .where("t.position_id", "=", positionId)
    .where("t.seen_seq", "<", lastSeq)
    .orderBy("t.id")
    .execute();
}

export async function updateTrade(
  db: Executor,
  id: string,
  values: Partial<Omit<TakenTradeRow, "id" | "user_id" | "position_id" | "created_at">>,
): Promise<void> {
  await db.updateTable("taken_trades").set(values).where("id", "=", id).execute();
}

export async function insertActivity(db: Executor, rows: readonly PortfolioActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("portfolio_activity")
    .values([...rows])
    .execute();
}

/** The member's newest updates first. */
export function listActivity(db: Executor, userId: string, limit: number): Promise<PortfolioActivityRow[]> {
  return db
    .selectFrom("portfolio_activity")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("at", "desc")
    .orderBy("event_seq", "desc")
    .limit(limit)
    .execute();
}
