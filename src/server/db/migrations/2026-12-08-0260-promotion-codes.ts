import type { Kysely } from "kysely";

/*
 * Promotion codes and the money-back guarantee as a button (docs/decisions/0030-promotion-codes-and-guarantee.md).
 * A code is mirrored by a coupon and a promotion code at Stripe; a redemption is one paid checkout that used it,
 * unique by checkout, and by code and member when the code is once per member (`member_key`). A checkout keeps the
 * code it was opened with. A guarantee refund is one row per member (its primary key): pressing twice refunds once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("promotion_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("discount_kind", "text", (c) => c.notNull())
    .addColumn("discount_value", "integer", (c) => c.notNull())
    .addColumn("duration", "text", (c) => c.notNull())
    .addColumn("duration_months", "integer")
    .addColumn("plans", "text", (c) => c.notNull())
    .addColumn("expires_on", "text")
    .addColumn("max_redemptions", "integer")
    .addColumn("once_per_member", "integer", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_coupon_id", "text")
    .addColumn("provider_promotion_code_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("promotion_redemptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("promotion_code_id", "text", (c) => c.notNull().references("promotion_codes.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("checkout_id", "text", (c) => c.notNull().unique())
    .addColumn("member_key", "text", (c) => c.unique())
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("list_price_cents", "integer", (c) => c.notNull())
    .addColumn("redeemed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("promotion_redemptions_code_idx")
    .on("promotion_redemptions")
    .columns(["promotion_code_id", "redeemed_at"])
    .execute();
  await db.schema.alterTable("checkout_sessions").addColumn("promotion_code_id", "text").execute();

  await db.schema
    .createTable("guarantee_refunds")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("payment_id", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("requested_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("guarantee_refunds").execute();
  await db.schema.alterTable("checkout_sessions").dropColumn("promotion_code_id").execute();
  await db.schema.dropTable("promotion_redemptions").execute();
  await db.schema.dropTable("promotion_codes").execute();
}
