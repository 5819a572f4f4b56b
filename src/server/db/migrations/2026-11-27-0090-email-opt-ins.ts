import type { Kysely } from "kysely";

/*
 * `email_opt_ins`: a member turned on a topic of optional email that is off until chosen (the track record's
 * published heads, docs/product.md#track-record): one row per member and topic. Topics that are on by default keep
 * their opt-outs in `email_opt_outs`, so every topic has one place that says what the member chose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("email_opt_ins")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("email_opt_ins_pk", ["user_id", "topic"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_opt_ins").execute();
}
