import type { Kysely } from "kysely";

/*
 * Support conversations (docs/product.md#support): one per member, its messages in `support_messages`.
 * `waiting_since` is when the member's oldest unanswered message was sent (null once support has answered), and
 * `last_message_id` names the newest, so the admins' queue orders and previews without searching the messages; `member_read_at` is when the member last opened it, for
 * the count of unread replies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("support_conversations")
    .addColumn("member_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("waiting_since", "text")
    .addColumn("last_message_at", "text", (c) => c.notNull())
    .addColumn("last_message_id", "text", (c) => c.notNull())
    .addColumn("member_read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("support_conversations_waiting")
    .on("support_conversations")
    .columns(["waiting_since", "last_message_at"])
    .execute();
  await db.schema
    .createTable("support_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("member_id", "text", (c) =>
      c.notNull().references("support_conversations.member_id").onDelete("cascade"),
    )
    /** "member" or "support". */
    .addColumn("author", "text", (c) => c.notNull())
    /** The admin who answered; kept as a name should that admin's account go. */
    .addColumn("author_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("support_messages_member")
    .on("support_messages")
    .columns(["member_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("support_messages").execute();
  await db.schema.dropTable("support_conversations").execute();
}
