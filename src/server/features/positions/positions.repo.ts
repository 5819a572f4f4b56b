import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import type { PositionHistoryRow, PositionRow } from "../../db/schema.js";
import type { PositionListItem, ViewKind } from "../../../shared/positions.js";

export type PositionWrite = Omit<PositionRow, "id" | "created_by" | "created_at" | "deleted_at">;

/**
 * Every visible position in the API's shape, with the viewer's follow flag, in one query: followed first
 * (DECISIONS.md 12), then newest first; drafts only when asked for (admins). Columns are named as the API names
 * them so the hottest read builds no second object per row.
 */
export async function listPositions(
  db: Executor,
  options: { viewerId: string; includeDrafts: boolean },
): Promise<PositionListItem[]> {
  let query = db
    .selectFrom("positions as p")
    .leftJoin("position_follows as f", (join) =>
      join.onRef("f.position_id", "=", "p.id").on("f.user_id", "=", options.viewerId),
    )
    .select([
      "p.id",
      "p.asset",
      "p.asset_class as assetClass",
      "p.direction",
      "p.entry_price as entryPrice",
      "p.current_price as currentPrice",
      "p.target_price as targetPrice",
      "p.stop_loss as stopLoss",
      "p.exit_price as exitPrice",
      "p.pnl",
      "p.commentary",
      "p.risk_level as riskLevel",
      "p.status",
      "p.created_at as createdAt",
      "p.updated_at as updatedAt",
      "p.published_at as publishedAt",
      "p.closed_at as closedAt",
      // PostgreSQL answers a boolean, SQLite 0 or 1: normalised below.
      sql<boolean>`f.user_id is not null`.as("followed"),
    ])
    .where("p.deleted_at", "is", null);
  if (!options.includeDrafts) query = query.where("p.status", "!=", "planning");
  const rows = await query
    .orderBy("followed", "desc")
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .execute();
  for (const row of rows) row.followed = Boolean(row.followed);
  return rows;
}

/** A position that has not been deleted (or any, with `includeDeleted`). */
export function findPosition(
  db: Executor,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<PositionRow | undefined> {
  let query = db.selectFrom("positions").selectAll().where("id", "=", id);
  if (!options.includeDeleted) query = query.where("deleted_at", "is", null);
  return query.executeTakeFirst();
}

export async function insertPosition(db: Executor, row: PositionRow): Promise<void> {
  await db.insertInto("positions").values(row).execute();
}

/** Writes the change only if nobody else changed the row since `expectedVersion` was read. */
export async function updatePosition(
  db: Executor,
  id: string,
  expectedVersion: number,
  changes: Partial<PositionWrite> & { deleted_at?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("positions")
    .set(changes)
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertHistory(db: Executor, row: PositionHistoryRow): Promise<void> {
  await db.insertInto("position_history").values(row).execute();
}

export interface HistoryRowWithActor extends PositionHistoryRow {
  actor_first_name: string | null;
  actor_last_name: string | null;
}

/** Oldest first. `publishedOnly` leaves out what happened while the position was a draft. */
export function listHistory(
  db: Executor,
  positionId: string,
  options: { publishedOnly: boolean },
): Promise<HistoryRowWithActor[]> {
  let query = db
    .selectFrom("position_history as h")
    .leftJoin("users as u", "u.id", "h.actor_id")
    .selectAll("h")
    .select(["u.first_name as actor_first_name", "u.last_name as actor_last_name"])
    .where("h.position_id", "=", positionId);
  if (options.publishedOnly) query = query.where("h.status", "!=", "planning");
  return query.orderBy("h.version", "asc").execute();
}

/** Closed, not deleted: the track record. */
export function listClosedPositions(db: Executor) {
  return db
    .selectFrom("positions")
    .select(["id", "asset", "asset_class", "pnl", "closed_at", "updated_at"])
    .where("status", "=", "closed")
    .where("deleted_at", "is", null)
    .execute();
}

export async function insertFollow(db: Executor, userId: string, positionId: string, now: string): Promise<void> {
  await db
    .insertInto("position_follows")
    .values({ user_id: userId, position_id: positionId, created_at: now })
    .onConflict((conflict) => conflict.columns(["user_id", "position_id"]).doNothing())
    .execute();
}

export async function deleteFollow(db: Executor, userId: string, positionId: string): Promise<void> {
  await db.deleteFrom("position_follows").where("user_id", "=", userId).where("position_id", "=", positionId).execute();
}

export async function insertView(
  db: Executor,
  view: { id: string; positionId: string; userId: string; kind: ViewKind; viewedAt: string },
): Promise<void> {
  await db
    .insertInto("position_views")
    .values({
      id: view.id,
      position_id: view.positionId,
      user_id: view.userId,
      kind: view.kind,
      viewed_at: view.viewedAt,
    })
    .execute();
}
