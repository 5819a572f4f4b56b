import type { Kysely } from "kysely";

/*
 * Sign-in attempts become counters taken before the password is checked, one row per account and client address
 * (address '' holds the account's count over every address). One atomic upsert reserves an attempt, so parallel
 * guesses cannot all be checked before the first failure is written, as they could with a row per failure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_failures").execute();
  await db.schema
    .createTable("sign_in_attempts")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("sign_in_attempts_pk", ["email", "address"])
    .execute();
  await db.schema
    .createIndex("sign_in_attempts_window_idx")
    .on("sign_in_attempts")
    .column("window_started_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_attempts").execute();
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_email_created_idx")
    .on("login_failures")
    .columns(["email", "created_at"])
    .execute();
}
