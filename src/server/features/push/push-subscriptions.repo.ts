import type { Executor } from "../../db/database.js";
import { memberWithAccessSql } from "../../db/access.js";
import type { PushSubscriptionsTable } from "../../db/schema.js";
import type { Selectable } from "kysely";

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/**
 * Stores a device; the same endpoint again (the browser re-subscribed, or another member signed in on that
 * browser) replaces its keys and owner, so a device never pushes to two accounts.
 */
export async function upsertSubscription(db: Executor, row: PushSubscriptionRow): Promise<void> {
  await db
    .insertInto("push_subscriptions")
    .values(row)
    .onConflict((oc) =>
      oc.column("endpoint").doUpdateSet({
        user_id: row.user_id,
        p256dh: row.p256dh,
        auth: row.auth,
        expires_at: row.expires_at,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Forgets the member's devices beyond the `keep` most recently subscribed or refreshed. */
export async function keepNewestSubscriptionsOf(db: Executor, userId: string, keep: number): Promise<void> {
  const surplus = await db
    .selectFrom("push_subscriptions")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("created_at", "desc")
    .offset(keep)
    .limit(1000)
    .execute();
  if (surplus.length === 0) return;
  await db
    .deleteFrom("push_subscriptions")
    .where(
      "id",
      "in",
      surplus.map((row) => row.id),
    )
    .execute();
}

/** Only the owner removes a device. */
export async function deleteSubscription(db: Executor, userId: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", userId)
    .where("endpoint", "=", endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The push service said the device is gone (404/410). */
export async function deleteSubscriptionById(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}

export function listSubscriptionsOf(db: Executor, userId: string): Promise<PushSubscriptionRow[]> {
  return db.selectFrom("push_subscriptions").selectAll().where("user_id", "=", userId).execute();
}

/** Every device of every member (never admins) with access at `now`. */
export function listMemberSubscriptions(db: Executor, now: string): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom("push_subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .selectAll("s")
    .where(memberWithAccessSql(now, "u"))
    .execute();
}
