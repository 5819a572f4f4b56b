import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { EmailLinkPurpose, EmailVerificationsTable } from "../../db/schema.js";
import { liveLinkAt } from "./links.repo.js";

export type EmailVerificationRow = Selectable<EmailVerificationsTable>;

export async function insertEmailVerification(db: Executor, row: Insertable<EmailVerificationsTable>): Promise<void> {
  await db.insertInto("email_verifications").values(row).execute();
}

/**
 * Marks an unused, unexpired link as used and returns it. One statement, so two simultaneous uses of the same link
 * cannot both succeed.
 */
export async function consumeEmailVerification(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<EmailVerificationRow | undefined> {
  return db
    .updateTable("email_verifications")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where(liveLinkAt(now))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Ends the user's unused links now, of one purpose or (`purpose` null) all of them; the rows stay, so they still
 * count towards the hourly limit.
 */
export async function expireLiveEmailVerifications(
  db: Executor,
  userId: string,
  purpose: EmailLinkPurpose | null,
  now: string,
): Promise<void> {
  await db
    .updateTable("email_verifications")
    .set({ expires_at: now })
    .where("user_id", "=", userId)
    .$if(purpose !== null, (qb) => qb.where("purpose", "=", purpose as EmailLinkPurpose))
    .where(liveLinkAt(now))
    .execute();
}

/** How many links the user was sent since `since`, and when the first of them was. */
export async function emailVerificationsSince(
  db: Executor,
  userId: string,
  since: string,
): Promise<{ count: number; first: string | null }> {
  const row = await db
    .selectFrom("email_verifications")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.min("created_at").as("first")])
    .where("user_id", "=", userId)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), first: row.first ?? null };
}

/** The newest link of that purpose the user could still follow now. */
export function findLiveEmailVerification(
  db: Executor,
  userId: string,
  purpose: EmailLinkPurpose,
  now: string,
): Promise<EmailVerificationRow | undefined> {
  return db
    .selectFrom("email_verifications")
    .selectAll()
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where(liveLinkAt(now))
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}
