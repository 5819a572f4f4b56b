import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { newId } from "../../lib/ids.js";
import { countUnsentEmails, insertOutboxEmail, markOutboxEmailSent } from "./outbox.repo.js";

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * DECISIONS.md 21: every email is kept in the outbox table; with SMTP_URL it is also sent, without
 * it the text goes to the log, so the embedded default works with no mail server.
 */
export function createMailer(
  db: Db,
  options: { smtpUrl: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(email) {
      const id = newId();
      await insertOutboxEmail(db, {
        id,
        recipient: email.to,
        subject: email.subject,
        body: email.text,
        created_at: new Date().toISOString(),
        sent_at: null,
      });
      if (!transport) {
        log.info(
          { outboxId: id, to: email.to, subject: email.subject, text: email.text },
          "email kept in local outbox",
        );
        return;
      }
      await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text });
      await markOutboxEmailSent(db, id, new Date().toISOString());
    },
  };
}

/** Emails in the outbox not yet accepted by the mail server (all of them when no SMTP_URL is set). */
export function unsentEmailCount(db: Db): Promise<number> {
  return countUnsentEmails(db);
}
