import type { Executor } from "./database.js";

/*
 * Reads answered again, without the database, while nothing has been committed since they were made
 * (docs/decisions/0039-reads-kept-while-the-database-is-unchanged.md). SQLite tells that cheaply: its `data_version`
 * moves with every commit by another connection (another process included), and the handle counts its own commits.
 * A value read while neither moved is the value a new read would give; any commit anywhere empties the cache. The
 * decision made from the value (a session's expiry, a plan's end) is still made on every request, at its time.
 * PostgreSQL cannot tell so cheaply: there, and inside a transaction (which may see its own uncommitted writes),
 * every read goes to the database.
 */

/** The databases that can tell whether anything was committed: a value that moves with every commit. */
const generations = new WeakMap<Executor, () => string>();

/** Called by the database handle that can tell (SQLite). */
export function reportCommitsOf(db: Executor, generation: () => string): void {
  generations.set(db, generation);
}

/**
 * A cache of one kind of read, at most `limit` values between two commits; values are frozen, since every
 * request that reads them shares them. A read that found nothing (undefined) is not kept.
 */
export function readsKeptWhileUnchanged<Key, Value extends object>(limit: number) {
  const caches = new WeakMap<Executor, { generation: string; values: Map<Key, Value> }>();
  return async (db: Executor, key: Key, read: () => Promise<Value | undefined>): Promise<Value | undefined> => {
    const generation = generations.get(db);
    if (!generation) return read();
    const before = generation();
    let cache = caches.get(db);
    if (cache?.generation !== before) {
      cache = { generation: before, values: new Map() };
      caches.set(db, cache);
    }
    const kept = cache.values.get(key);
    if (kept) return kept;
    const value = await read();
    // A commit while it was read: the value may be of either side of it, so it is not kept.
    if (value && generation() === before && cache.values.size < limit) cache.values.set(key, deepFreeze(value));
    return value;
  };
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === "object") deepFreeze(inner as object);
  return Object.freeze(value);
}
