import type { Kysely } from "kysely";

/*
 * A member's copy of their own data (docs/product.md#accounts): asked for, prepared in the background, offered until
 * `expires_at`, then deleted by housekeeping. `pending_key` is the member's id while an export is being prepared and
 * null once ready: unique, so two requests at once prepare one export.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("data_exports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("pending_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("ready_at", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    // The export's JSON, written once when ready.
    .addColumn("content", "text")
    .execute();
  await db.schema.createIndex("data_exports_user_id_idx").on("data_exports").column("user_id").execute();
  await db.schema.createIndex("data_exports_expires_at_idx").on("data_exports").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("data_exports").execute();
}
