import { hasPlanFeature } from "../../../shared/plan-features.js";
import { fullName } from "../../../shared/user-names.js";
import {
  SUPPORT_MESSAGES,
  SUPPORT_MESSAGES_SHOWN,
  compareSupportQueue,
  supportPreview,
  type SupportConversation,
  type SupportMessage,
  type SupportQueue,
  type SupportQueueItem,
  type SupportThread,
} from "../../../shared/support.js";
import type { Db } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { enqueueEmails } from "../mail/outbox.service.js";
import { findUserById, listAdminEmails } from "../users/users.service.js";
import {
  countUnreadReplies,
  findSupportConversation,
  insertSupportMessage,
  listSupportConversations,
  listSupportMessages,
  markSupportRead,
  type SupportMessageRow,
} from "./support.repo.js";

/** How other features read a member's support conversation (the SQL stays in support.repo.ts). */
export { listSupportMessages } from "./support.repo.js";

export interface SupportDeps {
  db: Db;
  clock: Clock;
}

const fullNameOf = (user: Pick<UserRow, "first_name" | "last_name">) =>
  fullName({ firstName: user.first_name, lastName: user.last_name });

/** docs/product.md#support: whether the member's conversations are marked Pro and answered first. */
const hasPriority = (user: Pick<UserRow, "role" | "subscription_status" | "subscription_expiry">, now: Date) =>
  hasPlanFeature(
    { role: user.role, subscriptionStatus: user.subscription_status, subscriptionExpiry: user.subscription_expiry },
    "prioritySupport",
    now,
  );

function messageOf(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    from: row.author,
    authorName: row.author_name,
    body: row.body,
    createdAt: row.created_at,
  };
}

/** The member's own conversation; opening it marks support's replies read. */
export async function getOwnConversation(deps: SupportDeps, member: UserRow): Promise<SupportConversation> {
  const now = deps.clock.now();
  const [rows, unreadReplies] = await Promise.all([
    listSupportMessages(deps.db, member.id, SUPPORT_MESSAGES_SHOWN),
    countUnreadReplies(deps.db, member.id),
  ]);
  if (unreadReplies > 0) await markSupportRead(deps.db, member.id, now.toISOString());
  return { messages: rows.map(messageOf), unreadReplies, priority: hasPriority(member, now) };
}

/** How many of support's replies the member has not read, for the app's menu. */
export async function unreadRepliesOf(deps: SupportDeps, memberId: string): Promise<number> {
  return countUnreadReplies(deps.db, memberId);
}

/**
 * A member writes to support (docs/product.md#support): the message and the admins' email commit together, so
 * neither is lost or sent for a message that was not kept.
 */
export async function writeToSupport(deps: SupportDeps, member: UserRow, body: string): Promise<SupportMessage> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const priority = hasPriority(member, now);
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await insertSupportMessage(trx, {
      id,
      memberId: member.id,
      author: "member",
      authorId: member.id,
      authorName: fullNameOf(member),
      body,
      at,
    });
    // Reading the conversation again is what the member does by writing in it.
    await markSupportRead(trx, member.id, at);
    const admins = await listAdminEmails(trx);
    await enqueueEmails(
      trx,
      admins.map((admin) => ({
        to: admin.email,
        userId: admin.id,
        kind: "support-message" as const,
        props: { memberName: fullNameOf(member), memberEmail: member.email, priority, preview: supportPreview(body) },
      })),
      now,
    );
  });
  return { id, from: "member", authorName: fullNameOf(member), body, createdAt: at };
}

/** The admins' Support tab: every conversation, waiting ones first with Pro ahead (compareSupportQueue). */
export async function getSupportQueue(deps: SupportDeps): Promise<SupportQueue> {
  const now = deps.clock.now();
  const rows = await listSupportConversations(deps.db);
  const conversations: SupportQueueItem[] = rows
    .map((row) => ({
      memberId: row.member_id,
      name: fullNameOf(row),
      email: row.email,
      priority: hasPriority(row, now),
      waitingSince: row.waiting_since,
      lastMessageAt: row.last_message_at,
      preview: supportPreview(row.last_body),
      lastFrom: row.last_author,
    }))
    .sort(compareSupportQueue);
  return { conversations, waiting: conversations.filter((item) => item.waitingSince !== null).length };
}

async function conversationMember(deps: SupportDeps, memberId: string): Promise<UserRow> {
  const [member, conversation] = await Promise.all([
    findUserById(deps.db, memberId),
    findSupportConversation(deps.db, memberId),
  ]);
  if (!member || !conversation) throw new AppError("not_found", adminOnlyText(SUPPORT_MESSAGES.noConversation));
  return member;
}

export async function getSupportThread(deps: SupportDeps, memberId: string): Promise<SupportThread> {
  const member = await conversationMember(deps, memberId);
  const rows = await listSupportMessages(deps.db, memberId, SUPPORT_MESSAGES_SHOWN);
  return {
    member: {
      memberId,
      name: fullNameOf(member),
      email: member.email,
      priority: hasPriority(member, deps.clock.now()),
    },
    messages: rows.map(messageOf),
  };
}

/** Support answers a member: the answer ends the wait, and the member is emailed, in one transaction. */
export async function answerMember(
  deps: SupportDeps,
  admin: UserRow,
  memberId: string,
  body: string,
): Promise<SupportMessage> {
  const member = await conversationMember(deps, memberId);
  const now = deps.clock.now();
  const at = now.toISOString();
  const id = newId();
  // Members see support's first name only: the team answers, not a personal address.
  const authorName = admin.first_name;
  await deps.db.transaction().execute(async (trx) => {
    await insertSupportMessage(trx, { id, memberId, author: "support", authorId: admin.id, authorName, body, at });
    await enqueueEmails(
      trx,
      [
        {
          to: member.email,
          userId: member.id,
          kind: "support-reply" as const,
          props: { name: member.first_name, authorName, preview: supportPreview(body, 300) },
        },
      ],
      now,
    );
  });
  return { id, from: "support", authorName, body, createdAt: at };
}
