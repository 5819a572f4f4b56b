import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./auth.js";

/**
 * docs/product.md#email: the emails a member may turn off, each with its own unsubscribe link. Everything else is an
 * account or billing message, sent while the account exists.
 */
export const EMAIL_TOPICS = ["signals", "reminders", "record", "summaries"] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/**
 * Whether a member who never chose receives a topic. Signals, reminders and Pro's weekly summaries come until turned
 * off; the track record's published heads only once the member turns them on (notification preferences).
 */
export const EMAIL_TOPIC_ON_BY_DEFAULT: Record<EmailTopic, boolean> = {
  signals: true,
  reminders: true,
  record: false,
  summaries: true,
};

/** How a topic is named to the member: the unsubscribe page and the footer of its emails. */
export const EMAIL_TOPIC_NAMES: Record<EmailTopic, string> = {
  signals: "new trading signal emails",
  reminders: "welcome, tips and trial reminder emails",
  record: "track record head emails",
  summaries: "weekly performance summary emails",
};

/** Why an address receives nothing but account messages (docs/product.md#email). */
export const UNDELIVERABLE_REASONS = ["bounce", "complaint", "rejected"] as const;
export type UndeliverableReason = (typeof UNDELIVERABLE_REASONS)[number];

export const EMAIL_DELIVERY_MESSAGES = {
  unsubscribeLinkInvalid: "messages:email.unsubscribeLinkInvalid",
  viewerOnTestDeployments:
    "The mail viewer is for development: it runs only on a loopback PUBLIC_URL or with ALLOW_TEST_PAYMENTS=true",
  messageNotFound: "That message is not in the outbox",
  webhookNotConfigured: "Bounce reports are off: set MAIL_WEBHOOK_SECRET to accept them",
  webhookSecretWrong: "Missing or wrong bounce webhook secret",
  reported: "Recorded",
} as const;

/** The token of an unsubscribe link: a member, a topic and their signature (base64url parts joined by dots). */
export const unsubscribeQuerySchema = z.strictObject({
  token: z.string().trim().min(1, EMAIL_DELIVERY_MESSAGES.unsubscribeLinkInvalid).max(200),
});

/** What an unsubscribe link stands for, shown before and after it is used. */
export const emailSubscriptionSchema = z.object({
  topic: z.enum(EMAIL_TOPICS),
  /** The member's address, partly hidden: the link may have been forwarded. */
  email: z.string(),
  subscribed: z.boolean(),
});
export type EmailSubscription = z.infer<typeof emailSubscriptionSchema>;

/**
 * A delivery report from the mail provider (docs/operations.md#email): `bounce` for a permanent delivery failure,
 * `complaint` when the recipient marked a message as spam.
 */
export const bounceReportSchema = z.strictObject({
  type: z.enum(["bounce", "complaint"], { error: "type must be bounce or complaint" }),
  email: z.email("email must be an email address").max(EMAIL_MAX_LENGTH).toLowerCase(),
});
export type BounceReport = z.infer<typeof bounceReportSchema>;

/** The signed-in member's address as the mail system sees it: whether mail to it has stopped. */
export const emailDeliverySchema = z.object({
  undeliverable: z.object({ reason: z.enum(UNDELIVERABLE_REASONS), since: z.string() }).nullable(),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

export const OUTBOX_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One message of the outbox as the development mail viewer lists it. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** False once delivered (or a day old): the content, which may hold a sign-in link, is no longer kept. */
  viewable: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = z.object({ smtp: z.boolean(), messages: z.array(outboxMessageSchema) });
export type OutboxList = z.infer<typeof outboxListSchema>;

export const renderedEmailSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type RenderedEmailView = z.infer<typeof renderedEmailSchema>;

export const outboxMessageParamsSchema = z.strictObject({ id: z.uuid(EMAIL_DELIVERY_MESSAGES.messageNotFound) });

/** "a***@example.com": enough for its owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
