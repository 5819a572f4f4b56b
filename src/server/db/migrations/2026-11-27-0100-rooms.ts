import type { Kysely } from "kysely";

/*
 * Gated rooms that follow the subscription (docs/decisions/0017-telegram-room.md). Each table names its `platform`
 * ('telegram' today) so another chat platform reuses them:
 * - `room_members`: an external account linked to a member, and where it stands in the room. `user_id` is set null
 *   when the member is deleted or unlinks, so the account is still known and can be removed from the room.
 * - `room_link_tokens`: one-time tokens of the deep link that binds an external account, stored hashed.
 * - `room_outbox`: room access changes and posts, worked by lease like the email outbox.
 * - `room_posts`: the message a signal was posted as, so later events edit it and reply to it.
 * - `room_actions`: what the access check and the reconciler did, for the admin panel.
 * - `room_updates_seen`: update ids already handled (duplicates are harmless).
 * - `room_leases`: which instance receives updates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("room_members")
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("external_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("invite_link", "text")
    .addColumn("invite_expires_at", "text")
    .addColumn("reason", "text")
    .addColumn("member_seen_at", "text")
    .addColumn("linked_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("room_members_pk", ["platform", "external_id"])
    .execute();
  await db.schema
    .createIndex("room_members_user_idx")
    .on("room_members")
    .columns(["platform", "user_id"])
    .unique()
    .execute();
  await db.schema.createIndex("room_members_link_idx").on("room_members").column("invite_link").execute();

  await db.schema
    .createTable("room_link_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .createTable("room_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("dedup_key", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("done_at", "text")
    .execute();
  await db.schema.createIndex("room_outbox_dedup_idx").on("room_outbox").column("dedup_key").unique().execute();
  await db.schema.createIndex("room_outbox_due_idx").on("room_outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("room_posts")
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("position_id", "text", (c) => c.notNull())
    .addColumn("chat_id", "text", (c) => c.notNull())
    .addColumn("message_id", "text", (c) => c.notNull())
    .addColumn("posted_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("room_posts_pk", ["platform", "position_id"])
    .execute();

  await db.schema
    .createTable("room_actions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("external_id", "text")
    .addColumn("user_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("room_actions_at_idx").on("room_actions").columns(["platform", "at"]).execute();

  await db.schema
    .createTable("room_updates_seen")
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("update_id", "text", (c) => c.notNull())
    .addColumn("seen_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("room_updates_seen_pk", ["platform", "update_id"])
    .execute();

  await db.schema
    .createTable("room_leases")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("until", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "room_leases",
    "room_updates_seen",
    "room_actions",
    "room_posts",
    "room_outbox",
    "room_link_tokens",
    "room_members",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
