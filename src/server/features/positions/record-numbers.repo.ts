import type { Executor } from "../../db/database.js";

/*
 * A signal's number on the track record (docs/product.md#track-record): its place among the positions' first events
 * in the chain. Drafts have no events and a published position is never deleted, so the numbers run 1, 2, 3... with
 * none skipped, and never change.
 */

/** Every published position's id, numbered by its place in this list (the first is #1). */
export async function listPublishedInRecordOrder(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom("position_events")
    .select("position_id")
    .where("seq", "=", 1)
    .orderBy("chain_seq")
    .execute();
  return rows.map((row) => row.position_id);
}

/** One position's number on the record; null for a draft, which has none. */
export async function recordNumberOf(db: Executor, positionId: string): Promise<number | null> {
  const row = await db
    .selectFrom("position_events as first")
    .where("first.position_id", "=", positionId)
    .where("first.seq", "=", 1)
    .select((eb) =>
      eb
        .selectFrom("position_events as earlier")
        .where("earlier.seq", "=", 1)
        .where("earlier.chain_seq", "<=", eb.ref("first.chain_seq"))
        .select((inner) => inner.fn.countAll<number | string>().as("n"))
        .as("number"),
    )
    .executeTakeFirst();
  return row?.number == null ? null : Number(row.number);
}
