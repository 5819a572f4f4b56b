import type { Insertable } from "kysely";
import type { Executor } from "../../db/database.js";
import { countRows } from "../../db/count.js";
import type { PasswordResetsTable } from "../../db/schema.js";
import { liveLinkAt } from "./links.repo.js";

export async function insertPasswordReset(db: Executor, row: Insertable<PasswordResetsTable>): Promise<void> {
  await db.insertInto("password_resets").values(row).execute();
}

/**
 * Marks an unused, unexpired reset as used and returns its user. One statement, so two
 * simultaneous uses of the same link cannot both succeed.
 */
export async function consumePasswordReset(db: Executor, tokenHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where(liveLinkAt(now))
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteUnusedPasswordResets(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("password_resets").where("user_id", "=", userId).where("used_at", "is", null).execute();
}

/** The user of a reset that could still be used now, without using it. */
export async function findLivePasswordReset(db: Executor, tokenHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("password_resets")
    .select("user_id")
    .where("token_hash", "=", tokenHash)
    .where(liveLinkAt(now))
    .executeTakeFirst();
  return row?.user_id;
}

/** Ends the user's unused resets now; the rows stay, so they still count towards the hourly limit. */
export async function expireLivePasswordResets(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .updateTable("password_resets")
    .set({ expires_at: now })
    .where("user_id", "=", userId)
    .where(liveLinkAt(now))
    .execute();
}

export const countPasswordResetsSince = (db: Executor, userId: string, since: string): Promise<number> =>
  countRows(db.selectFrom("password_resets").where("user_id", "=", userId).where("created_at", ">=", since));
