import type { Executor } from "../../db/database.js";

/**
 * Every published head, newest first (docs/decisions/0015-verifiable-track-record.md), with who witnessed it and
 * when (docs/decisions/0029-witnessed-record-heads.md), or null while none has.
 */
export async function listPublishedHeads(db: Executor) {
  const rows = await db
    .selectFrom("record_heads as h")
    .leftJoin("record_head_witnesses as w", "w.sequence", "h.sequence")
    .select(["h.sequence", "h.hash", "h.at", "w.signer", "w.at as witnessed_at"])
    .orderBy("h.sequence", "desc")
    .execute();
  return rows.map((row) => ({
    sequence: Number(row.sequence),
    hash: row.hash,
    at: row.at,
    witness: row.signer && row.witnessed_at ? { signer: row.signer, at: row.witnessed_at } : null,
  }));
}

/** Every published head, newest first, with its authority's whole token where one witnessed it: for the export. */
export async function listExportedHeads(db: Executor) {
  const rows = await db
    .selectFrom("record_heads as h")
    .leftJoin("record_head_witnesses as w", "w.sequence", "h.sequence")
    .select(["h.sequence", "h.hash", "h.at", "w.tsa", "w.signer", "w.at as witnessed_at", "w.token"])
    .orderBy("h.sequence", "desc")
    .execute();
  return rows.map((row) => ({
    sequence: Number(row.sequence),
    hash: row.hash,
    at: row.at,
    witness:
      row.tsa && row.signer && row.witnessed_at && row.token
        ? { tsa: row.tsa, signer: row.signer, at: row.witnessed_at, token: row.token }
        : null,
  }));
}

/** The heads no authority has witnessed yet, oldest first. */
export async function listUnwitnessedHeads(db: Executor, limit: number) {
  const rows = await db
    .selectFrom("record_heads as h")
    .leftJoin("record_head_witnesses as w", "w.sequence", "h.sequence")
    .where("w.sequence", "is", null)
    .select(["h.sequence", "h.hash"])
    .orderBy("h.sequence", "asc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ sequence: Number(row.sequence), hash: row.hash }));
}

/** Keeps an authority's time-stamp over a head, unless another instance kept one first. */
export async function insertWitness(
  db: Executor,
  witness: { sequence: number; tsa: string; signer: string; at: string; token: string },
): Promise<void> {
  await db
    .insertInto("record_head_witnesses")
    .values(witness)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
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
