import type { Kysely } from "kysely";

/*
 * Weekly performance summaries (docs/product.md#weekly-summaries): one per Pro member and week, written once by
 * whichever instance gets there first (the primary key), kept as written so a member reads what they were sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("weekly_summaries")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** The Monday the week began on the member's clock, YYYY-MM-DD. */
    .addColumn("week_start", "text", (c) => c.notNull())
    /** JSON of the WeeklySummary (src/shared/weekly-summary.ts). */
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("weekly_summaries_pk", ["user_id", "week_start"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("weekly_summaries").execute();
}
