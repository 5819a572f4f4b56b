import { z } from "zod";

/** docs/product.md#support: the longest message either side may send. */
export const SUPPORT_MESSAGE_MAX = 4000;
/** A conversation shows its newest messages, oldest first. */
export const SUPPORT_MESSAGES_SHOWN = 200;

export const SUPPORT_MESSAGES = {
  empty: "messages:support.empty",
  // Its text states SUPPORT_MESSAGE_MAX in each language (a zod message carries no values).
  tooLong: "messages:support.tooLong",
  noConversation: "That member has not written to support.",
  adminsAnswer: "Administrators answer members from the Support tab of the admin panel.",
  tooMany: "messages:support.tooMany",
} as const;

/** What a member or an admin sends: the text, trimmed. */
export const supportMessageInputSchema = z.strictObject({
  body: z
    .string({ error: SUPPORT_MESSAGES.empty })
    .trim()
    .min(1, SUPPORT_MESSAGES.empty)
    .max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES.tooLong),
});
export type SupportMessageInput = z.infer<typeof supportMessageInputSchema>;

export const supportMessageSchema = z.object({
  id: z.string(),
  /** Who wrote it: the member, or support (an admin, named by first name). */
  from: z.enum(["member", "support"]),
  authorName: z.string(),
  body: z.string(),
  /** ISO-8601 instant. */
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** GET /api/support: the member's own conversation. */
export const supportConversationSchema = z.object({
  messages: z.array(supportMessageSchema),
  /** Replies from support the member has not opened the conversation since. */
  unreadReplies: z.number().int().nonnegative(),
  /** Whether the member's conversations are prioritised (a Pro member with access). */
  priority: z.boolean(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** One conversation in the admins' Support tab. */
export const supportQueueItemSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The member's priority as their plan stands now. */
  priority: z.boolean(),
  /** Since when the member's oldest unanswered message waits; null when support has answered everything. */
  waitingSince: z.string().nullable(),
  lastMessageAt: z.string(),
  /** The newest message's first line, shortened. */
  preview: z.string(),
  lastFrom: z.enum(["member", "support"]),
});
export type SupportQueueItem = z.infer<typeof supportQueueItemSchema>;

export const supportQueueSchema = z.object({
  conversations: z.array(supportQueueItemSchema),
  /** Conversations waiting for an answer. */
  waiting: z.number().int().nonnegative(),
});
export type SupportQueue = z.infer<typeof supportQueueSchema>;

/** GET /api/admin/support/:memberId */
export const supportThreadSchema = z.object({
  member: supportQueueItemSchema.pick({ memberId: true, name: true, email: true, priority: true }),
  messages: z.array(supportMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const supportMemberParamsSchema = z.strictObject({ memberId: z.string().min(1).max(64) });

type Queued = Pick<SupportQueueItem, "priority" | "waitingSince" | "lastMessageAt">;

/**
 * The Support tab's order (docs/product.md#support): conversations waiting for an answer first, Pro before the rest,
 * each group longest-waiting first; then the answered ones, most recent first.
 */
export function compareSupportQueue(a: Queued, b: Queued): number {
  if (a.waitingSince === null && b.waitingSince === null) return b.lastMessageAt.localeCompare(a.lastMessageAt);
  if (a.waitingSince === null) return 1;
  if (b.waitingSince === null) return -1;
  if (a.priority !== b.priority) return a.priority ? -1 : 1;
  return a.waitingSince.localeCompare(b.waitingSince);
}

/** A message's first line, at most `length` characters, for the queue. */
export function supportPreview(body: string, length = 120): string {
  const line = body.trim().split("\n", 1)[0] ?? "";
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
