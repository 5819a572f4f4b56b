import type { Executor } from "../../db/database.js";
import {
  allTimeNetRevenueCents,
  netRevenueCents,
  payingAccounts,
  trialConversions,
  type Money,
} from "./ledger.repo.js";

/** docs/product.md#payments: revenueThisMonth is the calendar month (UTC) of `now`, net of refunds, in cents. */
export function revenueThisMonthCents({ db }: { db: Executor }, now: Date, money: Money = "live"): Promise<number> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return netRevenueCents(db, from, to, money);
}

/** What the ledger holds of real money, or of test payments, for the admin's revenue figures (docs/payments.md). */
export interface RevenueSummary {
  thisMonthCents: number;
  /** Every movement ever, refunds subtracted, deleted accounts' payments included. */
  allTimeNetCents: number;
  /** Accounts whose payments net above zero. */
  payingUsers: number;
  /** What those accounts paid, net: revenue per paying user is this over payingUsers. */
  payingUsersNetCents: number;
  /** Accounts that bought a trial; `convertedTrials` of them later paid for Pro. */
  trialBuyers: number;
  convertedTrials: number;
}

export async function revenueSummary({ db }: { db: Executor }, now: Date, money: Money): Promise<RevenueSummary> {
  const [thisMonthCents, allTimeNetCents, paying, trials] = await Promise.all([
    revenueThisMonthCents({ db }, now, money),
    allTimeNetRevenueCents(db, money),
    payingAccounts(db, money),
    trialConversions(db, money),
  ]);
  return {
    thisMonthCents,
    allTimeNetCents,
    payingUsers: paying.accounts,
    payingUsersNetCents: paying.netCents,
    trialBuyers: trials.trialBuyers,
    convertedTrials: trials.converted,
  };
}
