import {
  addressChanged,
  confirmNewAddress,
  newSignIn,
  passwordChanged,
  passwordReset,
  verifyAddress,
} from "./templates/account-emails.js";
import { guaranteeUsed, newSubscriber, trackingPaused } from "./templates/admin-emails.js";
import { accessEnded, guaranteeRefunded, paymentFailed, receipt, renewalReminder } from "./templates/billing-emails.js";
import type { EmailTemplate } from "./templates/email-template.js";
import { recordHead, recordHeadForMember } from "./templates/record-emails.js";
import { trialEnding, welcome } from "./templates/lifecycle-emails.js";
import { signal } from "./templates/signal-email.js";
import { weeklySummary } from "./templates/summary-emails.js";
import { supportMessage, supportReply } from "./templates/support-emails.js";
import { heldSummary, positionUpdate } from "./templates/signal-update-emails.js";
import { webhookDisabled } from "./templates/integration-emails.js";

/**
 * Every message the app sends, by the name the outbox stores (`email_outbox.kind`). A name, once used, keeps its
 * meaning: a queued message is rendered by it after a deployment too.
 */
export const EMAIL_TEMPLATES = {
  "password-reset": passwordReset,
  "verify-address": verifyAddress,
  "confirm-new-address": confirmNewAddress,
  "address-changed": addressChanged,
  "new-sign-in": newSignIn,
  "password-changed": passwordChanged,
  welcome,
  receipt,
  "trial-ending": trialEnding,
  "renewal-reminder": renewalReminder,
  "payment-failed": paymentFailed,
  "access-ended": accessEnded,
  "guarantee-refunded": guaranteeRefunded,
  "guarantee-used": guaranteeUsed,
  signal,
  "position-update": positionUpdate,
  "held-summary": heldSummary,
  "new-subscriber": newSubscriber,
  "tracking-paused": trackingPaused,
  "record-head": recordHead,
  "record-head-member": recordHeadForMember,
  "support-message": supportMessage,
  "support-reply": supportReply,
  "weekly-summary": weeklySummary,
  "webhook-disabled": webhookDisabled,
} as const;

export type EmailKind = keyof typeof EMAIL_TEMPLATES;

/** What each message is, for the mail viewer once a message's content (and so its subject) is no longer kept. */
export const EMAIL_KIND_NAMES: Record<EmailKind, string> = {
  "password-reset": "Password reset link",
  "verify-address": "Email verification link",
  "confirm-new-address": "New address confirmation link",
  "address-changed": "Email address changed notice",
  "new-sign-in": "New sign-in notice",
  "password-changed": "Password changed notice",
  welcome: "Welcome",
  receipt: "Receipt",
  "trial-ending": "Trial ending reminder",
  "renewal-reminder": "Renewal reminder",
  "payment-failed": "Payment failed notice",
  "access-ended": "Access ended notice",
  "guarantee-refunded": "Money-back guarantee refund (to the member)",
  "guarantee-used": "Money-back guarantee used (to admins)",
  signal: "New signal",
  "position-update": "A followed position's update",
  "held-summary": "Quiet hours summary",
  "new-subscriber": "New subscriber (to admins)",
  "tracking-paused": "Price tracking paused (to admins)",
  "record-head": "Track record head published (to admins)",
  "record-head-member": "Track record head published (to members who turned it on)",
  "support-message": "A member wrote to support (to admins)",
  "support-reply": "Support answered (to the member)",
  "weekly-summary": "Weekly performance summary (to Pro members)",
  "webhook-disabled": "A member's webhook switched off after a day of failures",
};
export type EmailPropsOf<K extends EmailKind> = (typeof EMAIL_TEMPLATES)[K] extends EmailTemplate<infer P> ? P : never;

export function isEmailKind(kind: string): kind is EmailKind {
  return Object.hasOwn(EMAIL_TEMPLATES, kind);
}

export function templateOf(kind: EmailKind): EmailTemplate<unknown> {
  return EMAIL_TEMPLATES[kind] as EmailTemplate<unknown>;
}
