import type { Executor } from "../../db/database.js";

/** The positions a member follows, with what they are, for their data export; deleted ones included. */
export function listFollowsOf(db: Executor, userId: string) {
  return db
    .selectFrom("position_follows as f")
    .innerJoin("positions as p", "p.id", "f.position_id")
    .select(["f.position_id", "f.created_at", "p.asset", "p.direction", "p.status"])
    .where("f.user_id", "=", userId)
    .orderBy("f.created_at")
    .execute();
}

/** The position pages a member opened (views are counted per member), for their data export. */
export function listViewsOf(db: Executor, userId: string) {
  return db
    .selectFrom("position_views as v")
    .innerJoin("positions as p", "p.id", "v.position_id")
    .select(["v.position_id", "v.kind", "v.viewed_at", "p.asset"])
    .where("v.user_id", "=", userId)
    .orderBy("v.viewed_at")
    .execute();
}
