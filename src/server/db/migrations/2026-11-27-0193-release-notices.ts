import { sql, type Kysely } from "kysely";

/*
 * The release notice (docs/decisions/0019-early-access.md): `notification_events.late_only` marks the one event a
 * position's release announces to the members without early access, the position as it then stands; they no longer
 * read the events announced before it (`early_only`), which stay the early audience's. Events of positions released
 * before this were read by everyone, and stay so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("notification_events")
    .addColumn("late_only", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update notification_events set early_only = 0 where early_only = 1 and position_id in
    (select id from positions where release_announced_at is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_events").dropColumn("late_only").execute();
}
