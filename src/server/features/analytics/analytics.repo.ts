import { releasedSql } from "../../db/access.js";
import type { Executor } from "../../db/database.js";

/**
 * The risk level of every finished position released by `now`: the same positions the track record counts
 * (docs/product.md#early-access), which carries no risk level of its own.
 */
export function listFinishedRiskLevels(db: Executor, now: string) {
  return db
    .selectFrom("positions")
    .select(["id", "risk_level"])
    .where("status", "=", "closed")
    .where(releasedSql(now))
    .execute();
}
