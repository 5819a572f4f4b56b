import type { Db } from "../../db/database.js";
import { systemClock, type Clock } from "../../lib/clock.js";
import type { Logger } from "../../lib/logger.js";
import { runPeriodically } from "../../lib/periodic-run.js";
import { publishHead } from "./record-heads.service.js";
import { witnessPendingHeads } from "./record-witness.service.js";

const HEAD_RUN_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The daily head (docs/product.md#track-record): publishHead now and every ten minutes, on every instance; it stores
 * at most one head per UTC day, at the first run of the day that finds the chain grown. Each run then asks the
 * time-stamp authorities to witness every head still without a witness (docs/decisions/0029-witnessed-record-heads.md).
 * Returns a stop function.
 */
export function startDailyRecordHeads(
  db: Db,
  log: Pick<Logger, "info" | "warn">,
  { authorities, clock = systemClock }: { authorities: readonly string[]; clock?: Clock },
): () => void {
  return runPeriodically(log, {
    intervalMs: HEAD_RUN_INTERVAL_MS,
    failure: "publishing the track record's head failed; will retry",
    job: async () => {
      const answer = await publishHead({ db, clock }, { daily: true });
      if (answer.published) log.info({ head: answer.head }, "track record head published");
      const witnessed = await witnessPendingHeads({ db, authorities, log });
      if (witnessed > 0) log.info({ witnessed }, "track record heads witnessed by a time-stamp authority");
    },
  });
}
