import type { Db } from "../../db/database.js";
import { systemClock, type Clock } from "../../lib/clock.js";
import type { Logger } from "../../lib/logger.js";
import { runPeriodically } from "../../lib/periodic-run.js";
import { portfolioResultBetween } from "../portfolio/portfolio.service.js";
import { createTrackRecordReader } from "../track-record/track-record.service.js";
import { writeDueSummaries, type WeeklySummaryDeps } from "./weekly-summaries.service.js";

const SUMMARY_RUN_INTERVAL_MS = 10 * 60 * 1000;

/** What writing summaries needs, from the database and a clock. */
export function weeklySummaryDeps(db: Db, clock: Clock = systemClock): WeeklySummaryDeps {
  const record = createTrackRecordReader({ db, clock });
  return {
    db,
    clock,
    countedSignals: () => record.countedSignals(),
    portfolioResult: async (executor, userId, from, to) => {
      const result = await portfolioResultBetween({ db: executor }, userId, from, to);
      return result.trades === 0 ? null : { trades: result.trades, pnl: result.money, percent: result.percent };
    },
  };
}

/**
 * docs/product.md#weekly-summaries: writes the summaries due now and every ten minutes, on every instance (a member's
 * week is written once). Returns a stop function.
 */
export function startWeeklySummaries(db: Db, log: Pick<Logger, "info" | "warn">, clock: Clock = systemClock) {
  const deps = weeklySummaryDeps(db, clock);
  return runPeriodically(log, {
    intervalMs: SUMMARY_RUN_INTERVAL_MS,
    failure: "weekly summaries failed; will retry",
    job: async () => {
      const written = await writeDueSummaries(deps);
      if (written > 0) log.info({ written }, "weekly summaries written and their emails queued");
    },
  });
}
