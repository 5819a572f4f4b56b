import type { ChainHead, ExportedEvent } from "../../../shared/record-chain.js";
import type { Db } from "../../db/database.js";
import * as repo from "./track-record.repo.js";

export interface TrackRecordDeps {
  db: Db;
}

/**
 * docs/product.md#track-record: an event's content is public once its position is finished (closed, cancelled or
 * voided); before that only its hashes are, so the chain still verifies and the trade cannot be rewritten later.
 */
export function exportedEvent(row: repo.ChainEventRow): ExportedEvent {
  const link = {
    sequence: Number(row.chain_seq),
    prevHash: row.prev_hash,
    contentHash: row.content_hash,
    hash: row.hash,
  };
  if (row.status !== "closed") return { ...link, content: null };
  return {
    ...link,
    content: {
      sequence: link.sequence,
      positionId: row.position_id,
      seq: Number(row.seq),
      type: row.type,
      at: row.at,
      instrument: { asset: row.asset, assetClass: row.asset_class, direction: row.direction },
      data: JSON.parse(row.data) as unknown,
    },
  };
}

export interface ChainExport {
  events: ExportedEvent[];
  head: ChainHead | null;
}

/** The whole chain, oldest first, and its head. */
export async function chainExport(deps: TrackRecordDeps): Promise<ChainExport> {
  const events = (await repo.listChainEvents(deps.db)).map(exportedEvent);
  const last = events.at(-1);
  return { events, head: last ? { sequence: last.sequence, hash: last.hash } : null };
}
