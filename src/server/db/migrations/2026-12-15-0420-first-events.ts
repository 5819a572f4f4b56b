import { sql, type Kysely } from "kysely";

/*
 * The positions' first events in chain order, with their position: a signal's number on the track record counts them
 * (features/positions/record-numbers.repo.ts), in every fan-out, room post and held summary. Through the chain's own
 * index the count walked every event stored before the signal's and read each one's row for its `seq`: 8.2 ms a
 * signal at 20,000 signals of five events each on SQLite, growing with the record. With this index it walks only the
 * first events and reads no row: 0.7 ms there (docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("position_events_first_idx")
    .on("position_events")
    .columns(["chain_seq", "position_id"])
    .where(sql.ref("seq"), "=", 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("position_events_first_idx").execute();
}
