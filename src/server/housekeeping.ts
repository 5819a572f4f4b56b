import type { Logger } from "./lib/logger.js";
import type { Db } from "./db/database.js";
import { systemClock, type Clock } from "./lib/clock.js";
import { runPeriodically } from "./lib/periodic-run.js";
import { deleteExpiredDataExports } from "./features/account/data-exports.service.js";
import { sweepSignInRecords } from "./features/auth/sessions.service.js";
import { sweepOutbox } from "./features/mail/outbox.service.js";
import { sweepAlertReceipts } from "./features/automation/alert-sources.service.js";

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes expired sessions and data exports, old login failures and alerts, and works through the email outbox's
 * retention.
 * It composes several features' sweeps, so it sits beside app.ts rather than inside any one of them.
 */
export async function sweepExpiredRecords(db: Db, now: Date): Promise<void> {
  await sweepSignInRecords(db, now);
  await deleteExpiredDataExports({ db }, now);
  await sweepOutbox(db, now);
  await sweepAlertReceipts(db, now);
}

/** Runs sweepExpiredRecords now and once an hour; returns a stop function. */
export function startHousekeeping(db: Db, log: Logger, clock: Clock = systemClock): () => void {
  return runPeriodically(log, {
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    failure: "housekeeping failed; will retry",
    job: () => sweepExpiredRecords(db, clock.now()),
  });
}
