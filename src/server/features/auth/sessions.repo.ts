import type { Executor } from "../../db/database.js";
import { precompiled } from "../../db/precompiled.js";
import { readsKeptWhileUnchanged } from "../../db/unchanged-reads.js";
import type { SessionRow, UserRow } from "../../db/schema.js";

export async function insertSession(db: Executor, session: SessionRow): Promise<void> {
  await db.insertInto("sessions").values(session).execute();
}

/** A session as every signed-in request reads it: without the device details only the list of devices shows. */
export type LiveSession = Omit<SessionRow, "user_agent" | "ip" | "place">;

export interface SessionWithUser {
  session: LiveSession;
  user: UserRow;
}

// Every signed-in request makes this lookup: compiled once (db/precompiled.ts), run with the session id.
const sessionWithUser = precompiled((db) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select([
      "sessions.id as session_id",
      "sessions.created_at as session_created_at",
      "sessions.last_seen_at as session_last_seen_at",
      "sessions.expires_at as session_expires_at",
      "sessions.second_factor_at as session_second_factor_at",
    ])
    .where("sessions.id", "=", "?"),
);

/*
 * Kept until the next commit (db/unchanged-reads.ts): a sign-out, a deletion or a changed plan is a commit. At most
 * 2,000 between two commits, about 1 KB each: the members reading the API now. A wave of 10,000 live connections, each
 * of whose sessions is read once, would otherwise hold 9 MB of rows no request reads again.
 */
const keptSessions = readsKeptWhileUnchanged<string, SessionWithUser>(2_000);

/** A session with its user, as every signed-in request reads it; frozen, since requests may share it. */
export function findSessionWithUser(db: Executor, id: string): Promise<SessionWithUser | undefined> {
  return keptSessions(db, id, () => readSessionWithUser(db, id));
}

async function readSessionWithUser(db: Executor, id: string): Promise<SessionWithUser | undefined> {
  const [row] = await sessionWithUser(db, [id]);
  if (!row) return undefined;
  const {
    session_id,
    session_created_at,
    session_last_seen_at,
    session_expires_at,
    session_second_factor_at,
    ...user
  } = row;
  return {
    session: {
      id: session_id,
      user_id: user.id,
      created_at: session_created_at,
      last_seen_at: session_last_seen_at,
      expires_at: session_expires_at,
      second_factor_at: session_second_factor_at,
    },
    user,
  };
}

export async function touchSession(db: Executor, id: string, lastSeenAt: string, expiresAt: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where("id", "=", id)
    .execute();
}

/** The session's user passed a second-factor check at `at` (a sign-in, or confirming it is them). */
export async function markSecondFactorChecked(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable("sessions").set({ second_factor_at: at }).where("id", "=", id).execute();
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

/** The user's sessions not yet expired at `now`, the most recently used first. */
export async function findLiveUserSessions(db: Executor, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_seen_at", "desc")
    .orderBy("created_at", "desc")
    .execute();
}

/** Ends one session of the user: false when it is not theirs (or already gone). */
export async function deleteUserSession(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("sessions").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

export async function deleteOtherUserSessions(db: Executor, userId: string, keepId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "!=", keepId).execute();
}

export async function deleteExpiredSessions(db: Executor, now: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Which of these sessions still exist and have not expired (batched, for checking many live connections). */
export async function listUnexpiredSessionIds(db: Executor, ids: string[], now: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("sessions")
      .select("id")
      .where("id", "in", ids.slice(i, i + 500))
      .where("expires_at", ">", now)
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}
