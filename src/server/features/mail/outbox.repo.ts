import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { EmailOutboxTable } from "../../db/schema.js";

export type OutboxEmail = Selectable<EmailOutboxTable>;

export async function insertOutboxEmail(db: Executor, email: Insertable<EmailOutboxTable>): Promise<void> {
  await db.insertInto("email_outbox").values(email).execute();
}

export async function markOutboxEmailSent(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable("email_outbox").set({ sent_at: at }).where("id", "=", id).execute();
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
