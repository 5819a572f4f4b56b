import type { ChainContent } from "../../shared/record-chain.js";

/** A stored event's row, with its position's instrument, as the chain hashes it (src/shared/record-chain.ts). */
export interface StoredChainEvent {
  position_id: string;
  seq: number | string;
  type: string;
  at: string;
  data: string;
  asset: string;
  asset_class: string;
  direction: string;
}

export const chainContentOf = (sequence: number, row: StoredChainEvent): ChainContent => ({
  sequence,
  positionId: row.position_id,
  seq: Number(row.seq),
  type: row.type,
  at: row.at,
  instrument: { asset: row.asset, assetClass: row.asset_class, direction: row.direction },
  data: JSON.parse(row.data) as unknown,
});
