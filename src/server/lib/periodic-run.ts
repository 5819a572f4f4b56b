import type { Logger } from "./logger.js";

/**
 * Runs `job` now and every `intervalMs`, on every instance: the jobs given here are idempotent (a dedup key, a claim
 * or a unique key keeps their effect single), so instances need not agree on who runs them. A failed run is logged
 * as `failure` and retried at the next interval. Returns a stop function.
 */
export function runPeriodically(
  log: Pick<Logger, "warn">,
  { intervalMs, failure, job }: { intervalMs: number; failure: string; job: () => Promise<void> },
): () => void {
  const run = async () => {
    try {
      await job();
    } catch (error) {
      log.warn({ err: error }, failure);
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
