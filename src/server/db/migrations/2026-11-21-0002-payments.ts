import type { Kysely } from "kysely";

/*
 * Payments: the facts that subscription state is derived from. `payments` is the ledger of every
 * charge and refund in cents; `pro_subscriptions` the recurring plan's state; `payment_events` makes every
 * provider event count once; `checkout_sessions` keeps one open checkout per user and plan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stripe_customers")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("checkout_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_session_id", "text", (c) => c.unique())
    .addColumn("url", "text")
    .addColumn("status", "text", (c) => c.notNull())
    // "<user>:<plan>" while the session is open, null afterwards: at most one open checkout per user and plan.
    .addColumn("open_key", "text", (c) => c.unique())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("checkout_sessions_user_id_idx").on("checkout_sessions").column("user_id").execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("pro_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    // When the provider reported `status`, so an older report never overwrites a newer one.
    .addColumn("status_at", "text")
    .addColumn("cancel_at_period_end", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paid_through", "text")
    .addColumn("ended_at", "text")
    .addColumn("last_paid_at", "text")
    .addColumn("last_failed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pro_subscriptions_user_id_idx").on("pro_subscriptions").column("user_id").execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Revenue stays in the books when an account is deleted.
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("plan", "text")
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    // What the provider calls this movement (invoice, payment, refund): recorded once.
    .addColumn("reference", "text", (c) => c.notNull().unique())
    // The payment a charge was made by and a refund gives back, linking the two.
    .addColumn("payment_reference", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_user_id_idx").on("payments").column("user_id").execute();
  await db.schema.createIndex("payments_occurred_at_idx").on("payments").column("occurred_at").execute();
  await db.schema.createIndex("payments_payment_reference_idx").on("payments").column("payment_reference").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["payments", "pro_subscriptions", "payment_events", "checkout_sessions", "stripe_customers"]) {
    await db.schema.dropTable(table).execute();
  }
}
