import nodemailer from "nodemailer";
import type { Logger } from "../../lib/logger.js";
import type { Db } from "../../db/database.js";
import { systemClock, type Clock } from "../../lib/clock.js";
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

/** How long an undelivered message keeps its body in the outbox (housekeeping empties it after). */
export const OUTBOX_BODY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Every email is recorded in the outbox table; with SMTP_URL it is also sent, and its body is emptied once
 * delivered. Without SMTP (allowed only on a test deployment) the body waits in the outbox for a developer to
 * read, for a day at most. A body never reaches the log: it may hold a reset link.
 */
export function createMailer(
  db: Db,
  options: { smtpUrl: string | undefined; from: string },
  log: Logger,
  clock: Clock = systemClock,
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
        created_at: clock.now().toISOString(),
        sent_at: null,
      });
      if (!transport) {
        log.info({ outboxId: id, to: email.to }, "email waiting in the outbox (no SMTP_URL)");
        return;
      }
      await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text });
      await markOutboxEmailSent(db, id, clock.now().toISOString());
    },
  };
}

/** Emails in the outbox not yet accepted by the mail server (all of them when no SMTP_URL is set). */
export function unsentEmailCount(db: Db): Promise<number> {
  return countUnsentEmails(db);
}
