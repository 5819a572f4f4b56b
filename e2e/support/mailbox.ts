import { expect } from "@playwright/test";

/** A message as the journeys' mail server received it (e2e/support/smtp-sink-process.ts). */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The bounce webhook's secret on the server under test (playwright.config.ts sets MAIL_WEBHOOK_SECRET to it). */
export const E2E_MAIL_WEBHOOK_SECRET = "e2e-bounce-webhook-secret-0123456789abcdef";

const MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

async function messages(): Promise<Mail[]> {
  const response = await fetch(`${MAIL_URL}/messages`);
  return (await response.json()) as Mail[];
}

/** Every message to `recipient` so far, oldest first. */
export async function mailsTo(recipient: string): Promise<Mail[]> {
  return (await messages()).filter((mail) => mail.to.includes(recipient.toLowerCase()));
}

/**
 * The `nth` message (0 first) to `recipient` whose subject matches, once the app has sent it: messages go through
 * the outbox, which the server works about once a second.
 */
export async function mailTo(recipient: string, subject: RegExp, nth = 0): Promise<Mail> {
  const find = async () =>
    (await messages()).filter((mail) => mail.to.includes(recipient.toLowerCase()) && subject.test(mail.subject))[nth];
  await expect
    .poll(async () => (await find())?.subject ?? "", { message: `email to ${recipient}`, timeout: 15_000 })
    .toMatch(subject);
  const mail = await find();
  if (!mail) throw new Error(`no email to ${recipient}`);
  return mail;
}

/** The first link in a message's plain text that matches. */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const link = mail.text.match(new RegExp(`https?://\\S*${pattern.source}\\S*`))?.[0];
  if (!link) throw new Error(`no link matching ${pattern} in "${mail.subject}"`);
  return link;
}

/** Messages to `address` are turned away for now (a full mailbox): they wait in the outbox for another try. */
export async function refuseMailTo(address: string): Promise<void> {
  await fetch(`${MAIL_URL}/refuse`, { method: "POST", body: JSON.stringify({ address: address.toLowerCase() }) });
}
