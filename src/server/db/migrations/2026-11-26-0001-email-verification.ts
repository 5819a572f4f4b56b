import { sql, type Kysely } from "kysely";

/*
 * Verified email addresses (docs/product.md#accounts). `users.email_verified_at`: accounts from before verified
 * nothing, but their addresses have been in use, so they count as verified from their creation. One table of
 * single-use links, stored hashed like password resets: a link verifies the account's address (`purpose` 'verify')
 * or replaces it with `email` ('change'). And the devices each account has signed in from (User-Agent and address,
 * '' when unknown), so a sign-in from a new one can be told to the account: seeded from the sessions of today, so
 * nobody is told of a device they already use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  await sql`update users set email_verified_at = created_at`.execute(db);

  await db.schema
    .createTable("email_verifications")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("email_verifications_user_id_idx").on("email_verifications").column("user_id").execute();

  await db.schema
    .createTable("sign_in_devices")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("first_seen_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("sign_in_devices_pk", ["user_id", "user_agent", "ip"])
    .execute();
  await sql`
    insert into sign_in_devices (user_id, user_agent, ip, first_seen_at)
    select user_id, coalesce(user_agent, ''), coalesce(ip, ''), min(created_at)
    from sessions
    group by user_id, coalesce(user_agent, ''), coalesce(ip, '')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_devices").execute();
  await db.schema.dropTable("email_verifications").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
