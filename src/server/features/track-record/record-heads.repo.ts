import type { Executor } from "../../db/database.js";

/** Every published head, newest first (docs/decisions/0015-verifiable-track-record.md). */
export async function listPublishedHeads(db: Executor) {
  const rows = await db
    .selectFrom("record_heads")
    .select(["sequence", "hash", "at"])
    .orderBy("sequence", "desc")
    .execute();
  return rows.map((row) => ({ sequence: Number(row.sequence), hash: row.hash, at: row.at }));
}

export async function latestPublishedHead(db: Executor) {
  const row = await db
    .selectFrom("record_heads")
    .select(["sequence", "hash", "at"])
    .orderBy("sequence", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { sequence: Number(row.sequence), hash: row.hash, at: row.at } : null;
}

export async function hasDailyHead(db: Executor, dailyKey: string): Promise<boolean> {
  const row = await db
    .selectFrom("record_heads")
    .select("sequence")
    .where("daily_key", "=", dailyKey)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a head unless one at that sequence, or for that day, exists already (another instance, another admin):
 * answers whether this call stored it.
 */
export async function insertHead(
  db: Executor,
  head: { sequence: number; hash: string; at: string; dailyKey: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto("record_heads")
    .values({ sequence: head.sequence, hash: head.hash, at: head.at, daily_key: head.dailyKey })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
