import type { Kysely } from "kysely";

/*
 * Expand first, contract a release later (docs/deploy.md, "Migrations"): 0070 dropped `notifications` and
 * `notification_overflow` in the same release that stopped using them, so an instance of the previous release still
 * serving during a rolling upgrade answered 500 on the feed and failed its fan-out once the first new instance had
 * migrated. They come back here, empty and as the previous release made them, for that release's instances to write
 * and read until they are replaced; this release never reads them (its feed is read through access). A migration of
 * the next release drops them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notifications")
    .ifNotExists()
    .addColumn("event_id", "integer", (c) => c.notNull().references("notification_events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("read", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("notifications_pk", ["event_id", "user_id"])
    .execute();
  await db.schema
    .createTable("notification_overflow")
    .ifNotExists()
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("unread", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notification_overflow").ifExists().execute();
  await db.schema.dropTable("notifications").ifExists().execute();
}
