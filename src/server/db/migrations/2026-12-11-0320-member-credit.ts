import type { Kysely } from "kysely";

/*
 * Members' rewards for referrals (docs/decisions/0036-member-credit.md). A reward per referred member and kind of
 * money (unique: once per referred member, a test payment's reward apart from a real one's), pending through the
 * guarantee window of the payment that earned it, then granted as credit (at Stripe, a customer balance transaction
 * whose id is kept); and the credit taken off each payment of the rewarded member (unique by the payment's invoice,
 * so a replayed webhook or a second billing run takes it once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("referral_rewards")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("referrer_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("referred_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("payment_id", "text", (c) => c.notNull())
    .addColumn("payment_reference", "text", (c) => c.notNull())
    .addColumn("payment_cents", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("livemode", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("paid_at", "text", (c) => c.notNull())
    .addColumn("hold_until", "text", (c) => c.notNull())
    .addColumn("reversed_at", "text")
    .addColumn("reversed_reason", "text")
    .addColumn("granted_at", "text")
    .addColumn("provider_transaction_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("referral_rewards_referred_once", ["referred_id", "livemode"])
    .execute();
  await db.schema
    .createIndex("referral_rewards_referrer_idx")
    .on("referral_rewards")
    .columns(["referrer_id", "status"])
    .execute();
  await db.schema
    .createIndex("referral_rewards_reference_idx")
    .on("referral_rewards")
    .column("payment_reference")
    .execute();
  await db.schema
    .createIndex("referral_rewards_due_idx")
    .on("referral_rewards")
    .columns(["status", "hold_until"])
    .execute();
  await db.schema
    .createTable("credit_uses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("payment_reference", "text", (c) => c.notNull().unique())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("livemode", "integer", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("credit_uses_user_idx").on("credit_uses").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("credit_uses").execute();
  await db.schema.dropTable("referral_rewards").execute();
}
