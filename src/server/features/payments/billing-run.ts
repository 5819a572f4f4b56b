import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { systemClock, type Clock } from "../../lib/clock.js";
import { runPeriodically } from "../../lib/periodic-run.js";
import { renewLocalSubscriptions } from "./local-subscriptions.service.js";

/** Well inside RENEWAL_LEAD_MS, so a renewal is always charged before its period ends. */
const BILLING_RUN_INTERVAL_MS = 10 * 60 * 1000;

/** The local provider's renewals and period-end cancellations, every ten minutes; returns a stop function. */
export function startLocalBillingRun(db: Db, log: FastifyBaseLogger, clock: Clock = systemClock): () => void {
  return runPeriodically(log, {
    intervalMs: BILLING_RUN_INTERVAL_MS,
    failure: "local billing run failed; will retry",
    job: async () => {
      const handled = await renewLocalSubscriptions({ db }, clock.now());
      if (handled > 0) log.info({ handled }, "local subscriptions renewed or ended");
    },
  });
}
