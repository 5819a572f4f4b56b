import type { Kysely } from "kysely";

/*
 * Referrals and affiliates (docs/decisions/0034-referrals-and-affiliates.md). A member's code; the members the admin
 * made affiliates; each visit through a link (its id is the visitor's first-party cookie, and the link carried to
 * another device); clicks deduplicated per visitor and day by a keyed hash (no address kept); the one referral of a
 * referred member (its primary key: first touch, never replaced); a commission per payment (unique by payment, so a
 * replayed webhook counts once); payouts, unique by the admin's idempotency key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("referral_codes")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("affiliates")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("marked_at", "text", (c) => c.notNull())
    .addColumn("marked_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("referral_visits")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("referrer_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("visited_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("referral_clicks")
    .addColumn("referrer_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("visitor_key", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("referral_clicks_pk", ["referrer_id", "visitor_key", "day"])
    .execute();
  await db.schema
    .createTable("referrals")
    .addColumn("referred_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("referrer_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("visit_id", "text", (c) => c.notNull())
    .addColumn("visited_at", "text", (c) => c.notNull())
    .addColumn("registered_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("referrals_referrer_idx").on("referrals").column("referrer_id").execute();
  await db.schema
    .createTable("referral_payouts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("commissions", "integer", (c) => c.notNull())
    .addColumn("period_start", "text", (c) => c.notNull())
    .addColumn("period_end", "text", (c) => c.notNull())
    .addColumn("paid_at", "text", (c) => c.notNull())
    .addColumn("paid_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("referral_commissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("referrer_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("referred_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("payment_id", "text", (c) => c.notNull().unique())
    .addColumn("payment_reference", "text", (c) => c.notNull())
    .addColumn("payment_cents", "integer", (c) => c.notNull())
    .addColumn("commission_cents", "integer", (c) => c.notNull())
    .addColumn("livemode", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("paid_at", "text", (c) => c.notNull())
    .addColumn("hold_until", "text", (c) => c.notNull())
    .addColumn("reversed_at", "text")
    .addColumn("reversed_reason", "text")
    .addColumn("payout_id", "text", (c) => c.references("referral_payouts.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("referral_commissions_referrer_idx")
    .on("referral_commissions")
    .columns(["referrer_id", "status"])
    .execute();
  await db.schema
    .createIndex("referral_commissions_reference_idx")
    .on("referral_commissions")
    .column("payment_reference")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("referral_commissions").execute();
  await db.schema.dropTable("referral_payouts").execute();
  await db.schema.dropTable("referrals").execute();
  await db.schema.dropTable("referral_clicks").execute();
  await db.schema.dropTable("referral_visits").execute();
  await db.schema.dropTable("affiliates").execute();
  await db.schema.dropTable("referral_codes").execute();
}
