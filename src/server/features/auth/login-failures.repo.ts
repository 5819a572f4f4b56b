import { sql } from "kysely";
import type { Executor } from "../../db/database.js";

/** Whose attempts a counter holds: one account from one client address, or (address '') from every address. */
export interface AttemptKey {
  email: string;
  address: string;
}

/**
 * Takes one attempt for the key unless `limit` are taken in the window that began after `windowStart`; a window
 * that ended starts again at `now`. One upsert, which both engines apply under the row's lock, so of any number of
 * parallel callers exactly the allowance passes. False when refused.
 */
export async function reserveSignInAttempt(
  db: Executor,
  key: AttemptKey,
  limit: number,
  now: string,
  windowStart: string,
): Promise<boolean> {
  const windowEnded = sql<boolean>`sign_in_attempts.window_started_at <= ${windowStart}`;
  const row = await db
    .insertInto("sign_in_attempts")
    .values({ ...key, window_started_at: now, attempts: 1 })
    .onConflict((oc) =>
      oc
        .columns(["email", "address"])
        .doUpdateSet({
          attempts: sql<number>`case when ${windowEnded} then 1 else sign_in_attempts.attempts + 1 end`,
          window_started_at: sql<string>`case when ${windowEnded} then ${now} else sign_in_attempts.window_started_at end`,
        })
        .where(sql<boolean>`${windowEnded} or sign_in_attempts.attempts < ${limit}`),
    )
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/** When the key's current window began (the lock lifts one window later). */
export async function signInWindowStartedAt(db: Executor, key: AttemptKey): Promise<string | undefined> {
  const row = await db
    .selectFrom("sign_in_attempts")
    .select("window_started_at")
    .where("email", "=", key.email)
    .where("address", "=", key.address)
    .executeTakeFirst();
  return row?.window_started_at;
}

/** Gives a taken attempt back: it was not a failed guess. */
export async function releaseSignInAttempt(db: Executor, key: AttemptKey): Promise<void> {
  await db
    .updateTable("sign_in_attempts")
    .set({ attempts: sql<number>`attempts - 1` })
    .where("email", "=", key.email)
    .where("address", "=", key.address)
    .where("attempts", ">", 0)
    .execute();
}

export async function deleteSignInAttempts(db: Executor, key: AttemptKey): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("email", "=", key.email).where("address", "=", key.address).execute();
}

/** Every count of the account, from every address (a password reset starts it afresh). */
export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("email", "=", email).execute();
}

export async function deleteLoginFailuresBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("window_started_at", "<=", before).execute();
}
