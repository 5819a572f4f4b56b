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
