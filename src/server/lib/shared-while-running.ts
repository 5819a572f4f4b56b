/**
 * Callers arriving while a run is in flight share its result instead of starting their own: N admins refreshing an
 * expensive read cost one run, not N competing ones. A caller after it settles starts a fresh run, so nothing is
 * older than the moment the run it shares began.
 */
export function sharedWhileRunning<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= work().finally(() => {
      running = undefined;
    }));
}

/**
 * One run at a time, and none missed: a call during a run shares it and asks for one more run after it, so work
 * that arrived meanwhile is picked up. Any number of calls during a run make one more run. `enabled` is asked before
 * that run (a stopped worker does not start one); its failure goes to `onError`, as nobody awaits it. `inFlight`
 * is the run under way, if any, for a caller that must wait for it to end.
 */
export function runOnceMore<T>(
  work: () => Promise<T>,
  options: { enabled?: () => boolean; onError?: (error: unknown) => void } = {},
): (() => Promise<T>) & { inFlight(): Promise<T> | undefined } {
  let running: Promise<T> | undefined;
  let again = false;
  const run = (): Promise<T> => {
    if (running) {
      again = true;
      return running;
    }
    running = work().finally(() => {
      running = undefined;
      if (again && (options.enabled?.() ?? true)) {
        again = false;
        run().catch((error: unknown) => options.onError?.(error));
      }
    });
    return running;
  };
  return Object.assign(run, { inFlight: () => running });
}
