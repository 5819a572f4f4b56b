import { sql, type Kysely } from "kysely";

/*
 * Test payments are kept apart from real ones, as Stripe's `livemode` does: a charge, refund or event of the
 * built-in local checkout is test money and never counts as revenue. Rows written before this column existed
 * are test when the local provider wrote them. A Pro charge records its subscription; a provider event that
 * granted nothing says why (`refusal`); a Stripe subscription is tied to the checkout session of ours that
 * created it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("livemode", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update payments set livemode = 0 where provider = 'local'`.execute(db);
  // A Pro charge's subscription: a full refund of it ends that subscription's access.
  await db.schema.alterTable("payments").addColumn("subscription_id", "text").execute();
  await db.schema
    .createIndex("payments_livemode_occurred_at_idx")
    .on("payments")
    .columns(["livemode", "occurred_at"])
    .execute();

  await db.schema
    .alterTable("payment_events")
    .addColumn("livemode", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update payment_events set livemode = 0 where id like 'local:%'`.execute(db);
  await db.schema.alterTable("payment_events").addColumn("refusal", "text").execute();

  await db.schema.alterTable("checkout_sessions").addColumn("provider_subscription_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("checkout_sessions").dropColumn("provider_subscription_id").execute();
  await db.schema.alterTable("payment_events").dropColumn("refusal").execute();
  await db.schema.alterTable("payment_events").dropColumn("livemode").execute();
  await db.schema.dropIndex("payments_livemode_occurred_at_idx").execute();
  await db.schema.alterTable("payments").dropColumn("subscription_id").execute();
  await db.schema.alterTable("payments").dropColumn("livemode").execute();
}
