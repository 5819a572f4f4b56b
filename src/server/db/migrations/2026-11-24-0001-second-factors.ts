import type { Kysely } from "kysely";

/*
 * A second factor: an authenticator app's secret (TOTP), pending until the first code from the app confirms it,
 * and the last time step a code was accepted at, so one code signs in once. Recovery codes are stored hashed and
 * marked when used. Kept out of `users`, whose row every request loads. A session records whether its sign-in
 * passed the second step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("second_factors")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("totp_secret", "text", (c) => c.notNull())
    .addColumn("enabled_at", "text")
    .addColumn("last_used_step", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("recovery_codes")
    .addColumn("code_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("recovery_codes_user_id_idx").on("recovery_codes").column("user_id").execute();
  // When the session's sign-in passed its second step; an administrator's session must have.
  await db.schema.alterTable("sessions").addColumn("second_factor_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("second_factor_at").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("second_factors").execute();
}
