/**
 * At most `limit` of the given tasks run at once; the rest wait their turn in arrival order. For CPU-bound work
 * that runs off the event loop (libuv's threads) and would otherwise take every core from it.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
