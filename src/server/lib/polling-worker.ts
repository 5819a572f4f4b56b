import { outageLog, type OutageLog } from "./database-unavailable.js";
import type { Logger } from "./logger.js";
import { runOnceMore } from "./shared-while-running.js";

/** A queue every instance works: by lease, so two instances never take the same job. */
export interface PollingWorker {
  /** Works every due job; answers how many it finished. */
  drain(): Promise<number>;
  /** Polls the queue until stopped; `wake` runs it at once (new jobs were queued). */
  start(pollMs?: number): void;
  wake(): void;
  /** Stops polling and waits for the run in flight. */
  stop(): Promise<void>;
}

/**
 * The polling around a queue's `drainAll`: a job arriving mid-run is taken by one more run right after, and a database
 * outage is logged once, not once per poll (`task` names the queue in the log; workers that share `outage` log it
 * once between them).
 */
export function pollingWorker(
  drainAll: () => Promise<number>,
  log: Pick<Logger, "warn" | "error" | "info">,
  task: string,
  outage: OutageLog = outageLog(log, task),
): PollingWorker {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  const drain = runOnceMore(drainAll, { enabled: () => !stopped, onError: outage.failed });
  const tick = () => void drain().then(outage.succeeded, outage.failed);
  return {
    drain,
    start(pollMs = 1_000) {
      stopped = false;
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    wake() {
      if (!stopped) tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await drain.inFlight()?.catch(() => 0);
    },
  };
}
