import { sql, type Insertable } from "kysely";
import type { Executor } from "../../db/database.js";
import type {
  ReferralCommissionsTable,
  ReferralPayoutsTable,
  ReferralsTable,
  ReferralVisitsTable,
} from "../../db/schema.js";

/* Codes */

export async function findCodeOfUser(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom("referral_codes").select("code").where("user_id", "=", userId).executeTakeFirst();
  return row?.code;
}

/** Keeps a member's first code: answers whether this one was stored (false: they had one, or the code is taken). */
export async function insertCode(db: Executor, row: { user_id: string; code: string; created_at: string }) {
  const result = await db
    .insertInto("referral_codes")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findReferrerByCode(db: Executor, code: string) {
  return db
    .selectFrom("referral_codes")
    .innerJoin("users", "users.id", "referral_codes.user_id")
    .select(["users.id", "users.first_name", "users.last_name", "users.email", "referral_codes.code"])
    .where("referral_codes.code", "=", code)
    .executeTakeFirst();
}

/* Affiliates */

export async function isMarkedAffiliate(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom("affiliates").select("user_id").where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

export async function markAffiliate(db: Executor, row: { user_id: string; marked_at: string; marked_by: string }) {
  await db
    .insertInto("affiliates")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function unmarkAffiliate(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("affiliates").where("user_id", "=", userId).execute();
}

/* Visits and clicks */

export async function insertVisit(db: Executor, row: Insertable<ReferralVisitsTable>): Promise<void> {
  await db.insertInto("referral_visits").values(row).execute();
}

export function findVisit(db: Executor, id: string) {
  return db
    .selectFrom("referral_visits")
    .innerJoin("users", "users.id", "referral_visits.referrer_id")
    .select([
      "referral_visits.id",
      "referral_visits.referrer_id as referrerId",
      "referral_visits.visited_at as visitedAt",
      "users.first_name as firstName",
      "users.last_name as lastName",
    ])
    .where("referral_visits.id", "=", id)
    .executeTakeFirst();
}

export async function insertClick(db: Executor, row: { referrer_id: string; visitor_key: string; day: string }) {
  await db
    .insertInto("referral_clicks")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/* Referrals */

/** The first referral of a member is kept: a second insert for them changes nothing. */
export async function insertReferral(db: Executor, row: Insertable<ReferralsTable>): Promise<boolean> {
  const result = await db
    .insertInto("referrals")
    .values(row)
    .onConflict((oc) => oc.column("referred_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findReferralOf(db: Executor, referredId: string) {
  return db.selectFrom("referrals").selectAll().where("referred_id", "=", referredId).executeTakeFirst();
}

/** Emails and Stripe customers of a member, for the self-referral check. */
export async function partyOf(db: Executor, userId: string) {
  const user = await db.selectFrom("users").select(["id", "email"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return undefined;
  const customers = await db
    .selectFrom("stripe_customers")
    .select("customer_id")
    .where("user_id", "=", userId)
    .execute();
  return { userId: user.id, email: user.email, customerIds: customers.map((row) => row.customer_id) };
}

/** When the member first paid, in real money or in test money. */
export async function firstChargeAt(db: Executor, userId: string, livemode: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("payments")
    .select(sql<string | null>`min(occurred_at)`.as("first"))
    .where("user_id", "=", userId)
    .where("kind", "=", "charge")
    .where("livemode", "=", livemode)
    .executeTakeFirst();
  return row?.first ?? undefined;
}

/** Clicks, sign-ups and paying referred members (real money, net above zero) per referrer. */
export async function referralCounts(db: Executor, referrerIds: readonly string[]) {
  const counts = new Map<string, { clicks: number; signUps: number; payingMembers: number }>();
  if (referrerIds.length === 0) return counts;
  for (const id of referrerIds) counts.set(id, { clicks: 0, signUps: 0, payingMembers: 0 });
  const set = (id: string, field: "clicks" | "signUps" | "payingMembers", n: string | number) => {
    const count = counts.get(id);
    if (count) count[field] = Number(n);
  };
  const clicks = await db
    .selectFrom("referral_clicks")
    .select(["referrer_id", sql<string | number>`count(*)`.as("n")])
    .where("referrer_id", "in", referrerIds)
    .groupBy("referrer_id")
    .execute();
  for (const row of clicks) set(row.referrer_id, "clicks", row.n);
  const signUps = await db
    .selectFrom("referrals")
    .select(["referrer_id", sql<string | number>`count(*)`.as("n")])
    .where("referrer_id", "in", referrerIds)
    .groupBy("referrer_id")
    .execute();
  for (const row of signUps) set(row.referrer_id, "signUps", row.n);
  const paying = await db
    .selectFrom("referrals as r")
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("payments")
          .select([
            "user_id",
            sql<number>`sum(case when kind = 'refund' then -amount_cents else amount_cents end)`.as("net"),
          ])
          .where("livemode", "=", 1)
          .groupBy("user_id")
          .as("p"),
      (join) => join.onRef("p.user_id", "=", "r.referred_id"),
    )
    .select(["r.referrer_id", sql<string | number>`count(*)`.as("n")])
    .where("r.referrer_id", "in", referrerIds)
    .where("p.net", ">", 0)
    .groupBy("r.referrer_id")
    .execute();
  for (const row of paying) set(row.referrer_id, "payingMembers", row.n);
  return counts;
}

/** Everyone with a code, marked or not: the admin's list is of members who can refer. */
export function listReferrers(db: Executor) {
  return db
    .selectFrom("referral_codes")
    .innerJoin("users", "users.id", "referral_codes.user_id")
    .leftJoin("affiliates", "affiliates.user_id", "referral_codes.user_id")
    .select([
      "users.id",
      "users.first_name",
      "users.last_name",
      "users.email",
      "referral_codes.code",
      "affiliates.marked_at",
    ])
    .orderBy("users.email")
    .execute();
}

export function listMarkedWithoutCode(db: Executor) {
  return db
    .selectFrom("affiliates")
    .innerJoin("users", "users.id", "affiliates.user_id")
    .leftJoin("referral_codes", "referral_codes.user_id", "affiliates.user_id")
    .select(["users.id", "users.first_name", "users.last_name", "users.email", "affiliates.marked_at"])
    .where("referral_codes.code", "is", null)
    .execute();
}

/* Commissions */

/** Answers whether it was new: a payment is counted once, however often its webhook arrives. */
export async function insertCommission(db: Executor, row: Insertable<ReferralCommissionsTable>): Promise<boolean> {
  const result = await db
    .insertInto("referral_commissions")
    .values(row)
    .onConflict((oc) => oc.column("payment_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Reverses the commissions of one payment not yet paid out; answers how many changed (0 the second time). */
export async function reverseCommissionsOf(
  db: Executor,
  paymentReference: string,
  change: { at: string; reason: string },
): Promise<number> {
  const result = await db
    .updateTable("referral_commissions")
    .set({ status: "reversed", reversed_at: change.at, reversed_reason: change.reason })
    .where("payment_reference", "=", paymentReference)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function listCommissions(db: Executor, filter: { referrerId?: string; limit: number }) {
  let query = db
    .selectFrom("referral_commissions as c")
    .leftJoin("users as referred", "referred.id", "c.referred_id")
    .innerJoin("users as referrer", "referrer.id", "c.referrer_id")
    .selectAll("c")
    .select([
      "referred.first_name as referredFirst",
      "referred.last_name as referredLast",
      "referrer.email as referrerEmail",
    ]);
  if (filter.referrerId) query = query.where("c.referrer_id", "=", filter.referrerId);
  return query.orderBy("c.paid_at", "desc").orderBy("c.id").limit(filter.limit).execute();
}

/** Sums by status per referrer and kind of money; pending is split from earned by `hold_until` at `now`. */
export async function commissionSums(db: Executor, now: string, referrerIds?: readonly string[]) {
  let query = db
    .selectFrom("referral_commissions")
    .select([
      "referrer_id",
      "livemode",
      sql<number>`sum(case when status = 'pending' and hold_until > ${now} then commission_cents else 0 end)`.as(
        "pending",
      ),
      sql<number>`sum(case when status = 'pending' and hold_until <= ${now} then commission_cents else 0 end)`.as(
        "earned",
      ),
      sql<number>`sum(case when status = 'reversed' then commission_cents else 0 end)`.as("reversed"),
      sql<number>`sum(case when status = 'paid' then commission_cents else 0 end)`.as("paid"),
    ])
    .groupBy(["referrer_id", "livemode"]);
  if (referrerIds) {
    if (referrerIds.length === 0) return [];
    query = query.where("referrer_id", "in", referrerIds);
  }
  return query.execute();
}

/** Real-money commissions earned (past their hold) and not yet paid, oldest first. */
export function earnedUnpaid(db: Executor, now: string, referrerId?: string) {
  let query = db
    .selectFrom("referral_commissions")
    .select(["id", "referrer_id", "commission_cents", "paid_at", "hold_until"])
    .where("status", "=", "pending")
    .where("livemode", "=", 1)
    .where("hold_until", "<=", now);
  if (referrerId) query = query.where("referrer_id", "=", referrerId);
  return query.orderBy("referrer_id").orderBy("paid_at").orderBy("id").execute();
}

/* Payouts */

export function findPayoutByKey(db: Executor, key: string) {
  return db.selectFrom("referral_payouts").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
}

export async function insertPayout(db: Executor, row: Insertable<ReferralPayoutsTable>): Promise<void> {
  await db.insertInto("referral_payouts").values(row).execute();
}

/** Marks these commissions paid by the payout, only those still pending: answers how many it marked. */
export async function payCommissions(db: Executor, ids: readonly string[], payoutId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("referral_commissions")
    .set({ status: "paid", payout_id: payoutId })
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
