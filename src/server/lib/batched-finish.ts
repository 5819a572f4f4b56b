/** Ids a worker is done with, written together rather than one statement each. */
export interface BatchedFinish<T> {
  add(id: T): void;
  /** Resolves once every added id is written; rejects if a write failed (those are sent again). */
  written(): Promise<void>;
}

/** How long finished ids wait to be written together: one statement per ~50 deliveries, not one each. */
const FINISH_EVERY_MS = 25;

/**
 * Writes finished ids every FINISH_EVERY_MS rather than once the whole batch is done. A crash between the remote
 * service's acceptance and the write sends that delivery again; this keeps that window to the last few
 * milliseconds of sending, not the batch's seconds.
 */
export function batchedFinish<T>(write: (ids: T[]) => Promise<void>): BatchedFinish<T> {
  let pending: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let failure: unknown;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const ids = pending;
    pending = [];
    if (ids.length > 0) {
      writing = writing.then(() => write(ids)).catch((error: unknown) => void (failure ??= error));
    }
    return writing;
  };
  return {
    add(id) {
      pending.push(id);
      timer ??= setTimeout(flush, FINISH_EVERY_MS).unref();
    },
    async written() {
      await flush();
      if (failure) throw failure;
    },
  };
}
