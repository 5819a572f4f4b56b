import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

/*
 * Who is not to be written to (docs/product.md#email). `email_opt_outs`: a member turned one topic of optional email
 * off (an unsubscribe link, or account settings): one row per member and topic. `email_undeliverable`: an address the
 * mail server refused for good, or that bounced or complained; keyed by the address, so a member who changes it
 * starts afresh, and removed when its owner verifies it again. `email_signing_keys`: the secret that signs
 * unsubscribe links, generated here once and shared by every instance (so reading a link never writes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("email_opt_outs")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("email_opt_outs_pk", ["user_id", "topic"])
    .execute();
  await db.schema
    .createTable("email_undeliverable")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("email_signing_keys")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await (db as Kysely<{ email_signing_keys: { id: number; secret: string; created_at: string } }>)
    .insertInto("email_signing_keys")
    .values({ id: 1, secret: randomBytes(32).toString("base64url"), created_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_signing_keys").execute();
  await db.schema.dropTable("email_undeliverable").execute();
  await db.schema.dropTable("email_opt_outs").execute();
}
