import type { Executor } from "../../db/database.js";
import { precompiled } from "../../db/precompiled.js";
import type { PositionHistoryRow, PositionRow } from "../../db/schema.js";
import type { Position, PositionStatus, ViewKind } from "../../../shared/positions.js";

export type PositionWrite = Omit<PositionRow, "id" | "created_by" | "created_at" | "deleted_at">;

/**
 * Every visible position in the API's shape, newest first; drafts only when asked for (admins). The list is the
 * same for every member, so it carries no per-viewer field (follows are their own call). Columns are named as
 * the API names them so the hottest read builds no second object per row.
 */
export function listPositions(db: Executor, options: { includeDrafts: boolean }): Promise<Position[]> {
  let query = db
    .selectFrom("positions")
    .select([
      "id",
      "asset",
      "asset_class as assetClass",
      "direction",
      "entry_price as entryPrice",
      "current_price as currentPrice",
      "target_price as targetPrice",
      "stop_loss as stopLoss",
      "exit_price as exitPrice",
      "pnl",
      "commentary",
      "risk_level as riskLevel",
      "status",
      "created_at as createdAt",
      "updated_at as updatedAt",
      "published_at as publishedAt",
      "closed_at as closedAt",
    ])
    .where("deleted_at", "is", null);
  if (!options.includeDrafts) query = query.where("status", "!=", "planning");
  return query.orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

// Made by every GET /api/positions: compiled once (db/precompiled.ts).
const revisionOf = (db: Executor) =>
  db
    .selectFrom("positions")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.sum<number | string>("version").as("versions"),
    ]);
const revisionWithDrafts = precompiled(revisionOf);
const DRAFT: PositionStatus = "planning";
const revisionWithoutDrafts = precompiled((db) => revisionOf(db).where("status", "!=", DRAFT));

/**
 * Changes whenever a position in the list is created, changed or deleted: every write adds a row or raises a
 * row's version. Without drafts, a draft's creation and edits leave it as it was; its publication (the row
 * leaves "planning") changes it. Cheap enough to ask on every list read, so no instance serves a list another
 * instance has changed. Internal: it counts a published position's draft edits, so it never reaches a member.
 */
export async function positionsRevision(db: Executor, options: { includeDrafts: boolean }): Promise<string> {
  const [row] = await (options.includeDrafts ? revisionWithDrafts(db) : revisionWithoutDrafts(db, [DRAFT]));
  return `${row?.count ?? 0}.${row?.versions ?? 0}`;
}

/** The ids of the positions a user follows. */
export async function listFollowedIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("position_follows as f")
    .innerJoin("positions as p", "p.id", "f.position_id")
    .select("f.position_id")
    .where("f.user_id", "=", userId)
    .where("p.deleted_at", "is", null)
    .execute();
  return rows.map((row) => row.position_id);
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
