import type { Executor } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";

/**
 * Deletes a non-admin user and what is personal to them, within the caller's transaction. The foreign keys cascade
 * to their sessions, second factor, follows, views, feed, devices and exports, and set the ledger's `user_id` to null
 * (docs/product.md#accounts); what has no foreign key to the user is cleared here: provider events' user, mail
 * addressed to them and sign-in attempts under their email. False when there was no such member.
 */
export async function deleteMemberAndPersonalRecords(db: Executor, user: UserRow): Promise<boolean> {
  const result = await db.deleteFrom("users").where("id", "=", user.id).where("role", "<>", "admin").executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await db.updateTable("payment_events").set({ user_id: null }).where("user_id", "=", user.id).execute();
  await db.deleteFrom("email_outbox").where("recipient", "=", user.email).execute();
  await db.deleteFrom("sign_in_attempts").where("email", "=", user.email).execute();
  return true;
}
