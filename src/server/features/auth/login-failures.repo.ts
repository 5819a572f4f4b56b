import type { Executor } from "../../db/database.js";
import { newId } from "../../lib/ids.js";

export async function recordLoginFailure(db: Executor, email: string, at: string): Promise<void> {
  await db.insertInto("login_failures").values({ id: newId(), email, created_at: at }).execute();
}

/** Failures for the account since `since`, oldest first (their times decide when the lock lifts). */
export async function recentLoginFailures(db: Executor, email: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom("login_failures")
    .select("created_at")
    .where("email", "=", email)
    .where("created_at", ">", since)
    .orderBy("created_at", "asc")
    .execute();
  return rows.map((row) => row.created_at);
}

export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom("login_failures").where("email", "=", email).execute();
}

export async function deleteLoginFailuresBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("login_failures").where("created_at", "<=", before).execute();
}
