import type { Kysely } from "kysely";

/*
 * The admin log (docs/admin-panel.md#admin-log): one row per admin action, written before the action runs and
 * completed after it. The admin's name and email are copied, so the row still says who once that account is gone;
 * `changes` is the JSON list of changed fields; `search_text` is the lower-cased text the log's text search reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("admin_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("admin_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("admin_name", "text", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("target_label", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("changes", "text", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_log_at").on("admin_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("admin_log_action").on("admin_log").columns(["action", "at"]).execute();
  await db.schema.createIndex("admin_log_target").on("admin_log").columns(["target_id", "at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("admin_log").execute();
}
