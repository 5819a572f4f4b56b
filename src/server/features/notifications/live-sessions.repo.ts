import type { Executor } from "../../db/database.js";

export interface LiveSessionStart {
  id: string;
  user_id: string;
  started_at: string;
}

export async function insertLiveSessions(db: Executor, rows: LiveSessionStart[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("live_sessions")
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, ended_at: null })))
      .execute();
  }
}

export async function endLiveSessions(db: Executor, ids: string[], endedAt: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable("live_sessions")
      .set({ ended_at: endedAt })
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
  }
}
