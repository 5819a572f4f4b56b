import type { Executor } from "../../db/database.js";
import { countRows } from "../../db/count.js";
import type { Database } from "../../db/schema.js";
import type { Selectable } from "kysely";

export type SupportMessageRow = Selectable<Database["support_messages"]>;

export interface NewSupportMessage {
  id: string;
  memberId: string;
  author: "member" | "support";
  authorId: string;
  authorName: string;
  body: string;
  at: string;
}

/**
 * Adds a message to the member's conversation, opening it on the member's first message. A member's message starts
 * the wait unless one is already waiting; support's answer ends it.
 */
export async function insertSupportMessage(db: Executor, message: NewSupportMessage): Promise<void> {
  const waiting = message.author === "member" ? message.at : null;
  await db
    .insertInto("support_conversations")
    .values({
      member_id: message.memberId,
      waiting_since: waiting,
      last_message_at: message.at,
      last_message_id: message.id,
      member_read_at: null,
      created_at: message.at,
    })
    .onConflict((oc) =>
      oc.column("member_id").doUpdateSet((eb) => ({
        last_message_at: message.at,
        last_message_id: message.id,
        waiting_since:
          message.author === "member"
            ? eb.fn.coalesce("support_conversations.waiting_since", eb.val(message.at))
            : null,
      })),
    )
    .execute();
  await db
    .insertInto("support_messages")
    .values({
      id: message.id,
      member_id: message.memberId,
      author: message.author,
      author_id: message.authorId,
      author_name: message.authorName,
      body: message.body,
      created_at: message.at,
    })
    .execute();
}

/** The conversation's newest `limit` messages, oldest first. */
export async function listSupportMessages(db: Executor, memberId: string, limit: number): Promise<SupportMessageRow[]> {
  const newest = await db
    .selectFrom("support_messages")
    .selectAll()
    .where("member_id", "=", memberId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return newest.reverse();
}

export function findSupportConversation(db: Executor, memberId: string) {
  return db.selectFrom("support_conversations").selectAll().where("member_id", "=", memberId).executeTakeFirst();
}

/** Support's replies the member has not seen: those after the member last opened the conversation. */
export function countUnreadReplies(db: Executor, memberId: string): Promise<number> {
  return countRows(
    db
      .selectFrom("support_messages")
      .innerJoin("support_conversations", "support_conversations.member_id", "support_messages.member_id")
      .where("support_messages.member_id", "=", memberId)
      .where("support_messages.author", "=", "support")
      .where((eb) =>
        eb.or([
          eb("support_conversations.member_read_at", "is", null),
          eb("support_messages.created_at", ">", eb.ref("support_conversations.member_read_at")),
        ]),
      ),
  );
}

export async function markSupportRead(db: Executor, memberId: string, at: string): Promise<void> {
  await db.updateTable("support_conversations").set({ member_read_at: at }).where("member_id", "=", memberId).execute();
}

/** Every conversation with its member and its newest message, for the admins' queue. */
export function listSupportConversations(db: Executor) {
  return db
    .selectFrom("support_conversations as c")
    .innerJoin("users as u", "u.id", "c.member_id")
    .innerJoin("support_messages as m", "m.id", "c.last_message_id")
    .select([
      "c.member_id",
      "c.waiting_since",
      "c.last_message_at",
      "u.email",
      "u.first_name",
      "u.last_name",
      "u.role",
      "u.subscription_status",
      "u.subscription_expiry",
      "m.body as last_body",
      "m.author as last_author",
    ])
    .execute();
}
