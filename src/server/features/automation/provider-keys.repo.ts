import type { Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { ProviderKeysTable, UserRow } from "../../db/schema.js";

export type ProviderKeyRow = Selectable<ProviderKeysTable>;

export async function insertKey(db: Executor, row: ProviderKeyRow): Promise<void> {
  await db.insertInto("provider_keys").values(row).execute();
}

export function listKeys(db: Executor): Promise<ProviderKeyRow[]> {
  return db.selectFrom("provider_keys").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
}

export async function revokeKey(db: Executor, id: string, at: string): Promise<ProviderKeyRow | undefined> {
  return db
    .updateTable("provider_keys")
    .set((eb) => ({ revoked_at: eb.fn.coalesce("revoked_at", eb.val(at)) }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** A live key by its hash, with the admin who made it. */
export async function findLiveKey(
  db: Executor,
  keyHash: string,
): Promise<{ key: ProviderKeyRow; user: UserRow } | undefined> {
  const key = await db
    .selectFrom("provider_keys")
    .selectAll()
    .where("key_hash", "=", keyHash)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!key) return undefined;
  const user = await db.selectFrom("users").selectAll().where("id", "=", key.created_by).executeTakeFirst();
  return user ? { key, user } : undefined;
}

export async function touchKey(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable("provider_keys").set({ last_used_at: at }).where("id", "=", id).execute();
}
