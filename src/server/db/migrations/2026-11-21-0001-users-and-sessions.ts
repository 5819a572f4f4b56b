import type { Kysely } from "kysely";

// Migrations take Kysely<unknown>: they describe the schema as it was then, not as the app types it now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user"))
    .addColumn("subscription_status", "text", (c) => c.notNull().defaultTo("inactive"))
    .addColumn("subscription_expiry", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("password_resets_user_id_idx").on("password_resets").column("user_id").execute();

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

  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["email_outbox", "login_failures", "password_resets", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
