import { sql } from "kysely";
import type { Executor } from "../../db/database.js";

/** Whose attempts a counter holds: one account from one client address, or (address '') from every address. */
export interface AttemptKey {
  email: string;
  address: string;
}

/**
 * Takes one attempt for each key unless its limit is taken in the window that began after `windowStart`; a window
 * that ended starts again at `now`. One upsert, which both engines apply under each row's lock, so of any number of
 * parallel callers exactly the allowance passes. Answers the keys whose attempt was taken.
 */
export async function reserveSignInAttempts(
  db: Executor,
  keys: { key: AttemptKey; limit: number }[],
  now: string,
  windowStart: string,
): Promise<AttemptKey[]> {
  const windowEnded = sql<boolean>`sign_in_attempts.window_started_at <= ${windowStart}`;
  const limitOf = sql.join(
    keys.map(({ key, limit }) => sql`when ${key.address} then cast(${limit} as integer)`),
    sql` `,
  );
  return db
    .insertInto("sign_in_attempts")
    .values(keys.map(({ key }) => ({ ...key, window_started_at: now, attempts: 1 })))
    .onConflict((oc) =>
      oc
        .columns(["email", "address"])
        .doUpdateSet({
          attempts: sql<number>`case when ${windowEnded} then 1 else sign_in_attempts.attempts + 1 end`,
          window_started_at: sql<string>`case when ${windowEnded} then ${now} else sign_in_attempts.window_started_at end`,
        })
        .where(
          sql<boolean>`${windowEnded} or sign_in_attempts.attempts < case sign_in_attempts.address ${limitOf} end`,
        ),
    )
    .returning(["email", "address"])
    .execute();
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

/**
 * A right password: the address's count starts afresh and the account's count gives the attempt back (null: the
 * account's count did not take it, its ceiling was reached).
 */
export async function settleSuccessfulAttempt(
  db: Executor,
  fromAddress: AttemptKey,
  fromAnywhere: AttemptKey | null,
): Promise<void> {
  await db
    .updateTable("sign_in_attempts")
    .set({
      attempts: sql<number>`case when address = ${fromAddress.address} then 0 when attempts > 0 then attempts - 1 else 0 end`,
    })
    .where("email", "=", fromAddress.email)
    .where("address", "in", fromAnywhere ? [fromAddress.address, fromAnywhere.address] : [fromAddress.address])
    .execute();
}

/** Every count of the account, from every address (a password reset starts it afresh). */
export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("email", "=", email).execute();
}

export async function deleteLoginFailuresBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("window_started_at", "<=", before).execute();
}
