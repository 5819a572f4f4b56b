import { sql, type RawBuilder } from "kysely";
import type { SubscriptionStatus } from "../../../shared/users.js";
import { dialectOf, type Executor } from "../../db/database.js";
import { countRows } from "../../db/count.js";
import { hasAccessSql } from "../../db/access.js";
import type { AssetClass, Direction, PositionStatus } from "../../../shared/positions.js";

/*
 * The admin stats' reads. Every figure is an aggregate computed by the database, so none of them loads the users
 * (10,000 or more) into the process. "Members" are non-admin users throughout.
 */

const toNumber = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

export interface StatusCount {
  members: number;
  /** Of them, those with access at `now`. */
  withAccess: number;
}

/**
 * Members per subscription status, and how many of each have access at `now`, in one pass over the users.
 */
export async function membersByStatus(
  db: Executor,
  now: string,
): Promise<Partial<Record<SubscriptionStatus, StatusCount>>> {
  const rows = await db
    .selectFrom("users")
    .select([
      "subscription_status",
      (eb) => eb.fn.countAll<string | number>().as("members"),
      sql<string | number>`sum(case when ${hasAccessSql(now)} then 1 else 0 end)`.as("with_access"),
    ])
    .where("role", "<>", "admin")
    .groupBy("subscription_status")
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      row.subscription_status,
      { members: toNumber(row.members), withAccess: toNumber(row.with_access) },
    ]),
  );
}

/**
 * Distinct members active since `since`: their sign-in session was seen, or their live notification connection
 * was open (signing out deletes the session, so a member who used the app and left is found by the latter).
 */
export async function activeMembersSince(db: Executor, since: string): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`
    select count(distinct seen.user_id) as count
    from (
      select user_id from sessions where last_seen_at >= ${since}
      union
      select user_id from live_sessions where started_at >= ${since} or ended_at >= ${since}
    ) seen
    join users on users.id = seen.user_id
    where users.role <> 'admin'`.execute(db);
  return toNumber(rows[0]?.count);
}

/** Seconds from one ISO-text column to another; the two dialects read timestamps differently. */
function secondsBetween(db: Executor, from: string, to: string): RawBuilder<number> {
  if (dialectOf(db) === "postgres") {
    return sql<number>`extract(epoch from (cast(${sql.ref(to)} as timestamptz) - cast(${sql.ref(from)} as timestamptz)))`;
  }
  return sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 86400`;
}

/** The mean length in seconds of live sessions that ended at or after `since`; null when none did. */
export async function averageLiveSessionSeconds(db: Executor, since: string): Promise<number | null> {
  const row = await db
    .selectFrom("live_sessions")
    .select(sql<string | number | null>`avg(${secondsBetween(db, "started_at", "ended_at")})`.as("average"))
    .where("ended_at", "is not", null)
    .where("ended_at", ">=", since)
    .executeTakeFirst();
  return row?.average === null || row?.average === undefined ? null : Number(row.average);
}

export const viewsSince = (db: Executor, since: string): Promise<number> =>
  countRows(db.selectFrom("position_views").where("viewed_at", ">=", since));

export interface ViewedPosition {
  id: string;
  asset: string;
  asset_class: AssetClass;
  direction: Direction;
  status: PositionStatus;
  views: number;
}

/**
 * The most viewed positions since `since` that are not deleted, most views first. Views are counted first, from
 * the (viewed_at, position_id) index alone, and only then joined to their positions.
 */
export async function mostViewedPositions(db: Executor, since: string, limit: number): Promise<ViewedPosition[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("position_views")
        .select(["position_id", (count) => count.fn.countAll<string | number>().as("views")])
        .where("viewed_at", ">=", since)
        .groupBy("position_id")
        .as("counted"),
    )
    .innerJoin("positions", "positions.id", "counted.position_id")
    .select([
      "positions.id",
      "positions.asset",
      "positions.asset_class",
      "positions.direction",
      "positions.status",
      "counted.views",
    ])
    .where("positions.deleted_at", "is", null)
    .orderBy("counted.views", "desc")
    .orderBy("positions.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, views: toNumber(row.views) }));
}
