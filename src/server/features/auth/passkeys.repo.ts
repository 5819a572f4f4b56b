import type { Executor } from "../../db/database.js";
import { countRows } from "../../db/count.js";
import type { PasskeysTable, WebauthnChallengesTable } from "../../db/schema.js";

export async function insertPasskey(db: Executor, passkey: PasskeysTable): Promise<void> {
  await db.insertInto("passkeys").values(passkey).execute();
}

export async function findPasskey(db: Executor, id: string): Promise<PasskeysTable | undefined> {
  const row = await db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
  // PostgreSQL may read an integer column back as a string; the counter is compared as a number.
  return row && { ...row, counter: Number(row.counter) };
}

export function listPasskeys(db: Executor, userId: string): Promise<PasskeysTable[]> {
  return db.selectFrom("passkeys").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

export const countPasskeys = (db: Executor, userId: string): Promise<number> =>
  countRows(db.selectFrom("passkeys").where("user_id", "=", userId));

/** Records a use: the authenticator's new counter, only if no other request recorded one as high first. */
export async function recordPasskeyUse(db: Executor, id: string, counter: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("passkeys")
    .set({ counter, last_used_at: at })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("counter", "<", counter), eb("counter", "=", 0)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("passkeys").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteUserPasskeys(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("passkeys").where("user_id", "=", userId).execute();
}

export async function insertChallenge(db: Executor, challenge: WebauthnChallengesTable): Promise<void> {
  await db.insertInto("webauthn_challenges").values(challenge).execute();
}

/**
 * Uses up a live challenge handed out for `purpose` (and `userId`, unless it was a sign-in's): false when it is
 * unknown, expired, for something else, or already answered.
 */
export async function consumeChallenge(
  db: Executor,
  challenge: string,
  purpose: WebauthnChallengesTable["purpose"],
  userId: string | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("webauthn_challenges")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now)
    .where((eb) => (userId === null ? eb("user_id", "is", null) : eb("user_id", "=", userId)))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteExpiredChallenges(db: Executor, now: string): Promise<void> {
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now).execute();
}
