import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Executor } from "../../db/database.js";
import { EMAIL_TOPIC_ON_BY_DEFAULT, type EmailTopic, type UndeliverableReason } from "../../../shared/email.js";
import type { Language } from "../../../shared/i18n/languages.js";

/** Members with a verified address, on the users alias: whom a notification by email can reach. */
export const verifiedAddressSql = (users: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${users}.email_verified_at`)} is not null`;

/** What decides whether a member's address may be written to, for a batch of members and addresses. */
export interface RecipientFacts {
  /** Members whose address is verified. */
  verified: Set<string>;
  /** Addresses that take account messages only. */
  undeliverable: Set<string>;
  /** "userId topic" pairs the member chose against the topic's default: turned off, or turned on. */
  chosen: Set<string>;
}

export const topicKey = (userId: string, topic: string) => `${userId} ${topic}`;

/** Whether the member receives the topic's emails: its default, unless they chose otherwise. */
export const receivesTopic = (facts: Pick<RecipientFacts, "chosen">, userId: string, topic: EmailTopic): boolean =>
  receivesGiven(facts.chosen.has(topicKey(userId, topic)), topic);

/** A member receives a topic's emails by its default, unless they chose otherwise. */
const receivesGiven = (chose: boolean, topic: EmailTopic): boolean => chose !== EMAIL_TOPIC_ON_BY_DEFAULT[topic];

/** Where a topic's choices are kept: opt-outs for a topic on by default, opt-ins for one off by default. */
const choicesTable = (topic: EmailTopic) => (EMAIL_TOPIC_ON_BY_DEFAULT[topic] ? "email_opt_outs" : "email_opt_ins");

export async function recipientFacts(db: Executor, userIds: string[], emails: string[]): Promise<RecipientFacts> {
  const facts: RecipientFacts = { verified: new Set(), undeliverable: new Set(), chosen: new Set() };
  for (let i = 0; i < userIds.length; i += 500) {
    const ids = userIds.slice(i, i + 500);
    const users = await db
      .selectFrom("users")
      .select("id")
      .where("id", "in", ids)
      .where("email_verified_at", "is not", null)
      .execute();
    for (const user of users) facts.verified.add(user.id);
    const choices = await db
      .selectFrom("email_opt_outs")
      .select(["user_id", "topic"])
      .where("user_id", "in", ids)
      .unionAll(db.selectFrom("email_opt_ins").select(["user_id", "topic"]).where("user_id", "in", ids))
      .execute();
    for (const row of choices) facts.chosen.add(topicKey(row.user_id, row.topic));
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

/** The language each of these members chose (docs/decisions/0037-languages.md); a member who chose none is absent. */
export async function recipientLanguages(db: Executor, userIds: readonly string[]): Promise<Map<string, Language>> {
  const languages = new Map<string, Language>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .selectFrom("users")
      .select(["id", "language"])
      .where("id", "in", userIds.slice(i, i + 500))
      .where("language", "is not", null)
      .execute();
    for (const row of rows) if (row.language) languages.set(row.id, row.language);
  }
  return languages;
}

/** Turns a topic on or off for a member. Doing it twice changes nothing. */
export async function setTopicReceived(
  db: Executor,
  userId: string,
  topic: EmailTopic,
  receives: boolean,
  at: string,
): Promise<void> {
  const table = choicesTable(topic);
  if (receives === EMAIL_TOPIC_ON_BY_DEFAULT[topic]) {
    await db.deleteFrom(table).where("user_id", "=", userId).where("topic", "=", topic).execute();
    return;
  }
  await db
    .insertInto(table)
    .values({ user_id: userId, topic, created_at: at })
    .onConflict((oc) => oc.columns(["user_id", "topic"]).doNothing())
    .execute();
}

export async function receivesTopicOf(db: Executor, userId: string, topic: EmailTopic): Promise<boolean> {
  const row = await db
    .selectFrom(choicesTable(topic))
    .select("topic")
    .where("user_id", "=", userId)
    .where("topic", "=", topic)
    .executeTakeFirst();
  return receivesGiven(row !== undefined, topic);
}

/** Members who turned the topic on, ids and addresses: the recipients of a topic that is off by default. */
export function listOptedIn(db: Executor, topic: EmailTopic) {
  return db
    .selectFrom("email_opt_ins")
    .innerJoin("users", "users.id", "email_opt_ins.user_id")
    .select(["users.id", "users.email"])
    .where("email_opt_ins.topic", "=", topic)
    .orderBy("users.id")
    .execute();
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
