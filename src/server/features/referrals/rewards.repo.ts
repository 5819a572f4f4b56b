import { sql, type Insertable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { CreditUsesTable, ReferralRewardsTable } from "../../db/schema.js";

/* Members' rewards for referrals and the credit they give (docs/decisions/0036-member-credit.md). */

/** Answers whether it was new: a referred member earns their referrer one reward (per kind of money), ever. */
export async function insertReward(db: Executor, row: Insertable<ReferralRewardsTable>): Promise<boolean> {
  const result = await db
    .insertInto("referral_rewards")
    .values(row)
    .onConflict((oc) => oc.columns(["referred_id", "livemode"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Reverses the rewards a payment earned while they wait out its window; answers how many changed (0 the second time). */
export async function reverseRewardsOf(
  db: Executor,
  paymentReference: string,
  change: { at: string; reason: string },
): Promise<number> {
  const result = await db
    .updateTable("referral_rewards")
    .set({ status: "reversed", reversed_at: change.at, reversed_reason: change.reason })
    .where("payment_reference", "=", paymentReference)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes every reward whose window has passed out of reach of a refund (pending → granting), then answers the
 * rewards being granted, oldest first: those just taken and any a failed run left.
 */
export async function claimDueRewards(db: Executor, now: string, limit: number) {
  await db
    .updateTable("referral_rewards")
    .set({ status: "granting" })
    .where("status", "=", "pending")
    .where("hold_until", "<=", now)
    .execute();
  return db
    .selectFrom("referral_rewards as r")
    .leftJoin("users as referred", "referred.id", "r.referred_id")
    .select([
      "r.id",
      "r.referrer_id",
      "r.kind",
      "r.amount_cents",
      "r.livemode",
      "referred.first_name as referredFirst",
      "referred.last_name as referredLast",
    ])
    .where("r.status", "=", "granting")
    .orderBy("r.hold_until")
    .orderBy("r.id")
    .limit(limit)
    .execute();
}

export async function markRewardGranted(
  db: Executor,
  id: string,
  grant: { at: string; transactionId: string | null },
): Promise<void> {
  await db
    .updateTable("referral_rewards")
    .set({ status: "granted", granted_at: grant.at, provider_transaction_id: grant.transactionId })
    .where("id", "=", id)
    .where("status", "=", "granting")
    .execute();
}

export function listRewards(db: Executor, filter: { referrerId?: string; limit: number }) {
  let query = db
    .selectFrom("referral_rewards as r")
    .leftJoin("users as referred", "referred.id", "r.referred_id")
    .innerJoin("users as referrer", "referrer.id", "r.referrer_id")
    .selectAll("r")
    .select([
      "referred.first_name as referredFirst",
      "referred.last_name as referredLast",
      "referrer.email as referrerEmail",
    ]);
  if (filter.referrerId) query = query.where("r.referrer_id", "=", filter.referrerId);
  return query.orderBy("r.paid_at", "desc").orderBy("r.id").limit(filter.limit).execute();
}

/** A member's rewards summed by where they stand, per kind of money (1 real, 0 test). */
export function rewardSums(db: Executor, userId: string) {
  return db
    .selectFrom("referral_rewards")
    .select([
      "livemode",
      sql<number>`sum(case when status in ('pending', 'granting') then amount_cents else 0 end)`.as("pending"),
      sql<number>`sum(case when status = 'granted' then amount_cents else 0 end)`.as("granted"),
    ])
    .where("referrer_id", "=", userId)
    .groupBy("livemode")
    .execute();
}

/** Credit taken off a member's payments, per kind of money. */
export function creditUsedSums(db: Executor, userId: string) {
  return db
    .selectFrom("credit_uses")
    .select(["livemode", sql<number>`sum(amount_cents)`.as("used")])
    .where("user_id", "=", userId)
    .groupBy("livemode")
    .execute();
}

export function findCreditUse(db: Executor, paymentReference: string) {
  return db.selectFrom("credit_uses").selectAll().where("payment_reference", "=", paymentReference).executeTakeFirst();
}

/** Answers whether it was new: a payment uses credit once, however often it is reported. */
export async function insertCreditUse(db: Executor, row: Insertable<CreditUsesTable>): Promise<boolean> {
  const result = await db
    .insertInto("credit_uses")
    .values(row)
    .onConflict((oc) => oc.column("payment_reference").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
