import type { Kysely } from "kysely";

/*
 * Notification preferences (docs/product.md#notification-preferences). One row per member who saved theirs (the
 * others get the defaults of src/shared/notification-preferences.ts): their time zone and quiet hours. What they
 * turned off is one row per channel and subject ('kind:updates', 'asset:crypto'), so picking recipients is an
 * indexed NOT EXISTS and a new channel needs no new column. Deliveries held during quiet hours wait in
 * `notification_holds` for the summary (docs/product.md#quiet-hours). `notification_overflow` counts the unread
 * items the feed trimmed, so the unread count stays true past the 50 kept (docs/product.md#notifications). And the
 * change an event tells of ('stop_moved', 'closed'), which decides its kind and urgency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("time_zone", "text")
    .addColumn("quiet_hours_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("quiet_hours_start", "text", (c) => c.notNull())
    .addColumn("quiet_hours_end", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("notification_opt_outs")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_opt_outs_pk", ["user_id", "channel", "subject"])
    .execute();

  await db.schema
    .createTable("notification_holds")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("event_id", "integer", (c) => c.notNull().references("notification_events.id").onDelete("cascade"))
    .addColumn("held_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_holds_pk", ["user_id", "channel", "event_id"])
    .execute();
  // The feed's trim keeps an event while a hold needs it.
  await db.schema.createIndex("notification_holds_event_idx").on("notification_holds").column("event_id").execute();

  await db.schema
    .createTable("notification_overflow")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("unread", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable("notification_events").addColumn("change", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_events").dropColumn("change").execute();
  for (const table of [
    "notification_overflow",
    "notification_holds",
    "notification_opt_outs",
    "notification_preferences",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
