import type { Kysely } from "kysely";

// Prices and P&L are `double precision`: REAL in SQLite, float8 in PostgreSQL, both read back as JS numbers
// (pg returns `numeric` as a string). Timestamps are ISO text (docs/decisions/0002).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("positions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("asset", "text", (c) => c.notNull())
    .addColumn("asset_class", "text", (c) => c.notNull())
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("entry_price", "double precision", (c) => c.notNull())
    .addColumn("current_price", "double precision")
    .addColumn("target_price", "double precision")
    .addColumn("stop_loss", "double precision")
    .addColumn("exit_price", "double precision")
    .addColumn("pnl", "double precision")
    .addColumn("commentary", "text")
    .addColumn("risk_level", "text")
    .addColumn("status", "text", (c) => c.notNull())
    // Incremented by every change; history rows carry it, so their order never depends on clock resolution.
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .addColumn("closed_at", "text")
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema.createIndex("positions_listing_idx").on("positions").columns(["deleted_at", "created_at"]).execute();

  await db.schema
    .createTable("position_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position_id", "text", (c) => c.notNull().references("positions.id"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    // The status after the change: members see only what happened once the position was published.
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("at", "text", (c) => c.notNull())
    // JSON object: field name -> {before, after}.
    .addColumn("changes", "text", (c) => c.notNull())
    .addUniqueConstraint("position_history_version_unique", ["position_id", "version"])
    .execute();

  await db.schema
    .createTable("position_follows")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("position_id", "text", (c) => c.notNull().references("positions.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("position_follows_pk", ["user_id", "position_id"])
    .execute();
  await db.schema.createIndex("position_follows_position_idx").on("position_follows").column("position_id").execute();

  await db.schema
    .createTable("position_views")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position_id", "text", (c) => c.notNull().references("positions.id"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("position_views_viewed_at_idx").on("position_views").column("viewed_at").execute();
  await db.schema.createIndex("position_views_position_idx").on("position_views").column("position_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["position_views", "position_follows", "position_history", "positions"]) {
    await db.schema.dropTable(table).execute();
  }
}
