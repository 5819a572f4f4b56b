import type { Executor } from "../../db/database.js";
import type { NewUserRow, UserRow, UserUpdate } from "../../db/schema.js";

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function insertUser(db: Executor, user: NewUserRow): Promise<UserRow> {
  return db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: string, changes: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable("users").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function anyAdminExists(db: Executor): Promise<boolean> {
  const row = await db.selectFrom("users").select("id").where("role", "=", "admin").limit(1).executeTakeFirst();
  return row !== undefined;
}

export function listAdminEmails(db: Executor): Promise<{ id: string; email: string }[]> {
  return db.selectFrom("users").select(["id", "email"]).where("role", "=", "admin").orderBy("created_at").execute();
}
