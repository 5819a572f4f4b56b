import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import type { Logger } from "../../lib/logger.js";
import { runPeriodically } from "../../lib/periodic-run.js";
import { grantDueRewards, type GrantCredit } from "./rewards.service.js";

/** Well within a month's renewal lead, so credit earned before a renewal is on the account when it is charged. */
const GRANT_RUN_INTERVAL_MS = 10 * 60 * 1000;

/** Members' referral credit, granted once its window has passed (rewards.service.ts). */
export interface RewardGrants {
  /** One run now: answers how many rewards were granted. Tests call it by hand. */
  run(): Promise<number>;
  /** Runs every ten minutes on every instance (a claim and the provider's idempotency keep each grant single). */
  start(log: Pick<Logger, "info" | "warn">): () => void;
}

export function createRewardGrants(deps: { db: Db; clock: Clock; grant: GrantCredit }): RewardGrants {
  const run = () => grantDueRewards(deps);
  return {
    run,
    start: (log) =>
      runPeriodically(log, {
        intervalMs: GRANT_RUN_INTERVAL_MS,
        failure: "referral credit grants failed; will retry",
        job: async () => {
          const granted = await run();
          if (granted > 0) log.info({ granted }, "referral credit granted");
        },
      }),
  };
}
