import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { systemClock, type Clock } from "../../lib/clock.js";
import { renewLocalSubscriptions } from "./local-subscriptions.service.js";

/** Well inside RENEWAL_LEAD_MS, so a renewal is always charged before its period ends. */
const BILLING_RUN_INTERVAL_MS = 10 * 60 * 1000;

/** The local provider's renewals and period-end cancellations, every ten minutes; returns a stop function. */
export function startLocalBillingRun(db: Db, log: FastifyBaseLogger, clock: Clock = systemClock): () => void {
  const run = async () => {
    try {
      const handled = await renewLocalSubscriptions({ db }, clock.now());
      if (handled > 0) log.info({ handled }, "local subscriptions renewed or ended");
    } catch (error) {
      log.warn({ err: error }, "local billing run failed; will retry");
    }
  };
  const timer = setInterval(() => void run(), BILLING_RUN_INTERVAL_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
