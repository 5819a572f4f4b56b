import type { Executor } from "../../db/database.js";
import type { DataExportRow } from "../../db/schema.js";

/** Inserts a pending export unless the member has one pending already (its `pending_key`); whether it did. */
export async function insertPendingExport(db: Executor, row: DataExportRow): Promise<boolean> {
  const result = await db
    .insertInto("data_exports")
    .values(row)
    .onConflict((oc) => oc.column("pending_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The member's exports not yet expired, newest first, without their content. */
export function listLiveExports(db: Executor, userId: string, now: string) {
  return db
    .selectFrom("data_exports")
    .select(["id", "user_id", "status", "created_at", "ready_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** One export of the member's, content included, if it has not expired. */
export function findLiveExport(
  db: Executor,
  userId: string,
  id: string,
  now: string,
): Promise<DataExportRow | undefined> {
  return db
    .selectFrom("data_exports")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

export function findExport(db: Executor, id: string): Promise<DataExportRow | undefined> {
  return db.selectFrom("data_exports").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Stores a pending export's content and makes it ready; false when it is gone or no longer pending. */
export async function completeExport(
  db: Executor,
  id: string,
  done: { content: string; readyAt: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable("data_exports")
    .set({
      status: "ready",
      pending_key: null,
      content: done.content,
      ready_at: done.readyAt,
      expires_at: done.expiresAt,
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteExpiredExports(db: Executor, now: string): Promise<number> {
  const result = await db.deleteFrom("data_exports").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
