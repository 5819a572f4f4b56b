import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { EmailOutboxTable } from "../../db/schema.js";

export type OutboxEmail = Selectable<EmailOutboxTable>;

export async function insertOutboxEmail(db: Executor, email: Insertable<EmailOutboxTable>): Promise<void> {
  await db.insertInto("email_outbox").values(email).execute();
}

/** A delivered message keeps who, what and when, but not its body: that may hold a reset link. */
export async function markOutboxEmailSent(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable("email_outbox").set({ sent_at: at, body: "" }).where("id", "=", id).execute();
}

/** Empties the bodies of messages written before `before`, delivered or not. */
export async function clearOutboxBodiesBefore(db: Executor, before: string): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set({ body: "" })
    .where("created_at", "<", before)
    .where("body", "!=", "")
    .execute();
}

export function listOutboxEmails(db: Executor, recipient: string): Promise<OutboxEmail[]> {
  return db
    .selectFrom("email_outbox")
    .selectAll()
    .where("recipient", "=", recipient)
    .orderBy("created_at", "desc")
    .execute();
}

/** Emails written to the outbox and not yet handed to the mail server. */
export async function countUnsentEmails(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("email_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("unsent"))
    .where("sent_at", "is", null)
    .executeTakeFirst();
  return Number(row?.unsent ?? 0);
}
