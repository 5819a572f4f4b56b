import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { deleteLoginFailuresBefore } from "./login-failures.repo.js";
import { deleteExpiredSessions } from "./sessions.repo.js";

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const LOGIN_FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Removes expired sessions and old sign-in attempt counts once an hour; returns a stop function. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const run = async () => {
    const now = Date.now();
    try {
      await deleteExpiredSessions(db, new Date(now).toISOString());
      await deleteLoginFailuresBefore(db, new Date(now - LOGIN_FAILURE_RETENTION_MS).toISOString());
    } catch (error) {
      log.warn({ err: error }, "housekeeping failed; will retry");
    }
  };
  const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
