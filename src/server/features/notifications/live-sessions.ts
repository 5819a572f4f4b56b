import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { endLiveSessions, insertLiveSessions, type LiveSessionStart } from "./live-sessions.repo.js";

/** How long opens and closes wait to be written together: a reconnect storm of 10,000 costs a few statements. */
const FLUSH_INTERVAL_MS = 1_000;

export interface LiveSessionLog {
  /** Records an opened connection; answers the row id to end it with. */
  start(userId: string): string;
  end(id: string): void;
  /** Writes what is pending. */
  flush(): Promise<void>;
  /** Writes what is pending and records nothing more (at shutdown, after the connections closed). */
  close(): Promise<void>;
}

/**
 * The `live_sessions` rows of the admin's engagement stats (docs/product.md#metrics), one per connection, written in
 * batches: a connection's row appears within a second of its opening, and its end within a second of its close.
 */
export function createLiveSessionLog(db: Db, clock: Clock, onError: (error: unknown) => void): LiveSessionLog {
  let starts: LiveSessionStart[] = [];
  let ends = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const write = async () => {
    timer = undefined;
    const batchStarts = starts;
    const batchEnds = ends;
    starts = [];
    ends = new Map();
    // A connection that opened and closed within one batch is inserted already ended.
    const byEnd = new Map<string, string[]>();
    for (const [id, endedAt] of batchEnds) byEnd.set(endedAt, [...(byEnd.get(endedAt) ?? []), id]);
    try {
      await db.transaction().execute(async (trx) => {
        await insertLiveSessions(trx, batchStarts);
        for (const [endedAt, ids] of byEnd) await endLiveSessions(trx, ids, endedAt);
      });
    } catch (error) {
      onError(error);
    }
  };
  const schedule = () => {
    if (closed) return;
    timer ??= setTimeout(() => {
      writing = writing.then(write);
    }, FLUSH_INTERVAL_MS);
    timer.unref();
  };

  return {
    start(userId) {
      const id = newId();
      starts.push({ id, user_id: userId, started_at: clock.now().toISOString() });
      schedule();
      return id;
    },
    end(id) {
      // Seconds are precise enough for session lengths, and group many closes into one statement.
      const endedAt = new Date(Math.ceil(clock.now().getTime() / 1000) * 1000).toISOString();
      ends.set(id, endedAt);
      schedule();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      writing = writing.then(write);
      await writing;
    },
    async close() {
      await this.flush();
      closed = true;
    },
  };
}
