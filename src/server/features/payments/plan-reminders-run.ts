import type { Db } from "../../db/database.js";
import { systemClock, type Clock } from "../../lib/clock.js";
import type { Logger } from "../../lib/logger.js";
import { runPeriodically } from "../../lib/periodic-run.js";
import { queuePlanReminders } from "./plan-reminders.service.js";

const REMINDER_RUN_INTERVAL_MS = 10 * 60 * 1000;

/** queuePlanReminders now and every ten minutes, on every instance (it is idempotent); returns a stop function. */
export function startPlanReminders(db: Db, log: Pick<Logger, "info" | "warn">, clock: Clock = systemClock): () => void {
  return runPeriodically(log, {
    intervalMs: REMINDER_RUN_INTERVAL_MS,
    failure: "plan reminders failed; will retry",
    job: async () => {
      const queued = await queuePlanReminders({ db }, clock.now());
      if (queued > 0) log.info({ queued }, "plan reminder emails queued");
    },
  });
}
