import type { Executor } from "../../db/database.js";
import type { CheckoutSessionRow, CheckoutSessionsTable } from "../../db/schema.js";

export async function insertCheckoutSession(db: Executor, row: CheckoutSessionsTable): Promise<void> {
  await db.insertInto("checkout_sessions").values(row).execute();
}

export function findCheckoutSession(db: Executor, id: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom("checkout_sessions").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findCheckoutByProviderId(db: Executor, providerId: string): Promise<CheckoutSessionRow | undefined> {
  return db
    .selectFrom("checkout_sessions")
    .selectAll()
    .where("provider_session_id", "=", providerId)
    .executeTakeFirst();
}

export function findOpenCheckout(db: Executor, openKey: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom("checkout_sessions").selectAll().where("open_key", "=", openKey).executeTakeFirst();
}

export async function markCheckoutOpen(db: Executor, id: string, providerSessionId: string, url: string) {
  await db
    .updateTable("checkout_sessions")
    .set({ status: "open", provider_session_id: providerSessionId, url })
    .where("id", "=", id)
    .where("status", "=", "creating")
    .execute();
}

/**
 * Closes an open (or still creating) session. Conditional, so of two concurrent attempts exactly one
 * succeeds: the one that gets true fulfils, the other must not.
 */
export async function closeCheckout(
  db: Executor,
  id: string,
  status: "completed" | "canceled" | "expired",
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("checkout_sessions")
    .set({ status, open_key: null, completed_at: status === "completed" ? now : null })
    .where("id", "=", id)
    .where("status", "in", ["open", "creating"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Lets go of the one-open-checkout slot without a fulfilment (a provider call failed). */
export async function deleteCheckoutSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("checkout_sessions").where("id", "=", id).execute();
}

/** Ties a Pro checkout to the subscription it created, so no other subscription can claim it. */
export async function linkCheckoutSubscription(db: Executor, id: string, subscriptionId: string): Promise<void> {
  await db
    .updateTable("checkout_sessions")
    .set({ provider_subscription_id: subscriptionId })
    .where("id", "=", id)
    .where("provider_subscription_id", "is", null)
    .execute();
}
