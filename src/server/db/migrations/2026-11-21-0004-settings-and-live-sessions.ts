import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Admin settings (docs/product.md#admin): one row per key, the value JSON-encoded so each key keeps its own type.
  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  // One row per live notification connection: its length is the "average session" metric (docs/product.md#metrics).
  await db.schema
    .createTable("live_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("started_at", "text", (c) => c.notNull())
    // Null while the connection is open (or when the process died before closing it).
    .addColumn("ended_at", "text")
    .execute();
  await db.schema.createIndex("live_sessions_started_idx").on("live_sessions").column("started_at").execute();
  await db.schema.createIndex("live_sessions_user_idx").on("live_sessions").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("live_sessions").execute();
  await db.schema.dropTable("app_settings").execute();
}
