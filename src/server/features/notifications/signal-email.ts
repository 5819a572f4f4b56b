import { formatDateTimeWithZone, formatUtcDateTime } from "../../../shared/format.js";
import { heldSummaryTitle } from "../../../shared/notification-preferences.js";
import { NOTIFICATION_URL, positionPageUrl } from "../../../shared/pwa.js";
import type { Mailer } from "../mail/mailer.js";
import { sendMemberMail, type MailRecipient } from "../mail/member-mail.js";

/*
 * The emails a member's notification preferences ask for (docs/product.md#notification-preferences): one per
 * signal, and one summary of what quiet hours held back. Plain text through the member mail path, so only a verified
 * address receives them; these two functions are the whole interface the notifier uses.
 */

export interface SignalEmailDeps {
  mailer: Mailer;
  appName: string;
  publicUrl: string;
}

export interface SignalRecipient extends MailRecipient {
  first_name: string;
  /** The member's zone for the time shown; UTC when they have not saved one. */
  time_zone: string | null;
}

export interface SignalNotice {
  message: string;
  /** ISO time of the change. */
  at: string;
  positionId: string;
}

const hello = (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,");
const when = (at: string, timeZone: string | null) =>
  timeZone ? formatDateTimeWithZone(at, timeZone) : formatUtcDateTime(at);

function footer(deps: SignalEmailDeps): string[] {
  return [
    "",
    `You get these emails because of your notification preferences. Choose which ones you get in account settings: ${deps.publicUrl}/account`,
  ];
}

/** Emails one signal to one member, if their address is verified; says whether it was sent. */
export function sendSignalEmail(deps: SignalEmailDeps, recipient: SignalRecipient, signal: SignalNotice) {
  return sendMemberMail(deps.mailer, recipient, {
    subject: `${deps.appName}: ${signal.message}`,
    text: [
      hello(recipient.first_name),
      "",
      signal.message,
      `Time: ${when(signal.at, recipient.time_zone)}`,
      "",
      `See the position: ${deps.publicUrl}${positionPageUrl(signal.positionId)}`,
      ...footer(deps),
    ].join("\n"),
  });
}

/** The one email that ends quiet hours: every held signal, oldest first (docs/product.md#quiet-hours). */
export function sendHeldSummaryEmail(
  deps: SignalEmailDeps,
  recipient: SignalRecipient,
  held: readonly Omit<SignalNotice, "positionId">[],
) {
  return sendMemberMail(deps.mailer, recipient, {
    subject: `${deps.appName}: ${heldSummaryTitle(held.length)}`,
    text: [
      hello(recipient.first_name),
      "",
      `While your quiet hours lasted:`,
      "",
      ...held.map((item) => `- ${when(item.at, recipient.time_zone)}: ${item.message}`),
      "",
      `See them all: ${deps.publicUrl}${NOTIFICATION_URL}`,
      ...footer(deps),
    ].join("\n"),
  });
}
