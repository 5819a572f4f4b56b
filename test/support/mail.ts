import { listOutboxEmails, type OutboxEmail } from "../../src/server/features/mail/outbox.repo.js";
import type { TestApp } from "./test-app.js";

/**
 * The password reset emails in that address's outbox, newest first: registering also sent it a verification link
 * (docs/product.md#accounts), written at the same instant on a test's manual clock.
 */
export async function resetMailsTo(t: TestApp, email: string): Promise<OutboxEmail[]> {
  const mails = await listOutboxEmails(t.database.handle.db, email.toLowerCase());
  return mails.filter((mail) => mail.subject.startsWith("Reset your"));
}
