import type { Executor } from "../../db/database.js";
import { netRevenueCents } from "./ledger.repo.js";

/** Net revenue in cents (charges minus refunds) of movements in [from, to). */
export function netRevenueBetween(db: Executor, from: Date, to: Date): Promise<number> {
  return netRevenueCents(db, from, to);
}

/** DECISIONS.md 8: revenueThisMonth is the calendar month (UTC) of `now`, net of refunds, in cents. */
export function revenueThisMonthCents(db: Executor, now: Date): Promise<number> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return netRevenueCents(db, from, to);
}
