import type { FastifyBaseLogger } from "fastify";

/** Work a request starts but does not wait for: its failure is logged, never answered. */
export interface BackgroundTasks {
  /** Starts `task` after the current request's answer has gone out. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (shutdown and tests wait on it). */
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, "background task failed"))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
