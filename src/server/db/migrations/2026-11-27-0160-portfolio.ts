import type { Kysely } from "kysely";

/*
 * Portfolio tracking (docs/product.md#portfolio): the signals a Pro member took, one row per member and position, with
 * the parts they closed as JSON (each part's size, price, time and whether the member or the signal closed it); and
 * the member's activity, one row per trade and position event, so each event reaches each member once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("taken_trades")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("position_id", "text", (c) => c.notNull().references("positions.id").onDelete("cascade"))
    .addColumn("entry_price", "double precision", (c) => c.notNull())
    .addColumn("size", "double precision", (c) => c.notNull())
    .addColumn("account_size", "double precision")
    .addColumn("risk_percent", "double precision")
    .addColumn("quote_per_usd", "double precision")
    .addColumn("follow_signal", "integer", (c) => c.notNull())
    .addColumn("parts", "text", (c) => c.notNull())
    /** How many of the position's events the trade has followed: later ones are followed in their own transaction. */
    .addColumn("seen_seq", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .addUniqueConstraint("taken_trades_member_position", ["user_id", "position_id"])
    .execute();
  await db.schema.createIndex("taken_trades_position").on("taken_trades").column("position_id").execute();
  await db.schema
    .createTable("portfolio_activity")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("trade_id", "text", (c) => c.notNull().references("taken_trades.id").onDelete("cascade"))
    .addColumn("position_id", "text", (c) => c.notNull())
    /** The position event's place in its position's history: with the trade, once per member per event. */
    .addColumn("event_seq", "integer", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("money", "double precision")
    .addColumn("at", "text", (c) => c.notNull())
    .addUniqueConstraint("portfolio_activity_once", ["trade_id", "event_seq"])
    .execute();
  await db.schema
    .createIndex("portfolio_activity_member")
    .on("portfolio_activity")
    .columns(["user_id", "at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("portfolio_activity").execute();
  await db.schema.dropTable("taken_trades").execute();
}
