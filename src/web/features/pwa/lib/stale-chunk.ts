/**
 * After a deploy, a tab opened before it still asks for the old build's chunks, which no longer exist. One
 * reload fetches the new index.html and its chunks; the marker keeps a chunk that is really missing from
 * reloading the page forever.
 */
const RELOAD_MARKER = "signaldesk:stale-chunk-reload";
/** A failure this soon after our own reload means the reload did not help: show the error instead. */
const RELOAD_WINDOW_MS = 10_000;

/** A lazily loaded module of the app failed to download. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A part of the app failed to load.", { cause });
    this.name = "ChunkLoadError";
  }
}

/**
 * A part of the app that did not download: one marked by {@link loadChunk}, or a component loaded with React's
 * `lazy` whose import failed (each browser words that TypeError its own way).
 */
export function isChunkLoadFailure(error: unknown): error is Error {
  if (error instanceof ChunkLoadError) return true;
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Marks a failed dynamic import so the error screen can tell it from a bug in the page itself. */
export async function loadChunk<T>(chunk: Promise<T>): Promise<T> {
  try {
    return await chunk;
  } catch (error) {
    throw new ChunkLoadError(error);
  }
}

interface ReloadEnvironment {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: number;
  reload: () => void;
}

/** Reloads the page (same URL) unless it already did so moments ago; says whether it did. */
export function reloadForStaleChunk(
  { storage, now, reload }: ReloadEnvironment = {
    storage: window.sessionStorage,
    now: Date.now(),
    reload: () => window.location.reload(),
  },
): boolean {
  const last = Number(storage.getItem(RELOAD_MARKER));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOAD_MARKER, String(now));
  reload();
  return true;
}
