import type { Kysely } from "kysely";

/*
 * Signals in from the provider's own tools (docs/integrations.md#providers):
 * - `alert_sources`: a TradingView (or any) webhook source. Only the SHA-256 of its URL secret is kept.
 * - `alert_receipts`: every alert received and what became of it, kept 90 days. `dedupe_key` (the alert's id, or a
 *   hash of its body and minute) is unique per source, so an alert two instances receive at once is accepted once;
 *   a duplicate or refused receipt keeps no key.
 * - `alert_trades`: the provider's own reference for a trade, per source, and the position it opened.
 * - `provider_keys`: API keys for the provider's scripts; only the SHA-256 of each is kept.
 * - `position_events.via`: what made an event besides the admin ("key:<id>", "alert:<id>").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("alert_sources")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("secret_hash", "text", (c) => c.notNull().unique())
    .addColumn("publishes", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("default_asset_class", "text")
    .addColumn("max_age_seconds", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("secret_set_at", "text", (c) => c.notNull())
    .addColumn("last_alert_at", "text")
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema
    .createTable("alert_receipts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("source_id", "text", (c) => c.notNull().references("alert_sources.id").onDelete("cascade"))
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("dedupe_key", "text")
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("action", "text")
    .addColumn("reference", "text")
    .addColumn("symbol", "text")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("position_id", "text")
    .addColumn("decided_at", "text")
    .execute();
  await db.schema
    .createIndex("alert_receipts_once")
    .unique()
    .on("alert_receipts")
    .columns(["source_id", "dedupe_key"])
    .execute();
  await db.schema.createIndex("alert_receipts_received").on("alert_receipts").columns(["received_at"]).execute();

  await db.schema
    .createTable("alert_trades")
    .addColumn("source_id", "text", (c) => c.notNull().references("alert_sources.id").onDelete("cascade"))
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("position_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("alert_trades_pk", ["source_id", "reference"])
    .execute();

  await db.schema
    .createTable("provider_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema.alterTable("position_events").addColumn("via", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("position_events").dropColumn("via").execute();
  await db.schema.dropTable("provider_keys").execute();
  await db.schema.dropTable("alert_trades").execute();
  await db.schema.dropTable("alert_receipts").execute();
  await db.schema.dropTable("alert_sources").execute();
}
