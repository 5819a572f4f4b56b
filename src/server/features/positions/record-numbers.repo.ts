import { sql } from "kysely";
import type { Executor } from "../../db/database.js";

/*
 * A signal's number on the track record (docs/product.md#track-record): its place among the positions' first events
 * in the chain. Drafts have no events and a published position is never deleted, so the numbers run 1, 2, 3... with
 * none skipped, and never change.
 */

/**
 * A position's first event (its `seq`). Written into the statement rather than bound, so the planners see it matches
 * the first events' partial index (migration 2026-12-15-0420): SQLite re-plans a statement whenever a value its plan
 * depends on is bound again.
 */
const FIRST = sql.lit(1);

/** Every published position's id, numbered by its place in this list (the first is #1). */
export async function listPublishedInRecordOrder(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom("position_events")
    .select("position_id")
    .where("seq", "=", FIRST)
    .orderBy("chain_seq")
    .execute();
  return rows.map((row) => row.position_id);
}

/** The query of one position's number: the first events up to its own, counted. */
export const recordNumberQuery = (db: Executor, positionId: string) =>
  db
    .selectFrom("position_events as first")
    .where("first.position_id", "=", positionId)
    .where("first.seq", "=", FIRST)
    .select((eb) =>
      eb
        .selectFrom("position_events as earlier")
        .where("earlier.seq", "=", FIRST)
        .where("earlier.chain_seq", "<=", eb.ref("first.chain_seq"))
        .select((inner) => inner.fn.countAll<number | string>().as("n"))
        .as("number"),
    );

/** One position's number on the record; null for a draft, which has none. */
export async function recordNumberOf(db: Executor, positionId: string): Promise<number | null> {
  const row = await recordNumberQuery(db, positionId).executeTakeFirst();
  return row?.number == null ? null : Number(row.number);
}
