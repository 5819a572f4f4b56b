import type { Logger } from "../../lib/logger.js";
import type { Db } from "../../db/database.js";
import { systemClock, type Clock } from "../../lib/clock.js";
import { runPeriodically } from "../../lib/periodic-run.js";
import { deleteExpiredDataExports } from "../account/data-exports.service.js";
import { sweepOutbox } from "../mail/outbox.service.js";
import { deleteLoginFailuresBefore } from "./login-failures.repo.js";
import { deleteExpiredSessions } from "./sessions.repo.js";

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const LOGIN_FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Removes expired sessions and data exports, old login failures, and works through the email outbox's retention. */
export async function sweepExpiredRecords(db: Db, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now.toISOString());
  await deleteExpiredDataExports({ db }, now);
  await deleteLoginFailuresBefore(db, new Date(now.getTime() - LOGIN_FAILURE_RETENTION_MS).toISOString());
  await sweepOutbox(db, now);
}

/** Runs sweepExpiredRecords now and once an hour; returns a stop function. */
export function startHousekeeping(db: Db, log: Logger, clock: Clock = systemClock): () => void {
  return runPeriodically(log, {
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    failure: "housekeeping failed; will retry",
    job: () => sweepExpiredRecords(db, clock.now()),
  });
}
