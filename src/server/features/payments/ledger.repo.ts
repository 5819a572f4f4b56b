import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import type { Insertable } from "kysely";
import type { PaymentProviderName, PaymentRow, PaymentsTable } from "../../db/schema.js";
import { PAID_STATUSES } from "../../../shared/plan-features.js";

export type NewPayment = Omit<Insertable<PaymentsTable>, "created_at">;

/** Records a charge once: a second record with the same reference is ignored. Answers whether it was new. */
export async function insertPaymentOnce(db: Executor, payment: NewPayment, now: string): Promise<boolean> {
  const result = await db
    .insertInto("payments")
    .values({ ...payment, created_at: now })
    .onConflict((oc) => oc.column("reference").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Records a refund, which providers report as the running total refunded of one charge: the larger total wins,
 * so a replayed or late smaller report never lowers it. Answers the total recorded.
 */
export async function upsertRefund(db: Executor, refund: NewPayment, now: string): Promise<number> {
  const row = await db
    .insertInto("payments")
    .values({ ...refund, created_at: now })
    .onConflict((oc) =>
      oc.column("reference").doUpdateSet({
        amount_cents: sql<number>`case when excluded.amount_cents > payments.amount_cents then excluded.amount_cents else payments.amount_cents end`,
      }),
    )
    .returning("amount_cents")
    .executeTakeFirstOrThrow();
  return Number(row.amount_cents);
}

export function findChargeByPaymentReference(db: Executor, paymentReference: string) {
  return db
    .selectFrom("payments")
    .select(["id", "plan", "subscription_id", "user_id"])
    .where("kind", "=", "charge")
    .where("payment_reference", "=", paymentReference)
    .executeTakeFirst();
}

/** Refunds heard before their charge did not know its plan or subscription: they learn them from the charge. */
export async function fillRefundsOfCharge(
  db: Executor,
  paymentReference: string,
  charge: Pick<NewPayment, "plan" | "subscription_id">,
): Promise<void> {
  await db
    .updateTable("payments")
    .set(charge)
    .where("kind", "=", "refund")
    .where("payment_reference", "=", paymentReference)
    .execute();
}

export function listUserPayments(db: Executor, userId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("occurred_at", "desc")
    .orderBy("id")
    .execute();
}

/** Trial charges of a user with the total refunded against each. */
export async function trialChargesWithRefunds(
  db: Executor,
  userId: string,
): Promise<{ occurredAt: string; amountCents: number; refundedCents: number; provider: PaymentProviderName }[]> {
  const charges = await db
    .selectFrom("payments")
    .select(["payment_reference", "occurred_at", "amount_cents", "provider"])
    .where("user_id", "=", userId)
    .where("kind", "=", "charge")
    .where("plan", "=", "trial")
    .execute();
  if (charges.length === 0) return [];
  const refunds = await db
    .selectFrom("payments")
    .select(["payment_reference", "amount_cents"])
    .where("kind", "=", "refund")
    .where(
      "payment_reference",
      "in",
      charges.map((charge) => charge.payment_reference),
    )
    .execute();
  return charges.map((charge) => ({
    occurredAt: charge.occurred_at,
    amountCents: charge.amount_cents,
    provider: charge.provider,
    refundedCents: refunds
      .filter((refund) => refund.payment_reference === charge.payment_reference)
      .reduce((sum, refund) => sum + refund.amount_cents, 0),
  }));
}

/** Real money, or test payments: never summed together. */
export type Money = "live" | "test";
const livemodeOf = (money: Money) => (money === "live" ? 1 : 0);

/**
 * Pro subscriptions of a user with a charge refunded in full, and when the first such refund happened: Pro paid by
 * that charge was given back, so the subscription's access ends there.
 */
export async function fullyRefundedProSubscriptions(db: Executor, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("payments as charge")
    .innerJoin("payments as refund", (join) =>
      join
        .onRef("refund.payment_reference", "=", "charge.payment_reference")
        .on("refund.kind", "=", "refund")
        .onRef("refund.amount_cents", ">=", "charge.amount_cents"),
    )
    .select(["charge.subscription_id as subscriptionId", "refund.occurred_at as refundedAt"])
    .where("charge.user_id", "=", userId)
    .where("charge.kind", "=", "charge")
    .where("charge.plan", "=", "pro")
    .where("charge.subscription_id", "is not", null)
    .execute();
  const firstRefund = new Map<string, string>();
  for (const { subscriptionId, refundedAt } of rows) {
    if (!subscriptionId) continue;
    const known = firstRefund.get(subscriptionId);
    if (!known || refundedAt < known) firstRefund.set(subscriptionId, refundedAt);
  }
  return firstRefund;
}

/**
 * Net revenue in cents of movements in [from, to): charges minus refunds, by when each happened (docs/product.md#payments;
 * the admin stats compute revenueThisMonth with it).
 */
export async function netRevenueCents(db: Executor, from: Date, to: Date, money: Money = "live"): Promise<number> {
  const row = await db
    .selectFrom("payments")
    .select(
      sql<string | number | null>`sum(case when kind = 'refund' then -amount_cents else amount_cents end)`.as("net"),
    )
    .where("livemode", "=", livemodeOf(money))
    .where("occurred_at", ">=", from.toISOString())
    .where("occurred_at", "<", to.toISOString())
    .executeTakeFirst();
  return Number(row?.net ?? 0);
}

/** Net revenue in cents of every movement ever recorded, including those of deleted accounts. */
export async function allTimeNetRevenueCents(db: Executor, money: Money): Promise<number> {
  const row = await db
    .selectFrom("payments")
    .select(
      sql<string | number | null>`sum(case when kind = 'refund' then -amount_cents else amount_cents end)`.as("net"),
    )
    .where("livemode", "=", livemodeOf(money))
    .executeTakeFirst();
  return Number(row?.net ?? 0);
}

/** Accounts whose payments net above zero (refunded in full: not paying), and what they paid in all. */
export async function payingAccounts(db: Executor, money: Money): Promise<{ accounts: number; netCents: number }> {
  const { rows } = await sql<{ accounts: string | number; net: string | number | null }>`
    select count(*) as accounts, sum(net) as net from (
      select sum(case when kind = 'refund' then -amount_cents else amount_cents end) as net
      from payments where user_id is not null and livemode = ${livemodeOf(money)} group by user_id
    ) per_account where net > 0`.execute(db);
  return { accounts: Number(rows[0]?.accounts ?? 0), netCents: Number(rows[0]?.net ?? 0) };
}

/**
 * Accounts that bought a trial, and how many of them paid for Pro at or after a trial purchase: some Pro charge
 * is at or after some trial charge exactly when the latest Pro charge is at or after the first trial charge, so
 * one grouped pass over the charges answers it (no per-account subquery).
 */
export async function trialConversions(
  db: Executor,
  money: Money,
): Promise<{ trialBuyers: number; converted: number }> {
  const { rows } = await sql<{ buyers: string | number; converted: string | number | null }>`
    select count(*) as buyers, sum(case when last_pro >= first_trial then 1 else 0 end) as converted
    from (
      select min(case when plan = 'trial' then occurred_at end) as first_trial,
        max(case when plan = 'pro' then occurred_at end) as last_pro
      from payments
      where kind = 'charge' and user_id is not null and livemode = ${livemodeOf(money)}
      group by user_id
    ) per_account
    where first_trial is not null`.execute(db);
  return { trialBuyers: Number(rows[0]?.buyers ?? 0), converted: Number(rows[0]?.converted ?? 0) };
}

/** Each of these users' latest charge (the later id wins a tie), one query for a page of the admin's list. */
export function lastChargesOf(db: Executor, userIds: readonly string[]): Promise<PaymentRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("payments as p")
    .selectAll("p")
    .where("p.user_id", "in", userIds)
    .where("p.kind", "=", "charge")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("payments as later")
            .select("later.id")
            .whereRef("later.user_id", "=", "p.user_id")
            .where("later.kind", "=", "charge")
            .where((eb) =>
              eb.or([
                eb("later.occurred_at", ">", eb.ref("p.occurred_at")),
                eb.and([eb("later.occurred_at", "=", eb.ref("p.occurred_at")), eb("later.id", ">", eb.ref("p.id"))]),
              ]),
            ),
        ),
      ),
    )
    .execute();
}

/** Members holding a trial or Pro with a payment or subscription of the built-in test checkout behind it. */
export async function usersWithTestCheckoutPlans(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("users.id")
    .where("users.subscription_status", "in", PAID_STATUSES)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.user_id", "=", "users.id")
            .where("payments.provider", "=", "local"),
        ),
        eb.exists(
          eb
            .selectFrom("pro_subscriptions")
            .select("pro_subscriptions.id")
            .whereRef("pro_subscriptions.user_id", "=", "users.id")
            .where("pro_subscriptions.provider", "=", "local"),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}
