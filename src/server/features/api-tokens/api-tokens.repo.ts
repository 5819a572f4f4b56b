import type { Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { ApiTokensTable, UserRow } from "../../db/schema.js";

export type ApiTokenRow = Selectable<ApiTokensTable>;

export async function listTokens(db: Executor, userId: string): Promise<ApiTokenRow[]> {
  return db.selectFrom("api_tokens").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

export async function countTokens(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom("api_tokens")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertToken(db: Executor, row: ApiTokenRow): Promise<void> {
  await db.insertInto("api_tokens").values(row).execute();
}

/** Answers whether the member had the token. */
export async function deleteToken(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("api_tokens")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The token with this hash and its member. */
export async function findTokenWithUser(
  db: Executor,
  tokenHash: string,
): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
  const token = await db.selectFrom("api_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  if (!token) return undefined;
  const user = await db.selectFrom("users").selectAll().where("id", "=", token.user_id).executeTakeFirst();
  return user ? { token, user } : undefined;
}

export async function markUsed(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable("api_tokens").set({ last_used_at: at }).where("id", "=", id).execute();
}

/** The tokens among these hashes that still exist, with their members' role and plan. */
export async function findTokensWithPlans(
  db: Executor,
  tokenHashes: readonly string[],
): Promise<(Pick<UserRow, "role" | "subscription_status" | "subscription_expiry"> & { token_hash: string })[]> {
  if (tokenHashes.length === 0) return [];
  return db
    .selectFrom("api_tokens as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select(["t.token_hash", "u.role", "u.subscription_status", "u.subscription_expiry"])
    .where("t.token_hash", "in", [...tokenHashes])
    .execute();
}
