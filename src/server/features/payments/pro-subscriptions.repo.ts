import type { Executor } from "../../db/database.js";
import {
  ENDED_PRO_SUBSCRIPTION_STATUSES,
  type PaymentProviderName,
  type ProSubscriptionRow,
  type ProSubscriptionStatus,
} from "../../db/schema.js";

export function findProSubscription(db: Executor, id: string): Promise<ProSubscriptionRow | undefined> {
  return db.selectFrom("pro_subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listUserProSubscriptions(db: Executor, userId: string): Promise<ProSubscriptionRow[]> {
  return db
    .selectFrom("pro_subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
}

/** Creates the row on the first fact heard about a subscription (events may come in any order). */
export async function ensureProSubscription(
  db: Executor,
  input: { id: string; userId: string; provider: PaymentProviderName; status: ProSubscriptionStatus },
  now: string,
): Promise<ProSubscriptionRow> {
  await db
    .insertInto("pro_subscriptions")
    .values({
      id: input.id,
      user_id: input.userId,
      provider: input.provider,
      status: input.status,
      status_at: null,
      cancel_at_period_end: 0,
      paid_through: null,
      ended_at: null,
      last_paid_at: null,
      last_failed_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const row = await findProSubscription(db, input.id);
  if (!row) throw new Error(`pro subscription ${input.id} vanished`);
  return row;
}

export async function updateProSubscription(
  db: Executor,
  id: string,
  changes: Partial<Omit<ProSubscriptionRow, "id" | "user_id" | "provider" | "created_at">>,
): Promise<void> {
  await db.updateTable("pro_subscriptions").set(changes).where("id", "=", id).execute();
}

/** Local subscriptions whose paid period ends before `horizon`, still running: due for renewal or their end. */
export function localSubscriptionsDue(db: Executor, horizon: string): Promise<ProSubscriptionRow[]> {
  return db
    .selectFrom("pro_subscriptions")
    .selectAll()
    .where("provider", "=", "local")
    .where("status", "=", "active")
    .where("paid_through", "<=", horizon)
    .execute();
}

/** The running subscriptions of these users (one query for a page of the admin's list). */
export function runningProSubscriptionsOf(db: Executor, userIds: readonly string[]): Promise<ProSubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("pro_subscriptions")
    .selectAll()
    .where("user_id", "in", userIds)
    .where("ended_at", "is", null)
    .where("status", "not in", ENDED_PRO_SUBSCRIPTION_STATUSES)
    .execute();
}

/**
 * Ends at `at` every test-checkout subscription still running: once the server takes real payments nothing renews
 * them, and a running one would stop its member from buying Pro.
 */
export async function endRunningLocalSubscriptions(db: Executor, at: string): Promise<void> {
  await db
    .updateTable("pro_subscriptions")
    .set({ status: "canceled", status_at: at, ended_at: at, updated_at: at })
    .where("provider", "=", "local")
    .where("status", "not in", ENDED_PRO_SUBSCRIPTION_STATUSES)
    .where("ended_at", "is", null)
    .execute();
}
