import { releasedSql } from "../../db/access.js";
import type { Executor } from "../../db/database.js";
import { countRows } from "../../db/count.js";

/**
 * Every stored trade event in chain order, with its position's instrument and status: the whole hash chain
 * (docs/decisions/0015-verifiable-track-record.md). Deleted drafts have no events; a published position is never
 * deleted, so nothing published is missing.
 */
export function listChainEvents(db: Executor) {
  return db
    .selectFrom("position_events as e")
    .innerJoin("positions as p", "p.id", "e.position_id")
    .select([
      "e.chain_seq",
      "e.prev_hash",
      "e.content_hash",
      "e.hash",
      "e.position_id",
      "e.seq",
      "e.type",
      "e.at",
      "e.data",
      "p.asset",
      "p.asset_class",
      "p.direction",
      "p.status",
      "p.released_at",
      "p.published_at",
      "p.closed_at",
    ])
    .orderBy("e.chain_seq")
    .execute();
}
export type ChainEventRow = Awaited<ReturnType<typeof listChainEvents>>[number];

/**
 * Every finished published position (closed, voided or cancelled) released by `now`: the public part of the record.
 * One finished before its release stays out until then (docs/product.md#early-access).
 */
export function listFinishedPositions(db: Executor, now: string) {
  return db
    .selectFrom("positions")
    .select(["id", "asset", "asset_class", "direction", "outcome", "outcome_reason", "published_at", "closed_at"])
    .where("status", "=", "closed")
    .where(releasedSql(now))
    .execute();
}

/** The events of the finished positions released by `now`, each position's in order. */
export function listFinishedEvents(db: Executor, now: string) {
  return db
    .selectFrom("position_events as e")
    .innerJoin("positions as p", "p.id", "e.position_id")
    .select(["e.position_id", "e.seq", "e.at", "e.data"])
    .where("p.status", "=", "closed")
    .where(releasedSql(now, "p"))
    .orderBy("e.position_id")
    .orderBy("e.seq")
    .execute();
}

/**
 * The open published positions, each with the latest price stored on it (the live feed's where one runs) and its
 * events in order: what the record marks to market (docs/product.md#track-record).
 */
export function listOpenEvents(db: Executor) {
  return db
    .selectFrom("position_events as e")
    .innerJoin("positions as p", "p.id", "e.position_id")
    .select(["e.position_id", "e.seq", "e.at", "e.data", "p.asset", "p.asset_class", "p.direction", "p.current_price"])
    .where("p.status", "=", "active")
    .orderBy("e.position_id")
    .orderBy("e.seq")
    .execute();
}

/** The open positions' latest prices: a new one changes what the record shows. */
export async function listOpenMarks(db: Executor): Promise<string> {
  const rows = await db
    .selectFrom("positions")
    .select(["id", "current_price"])
    .where("status", "=", "active")
    .orderBy("id")
    .execute();
  return rows.map((row) => `${row.id}:${row.current_price ?? ""}`).join(",");
}

/** The chain's last link, which changes with every event stored: the record's cache key. */
export async function chainHead(db: Executor): Promise<{ sequence: number; hash: string } | null> {
  const row = await db
    .selectFrom("position_events")
    .select(["chain_seq", "hash"])
    .orderBy("chain_seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { sequence: Number(row.chain_seq), hash: row.hash } : null;
}

/** How many finished positions are not released by `now`: a release changes what the record shows. */
export const countUnreleasedFinished = (db: Executor, now: string): Promise<number> =>
  countRows(db.selectFrom("positions").where("status", "=", "closed").where("released_at", ">", now));
