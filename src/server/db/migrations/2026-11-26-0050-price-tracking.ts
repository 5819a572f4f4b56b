import type { Kysely } from "kysely";

/*
 * Automatic tracking (docs/prices.md): each position's tracking options (JSON of `TrackingOptions`,
 * src/shared/price-tracking.ts; null keeps the defaults) and, while the feed is quiet for its instrument with the
 * market open, since when tracking has been paused. Events the tracker records carry their tick in their JSON, so
 * `position_events` is unchanged; its unique (position_id, seq) is what keeps two instances from recording one hit
 * twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("positions").addColumn("tracking", "text").execute();
  await db.schema.alterTable("positions").addColumn("tracking_paused_since", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("positions").dropColumn("tracking_paused_since").execute();
  await db.schema.alterTable("positions").dropColumn("tracking").execute();
}
