import { publicFeedSql } from "../../db/access.js";
import { countRows } from "../../db/count.js";
import type { Executor } from "../../db/database.js";
import type { FreeFeedSetting } from "../../../shared/free-feed.js";

/** How many signals the free feed shows at `now` (docs/product.md#free-delayed-feed). */
export const countFeed = (db: Executor, setting: FreeFeedSetting, now: Date): Promise<number> =>
  countRows(db.selectFrom("positions").where(publicFeedSql(setting, now)));

/**
 * One page of the signals public in the feed at `now`, newest first: by close in the "closed" mode, by publication
 * in the "published" one.
 */
export function listFeedPage(db: Executor, setting: FreeFeedSetting, now: Date, offset: number, limit: number) {
  return db
    .selectFrom("positions")
    .select([
      "id",
      "asset",
      "asset_class",
      "direction",
      "risk_level",
      "commentary",
      "published_at",
      "released_at",
      "closed_at",
      "status",
    ])
    .where(publicFeedSql(setting, now))
    .orderBy(setting.mode === "closed" ? "closed_at" : "published_at", "desc")
    .orderBy("id")
    .offset(offset)
    .limit(limit)
    .execute();
}
export type FeedPositionRow = Awaited<ReturnType<typeof listFeedPage>>[number];

/** The stored events of these positions, each position's in order, with their links in the record's chain. */
export function listFeedEvents(db: Executor, positionIds: readonly string[]) {
  if (positionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("position_events")
    .select(["position_id", "seq", "type", "at", "data", "chain_seq", "hash"])
    .where("position_id", "in", positionIds)
    .orderBy("position_id")
    .orderBy("seq")
    .execute();
}
