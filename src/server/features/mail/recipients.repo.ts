import type { Executor } from "../../db/database.js";
import type { EmailTopic, UndeliverableReason } from "../../../shared/email.js";

/** What decides whether a member's address may be written to, for a batch of members and addresses. */
export interface RecipientFacts {
  /** Members whose address is verified. */
  verified: Set<string>;
  /** Addresses that take account messages only. */
  undeliverable: Set<string>;
  /** "userId topic" pairs turned off. */
  optedOut: Set<string>;
}

export const optOutKey = (userId: string, topic: string) => `${userId} ${topic}`;

export async function recipientFacts(db: Executor, userIds: string[], emails: string[]): Promise<RecipientFacts> {
  const facts: RecipientFacts = { verified: new Set(), undeliverable: new Set(), optedOut: new Set() };
  for (let i = 0; i < userIds.length; i += 500) {
    const ids = userIds.slice(i, i + 500);
    const users = await db
      .selectFrom("users")
      .select("id")
      .where("id", "in", ids)
      .where("email_verified_at", "is not", null)
      .execute();
    for (const user of users) facts.verified.add(user.id);
    const optOuts = await db
      .selectFrom("email_opt_outs")
      .select(["user_id", "topic"])
      .where("user_id", "in", ids)
      .execute();
    for (const row of optOuts) facts.optedOut.add(optOutKey(row.user_id, row.topic));
  }
  for (let i = 0; i < emails.length; i += 500) {
    const rows = await db
      .selectFrom("email_undeliverable")
      .select("email")
      .where("email", "in", emails.slice(i, i + 500))
      .execute();
    for (const row of rows) facts.undeliverable.add(row.email);
  }
  return facts;
}

export async function addOptOut(db: Executor, userId: string, topic: EmailTopic, at: string): Promise<void> {
  await db
    .insertInto("email_opt_outs")
    .values({ user_id: userId, topic, created_at: at })
    .onConflict((oc) => oc.columns(["user_id", "topic"]).doNothing())
    .execute();
}

export async function removeOptOut(db: Executor, userId: string, topic: EmailTopic): Promise<void> {
  await db.deleteFrom("email_opt_outs").where("user_id", "=", userId).where("topic", "=", topic).execute();
}

export async function hasOptedOut(db: Executor, userId: string, topic: EmailTopic): Promise<boolean> {
  const row = await db
    .selectFrom("email_opt_outs")
    .select("topic")
    .where("user_id", "=", userId)
    .where("topic", "=", topic)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks an address undeliverable; the first report's reason stands until the address is verified again. */
export async function markUndeliverable(
  db: Executor,
  email: string,
  reason: UndeliverableReason,
  detail: string | null,
  at: string,
): Promise<void> {
  await db
    .insertInto("email_undeliverable")
    .values({ email: email.toLowerCase(), reason, detail: detail?.slice(0, 500) ?? null, created_at: at })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

export async function clearUndeliverable(db: Executor, email: string): Promise<void> {
  await db.deleteFrom("email_undeliverable").where("email", "=", email.toLowerCase()).execute();
}

export function findUndeliverable(db: Executor, email: string) {
  return db
    .selectFrom("email_undeliverable")
    .select(["reason", "created_at"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

/** The secret unsubscribe links are signed with: the stored one, or `candidate` stored now if there is none. */
export async function storedSigningSecret(db: Executor, candidate: string, at: string): Promise<string> {
  await db
    .insertInto("email_signing_keys")
    .values({ id: 1, secret: candidate, created_at: at })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const row = await db.selectFrom("email_signing_keys").select("secret").where("id", "=", 1).executeTakeFirstOrThrow();
  return row.secret;
}
