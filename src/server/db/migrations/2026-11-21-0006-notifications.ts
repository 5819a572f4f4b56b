import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Feed and push ids are sequences: "newer than" is "greater than", which resuming a connection relies on.
  // SQLite's AUTOINCREMENT never reuses an id, even the newest one after a delete; PostgreSQL's sequences neither.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const eventSequence = postgres ? "serial" : "integer";
  const jobSequence = postgres ? "bigserial" : "integer";
  const autoIncrement = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  // One row per notifying event, written once cluster-wide by the instance that committed the change.
  await db.schema
    .createTable("notification_events")
    .addColumn("id", eventSequence, autoIncrement)
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("position_id", "text", (c) => c.notNull())
    // JSON of the position as it was announced: the feed shows what members were told at the time.
    .addColumn("position", "text", (c) => c.notNull())
    // Null until the event's feed rows and pushes are written (after the change commits; see features/notifications/notifier.ts).
    .addColumn("fanned_out_at", "text")
    .execute();
  await db.schema
    .createIndex("notification_events_pending_idx")
    .on("notification_events")
    .column("fanned_out_at")
    .execute();

  // Each member's feed (docs/product.md#notifications): which events they were sent, and whether they read them. Keyed by
  // event first, so an event's 10,000 rows are appended together at the end of the index (a few pages written)
  // instead of landing on 10,000 scattered pages; a member's feed is found through the 50 kept events.
  await db.schema
    .createTable("notifications")
    .addColumn("event_id", "integer", (c) => c.notNull().references("notification_events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("read", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("notifications_pk", ["event_id", "user_id"])
    .execute();

  // A member's devices: one row per browser endpoint; re-subscribing the endpoint replaces its keys and owner.
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_subscriptions_user_idx").on("push_subscriptions").column("user_id").execute();

  // What a push says, stored once and shared by every delivery of it.
  await db.schema
    .createTable("push_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("topic", "text")
    .addColumn("urgency", "text", (c) => c.notNull())
    .addColumn("ttl_seconds", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // The durable delivery queue: a job is leased while being sent and deleted once the push service accepted it.
  await db.schema
    .createTable("push_jobs")
    .addColumn("id", jobSequence, autoIncrement)
    .addColumn("message_id", "text", (c) => c.notNull().references("push_messages.id").onDelete("cascade"))
    .addColumn("subscription_id", "text", (c) => c.notNull().references("push_subscriptions.id").onDelete("cascade"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("available_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_jobs_available_idx").on("push_jobs").column("available_at").execute();
  await db.schema.createIndex("push_jobs_message_idx").on("push_jobs").column("message_id").execute();
  await db.schema.createIndex("push_jobs_subscription_idx").on("push_jobs").column("subscription_id").execute();

  // The VAPID key pair generated on first start when none is configured, so push works with no setting.
  await db.schema
    .createTable("vapid_keys")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("private_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "vapid_keys",
    "push_jobs",
    "push_messages",
    "push_subscriptions",
    "notifications",
    "notification_events",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
