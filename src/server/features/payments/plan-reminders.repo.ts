import type { Executor } from "../../db/database.js";
import { PLAN_STATUSES } from "../../../shared/plan-features.js";

export interface MemberPlanRow {
  id: string;
  email: string;
  first_name: string;
  subscription_expiry: string;
}

/** Members whose access ends in (from, to]: on Trial Access only, or on any status but inactive. */
function accessEndingBetween(db: Executor, trialsOnly: boolean, from: string, to: string): Promise<MemberPlanRow[]> {
  return db
    .selectFrom("users")
    .select(["id", "email", "first_name", "subscription_expiry"])
    .where("role", "=", "user")
    .where("subscription_status", trialsOnly ? "=" : "<>", trialsOnly ? "trial" : "inactive")
    .where("subscription_expiry", ">", from)
    .where("subscription_expiry", "<=", to)
    .$narrowType<{ subscription_expiry: string }>()
    .execute();
}

/** Members on Trial Access whose access ends in (from, to]. */
export const trialsEndingBetween = (db: Executor, from: string, to: string) => accessEndingBetween(db, true, from, to);

/** Members whose access (any status but inactive) ended in (from, to]. */
export const accessEndedBetween = (db: Executor, from: string, to: string) => accessEndingBetween(db, false, from, to);

export interface RenewalRow {
  subscription_id: string;
  user_id: string;
  email: string;
  first_name: string;
  paid_through: string;
}

/** Running Pro subscriptions set to renew whose paid period ends in (from, to], with their member on Pro. */
export function renewalsBetween(db: Executor, from: string, to: string): Promise<RenewalRow[]> {
  return db
    .selectFrom("pro_subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.id as subscription_id", "u.id as user_id", "u.email", "u.first_name", "s.paid_through"])
    .where("s.status", "=", "active")
    .where("s.cancel_at_period_end", "=", 0)
    .where("s.ended_at", "is", null)
    .where("u.subscription_status", "=", PLAN_STATUSES.pro)
    .where("s.paid_through", ">", from)
    .where("s.paid_through", "<=", to)
    .$narrowType<{ paid_through: string }>()
    .execute();
}

/** What a subscription was last charged, the amount its renewal will charge. */
export function lastChargeOf(db: Executor, subscriptionId: string) {
  return db
    .selectFrom("payments")
    .select(["amount_cents", "currency"])
    .where("subscription_id", "=", subscriptionId)
    .where("kind", "=", "charge")
    .orderBy("occurred_at", "desc")
    .executeTakeFirst();
}
