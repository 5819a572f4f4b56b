import type { Executor } from "../../db/database.js";

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
    ])
    .orderBy("e.chain_seq")
    .execute();
}
export type ChainEventRow = Awaited<ReturnType<typeof listChainEvents>>[number];
