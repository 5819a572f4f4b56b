import { sql, type Kysely } from "kysely";

/*
 * The feed read through access (docs/decisions/0016-feed-read-through-access.md): a member's feed is the stored
 * events they may see, so an announcement writes no row per member. What is per member is written by the member:
 * `feed_marks` (read and cleared up to an event id) and `feed_reads` (items marked read one by one above it).
 *
 * Each member's state moves over as it was: cleared through the event before their oldest feed row (everything, for
 * a member with none), read through the event before their oldest unread row (everything, with none unread), and the
 * kept events above that which were not unread for them are read one by one. Events still being fanned out count
 * as unread, as their rows would have been. The unread items already trimmed (`notification_overflow`) name events
 * that are gone, so that count starts again from the kept events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("feed_marks")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("read_through", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cleared_through", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("feed_reads")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("event_id", "integer", (c) => c.notNull().references("notification_events.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("feed_reads_pk", ["user_id", "event_id"])
    .execute();
  // Trimming an event cascades to its reads.
  await db.schema.createIndex("feed_reads_event_idx").on("feed_reads").column("event_id").execute();

  // One grouped pass over the old rows (they have no index on the member).
  await sql`
    insert into feed_marks (user_id, read_through, cleared_through)
    select u.id, coalesce(f.first_unread - 1, x.newest), coalesce(f.first_row - 1, x.newest)
    from users u
    cross join (select coalesce(max(id), 0) as newest from notification_events where fanned_out_at is not null) x
    left join (
      select user_id, min(event_id) as first_row, min(case when read = 0 then event_id end) as first_unread
      from notifications group by user_id
    ) f on f.user_id = u.id
    where u.role <> 'admin'`.execute(db);
  await sql`
    insert into feed_reads (user_id, event_id)
    select m.user_id, e.id
    from feed_marks m
    join notification_events e on e.id > m.read_through and e.id > m.cleared_through
    where e.fanned_out_at is not null
      and not exists (
        select 1 from notifications n where n.event_id = e.id and n.user_id = m.user_id and n.read = 0
      )`.execute(db);

  await db.schema.dropTable("notification_overflow").execute();
  await db.schema.dropTable("notifications").execute();
}

/** The old tables come back empty: what was read or cleared is not carried back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notifications")
    .addColumn("event_id", "integer", (c) => c.notNull().references("notification_events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("read", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("notifications_pk", ["event_id", "user_id"])
    .execute();
  await db.schema
    .createTable("notification_overflow")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("unread", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable("feed_reads").execute();
  await db.schema.dropTable("feed_marks").execute();
}
