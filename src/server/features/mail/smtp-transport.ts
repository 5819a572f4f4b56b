import { createRequire } from "node:module";
import type Nodemailer from "nodemailer";

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * What the mail server said: accepted; worth another try (a 4xx, a network failure, or a 5xx that blames our
 * sending rather than the recipient: authentication, the sender address); or refused for good because of the
 * recipient (a 5xx to RCPT TO or to the message itself), which marks the address undeliverable.
 */
export type SendOutcome =
  { verdict: "sent" } | { verdict: "retry"; error: string } | { verdict: "refused"; error: string };

export interface MailTransport {
  send(email: OutgoingEmail): Promise<SendOutcome>;
  close(): void;
}

interface SmtpError {
  message?: string;
  responseCode?: number;
  command?: string;
  code?: string;
}

/** Bounded, so one send always ends well inside an email job's lease (email-delivery.ts). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function outcomeOf(error: unknown): SendOutcome {
  const e = (error ?? {}) as SmtpError;
  const reason = (e.message ?? String(error)).slice(0, 500);
  const permanent = typeof e.responseCode === "number" && e.responseCode >= 500;
  const aboutRecipient = e.command === "RCPT TO" || e.command === "DATA";
  if (permanent && aboutRecipient) return { verdict: "refused", error: reason };
  // An address nodemailer will not even try (malformed) will never be deliverable either.
  if (e.code === "EENVELOPE" && e.command === "API") return { verdict: "refused", error: reason };
  return { verdict: "retry", error: reason };
}

/** Nodemailer over SMTP_URL, a pool of connections kept open between messages. */
export function createSmtpTransport(smtpUrl: string, from: string, maxConnections = 5): MailTransport {
  // Nodemailer loads where SMTP_URL is set, not in a server whose mail waits in the outbox.
  const nodemailer = createRequire(import.meta.url)("nodemailer") as typeof Nodemailer;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections,
    maxMessages: 500,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(email) {
      try {
        await transport.sendMail({ from, textEncoding: "base64", ...email });
        return { verdict: "sent" };
      } catch (error) {
        return outcomeOf(error);
      }
    },
    close: () => transport.close(),
  };
}
