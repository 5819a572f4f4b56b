import type { Executor } from "../../db/database.js";
import { countRows } from "../../db/count.js";
import { hasPlanFeatureSql } from "../../db/access.js";

export interface ProMemberRow {
  id: string;
  email: string;
  first_name: string;
  time_zone: string | null;
  /** When they joined: no summary of a week over before it. */
  created_at: string;
}

/** Members on Pro with access at `now` (docs/product.md#weekly-summaries), with the zone they saved; or the one at `email`. */
export function listProMembers(db: Executor, now: string, email?: string): Promise<ProMemberRow[]> {
  let query = db
    .selectFrom("users as u")
    .leftJoin("notification_preferences as np", "np.user_id", "u.id")
    .select(["u.id", "u.email", "u.first_name", "np.time_zone", "u.created_at"])
    .where(hasPlanFeatureSql("weeklySummaries", now, "u"));
  if (email !== undefined) query = query.where("u.email", "=", email.trim().toLowerCase());
  return query.execute();
}

/** Which of the given weeks (by their Monday) already have summaries, as `userId:weekStart`. */
export async function writtenWeeks(db: Executor, weekStarts: readonly string[]): Promise<Set<string>> {
  if (weekStarts.length === 0) return new Set();
  const rows = await db
    .selectFrom("weekly_summaries")
    .select(["user_id", "week_start"])
    .where("week_start", "in", weekStarts)
    .execute();
  return new Set(rows.map((row) => `${row.user_id}:${row.week_start}`));
}

/** How many positions were published in [from, to). */
export const countPublishedBetween = (db: Executor, from: string, to: string): Promise<number> =>
  countRows(db.selectFrom("positions").where("published_at", ">=", from).where("published_at", "<", to));

/** Stores a summary unless that member's week has one; answers whether this call stored it. */
export async function insertSummary(
  db: Executor,
  row: { user_id: string; week_start: string; summary: string; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto("weekly_summaries")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "week_start"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A member's summaries, newest week first. */
export function listSummaries(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom("weekly_summaries")
    .select(["summary"])
    .where("user_id", "=", userId)
    .orderBy("week_start", "desc")
    .limit(limit)
    .execute();
}
