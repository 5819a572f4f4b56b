import { PostgresAdapter, type Kysely } from "kysely";

/*
 * Market insights (docs/product.md#market-insights): the admins' posts, and each one's optional chart image in a
 * table of its own, so lists never read the image bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("insights")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("instrument", "text")
    /** The admin who published it; the post stays should that account go. */
    .addColumn("author_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("insights_published").on("insights").column("published_at").execute();
  await db.schema
    .createTable("insight_images")
    .addColumn("insight_id", "text", (c) => c.primaryKey().references("insights.id").onDelete("cascade"))
    /** Decided from the bytes themselves when uploaded: image/png, image/jpeg or image/webp. */
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("data", postgres ? "bytea" : "blob", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("insight_images").execute();
  await db.schema.dropTable("insights").execute();
}
