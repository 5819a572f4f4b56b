import type { Executor } from "../../db/database.js";
import { countRows } from "../../db/count.js";
import type { SecondFactorsTable } from "../../db/schema.js";

export async function findSecondFactor(db: Executor, userId: string): Promise<SecondFactorsTable | undefined> {
  const row = await db.selectFrom("second_factors").selectAll().where("user_id", "=", userId).executeTakeFirst();
  // PostgreSQL may read an integer column back as a string; the step is compared as a number.
  return row && { ...row, last_used_step: row.last_used_step === null ? null : Number(row.last_used_step) };
}

/** A new pending secret replaces any earlier one; an enabled factor is never replaced this way. */
export async function savePendingSecret(db: Executor, userId: string, secret: string, now: Date): Promise<void> {
  await db
    .insertInto("second_factors")
    .values({
      user_id: userId,
      totp_secret: secret,
      enabled_at: null,
      last_used_step: null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet({ totp_secret: secret, created_at: now.toISOString(), last_used_step: null })
        .where("second_factors.enabled_at", "is", null),
    )
    .execute();
}

/**
 * Records that a code of `step` was accepted, only if no code of that step or a later one was: false when another
 * request used it first (a code signs in once). Enables a pending factor in the same write.
 */
export async function useStep(db: Executor, userId: string, step: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("second_factors")
    .set((eb) => ({
      last_used_step: step,
      enabled_at: eb.fn.coalesce("enabled_at", eb.val(now.toISOString())),
    }))
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function enableSecondFactor(db: Executor, userId: string, now: Date): Promise<void> {
  await db.updateTable("second_factors").set({ enabled_at: now.toISOString() }).where("user_id", "=", userId).execute();
}

/** Removes the authenticator app, pending or on. */
export async function deleteAuthenticator(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("second_factors").where("user_id", "=", userId).execute();
}

export async function deleteRecoveryCodes(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("recovery_codes")
    .values(codeHashes.map((code_hash) => ({ code_hash, user_id: userId, used_at: null })))
    .execute();
}

/** Marks an unused recovery code of the user used: false when it is not theirs or already used. */
export async function useRecoveryCode(db: Executor, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("code_hash", "=", codeHash)
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const countUnusedRecoveryCodes = (db: Executor, userId: string): Promise<number> =>
  countRows(db.selectFrom("recovery_codes").where("user_id", "=", userId).where("used_at", "is", null));
