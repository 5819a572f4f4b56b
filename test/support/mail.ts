import type { OutboxStatus } from "../../src/shared/email.js";
import { listOutboxEmails } from "../../src/server/features/mail/outbox.repo.js";
import { recipientLanguages } from "../../src/server/features/mail/recipients.repo.js";
import { topicOf, type RenderedEmail } from "../../src/server/features/mail/render-email.js";
import { signUnsubscribeToken } from "../../src/server/features/mail/unsubscribe-token.js";
import type { TestApp } from "./test-app.js";

/** A message of the outbox rendered as its recipient would get it, with its template's name and its state. */
export type OutboxMail = RenderedEmail & { kind: string; status: OutboxStatus; dedupKey: string | null };

/**
 * The messages queued for that address, newest first, rendered as they would be sent (in the recipient's language). For tests of an app without
 * SMTP_URL (every message waits in the outbox); tests of delivery read an SMTP sink (smtp-sink.ts) instead.
 */
export async function outboxMailsTo(t: TestApp, email: string): Promise<OutboxMail[]> {
  const rows = await listOutboxEmails(t.database.handle.db, email.toLowerCase());
  const secret = await t.app.mail.signingSecret();
  const languages = await recipientLanguages(
    t.database.handle.db,
    rows.flatMap((row) => row.user_id ?? []),
  );
  return Promise.all(
    rows.map(async (row) => {
      const topic = topicOf(row.kind);
      const token = topic && row.user_id ? signUnsubscribeToken(secret, row.user_id, topic) : null;
      const rendered =
        row.props === "{}"
          ? { subject: row.subject, html: "", text: row.body, headers: {} }
          : await t.app.mail.render(
              row.kind,
              row.props,
              token,
              row.user_id ? (languages.get(row.user_id) ?? null) : null,
            );
      return { ...rendered, kind: row.kind, status: row.status, dedupKey: row.dedup_key };
    }),
  );
}

/**
 * The password reset emails in that address's outbox, newest first: registering also sent it a verification link
 * (docs/product.md#accounts), written at the same instant on a test's manual clock.
 */
export async function resetMailsTo(t: TestApp, email: string): Promise<OutboxMail[]> {
  return (await outboxMailsTo(t, email)).filter((mail) => mail.kind === "password-reset");
}
