import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import type { PositionRow, UserRow } from "../../db/schema.js";

/** A keyset cursor: the last row's creation time and id. Pages stay cheap however deep the export reads. */
export interface Cursor {
  createdAt: string;
  id: string;
}

/** Row-value comparison, the keyset condition both dialects read (SQLite since 3.15). */
const after = (cursor: Cursor) => sql<boolean>`(created_at, id) > (${cursor.createdAt}, ${cursor.id})`;

/** Users in creation order after the cursor. */
export function usersAfter(db: Executor, cursor: Cursor | null, limit: number): Promise<UserRow[]> {
  let query = db.selectFrom("users").selectAll();
  if (cursor) query = query.where(after(cursor));
  return query.orderBy("created_at").orderBy("id").limit(limit).execute();
}

/** Positions that are not deleted, drafts included, in creation order after the cursor. */
export function positionsAfter(db: Executor, cursor: Cursor | null, limit: number): Promise<PositionRow[]> {
  let query = db.selectFrom("positions").selectAll().where("deleted_at", "is", null);
  if (cursor) query = query.where(after(cursor));
  return query.orderBy("created_at").orderBy("id").limit(limit).execute();
}
