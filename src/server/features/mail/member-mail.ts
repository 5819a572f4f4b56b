import type { Mailer } from "./mailer.js";
import type { EmailText } from "./email-texts.js";

/** Whose address a message goes to: the account's address and when it was verified. */
export interface MailRecipient {
  email: string;
  email_verified_at: string | null;
}

/**
 * docs/product.md#accounts: until an address is verified, only account messages (verification, reset, email change,
 * new sign-in) are sent to it; everything else waits for the verification, so an address typed by mistake, or
 * someone else's, is not written to. Every email that is not an account message goes through here.
 */
export function receivesMemberMail(recipient: MailRecipient): boolean {
  return recipient.email_verified_at !== null;
}

/** Sends a message that is not an account message, when the recipient's address is verified; says whether it did. */
export async function sendMemberMail(mailer: Mailer, recipient: MailRecipient, email: EmailText): Promise<boolean> {
  if (!receivesMemberMail(recipient)) return false;
  await mailer.send({ to: recipient.email, ...email });
  return true;
}
