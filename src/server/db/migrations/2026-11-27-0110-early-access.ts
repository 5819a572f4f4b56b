import { sql, type Kysely } from "kysely";

/*
 * Early access for Pro (docs/decisions/0019-early-access.md): `positions.released_at` is when members without early
 * access may see a published position, `release_announced_at` when its release was announced to them (live, push,
 * email, the room); `notification_events.early_only` marks an event announced before its position's release, fanned
 * out to early access first and to everyone else at the release. Positions published before this are released.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("positions").addColumn("released_at", "text").execute();
  await db.schema.alterTable("positions").addColumn("release_announced_at", "text").execute();
  await sql`update positions set released_at = published_at, release_announced_at = published_at
    where published_at is not null`.execute(db);
  await db.schema
    .createIndex("positions_release_due")
    .on("positions")
    .columns(["release_announced_at", "released_at"])
    .execute();
  await db.schema
    .alterTable("notification_events")
    .addColumn("early_only", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_events").dropColumn("early_only").execute();
  await db.schema.dropIndex("positions_release_due").execute();
  await db.schema.alterTable("positions").dropColumn("release_announced_at").execute();
  await db.schema.alterTable("positions").dropColumn("released_at").execute();
}
