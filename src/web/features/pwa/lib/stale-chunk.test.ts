import { describe, expect, it } from "vitest";
import { ChunkLoadError, isChunkLoadFailure, loadChunk, reloadForStaleChunk } from "./stale-chunk";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("a chunk missing after a deploy", () => {
  it("reloads the page once, and not again when the chunk is still missing right after", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void (reloads += 1);
    expect(reloadForStaleChunk({ storage, now: 1_000_000, reload })).toBe(true);
    expect(reloadForStaleChunk({ storage, now: 1_002_000, reload })).toBe(false);
    expect(reloads).toBe(1);
  });

  it("reloads again for a later deploy", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void (reloads += 1);
    reloadForStaleChunk({ storage, now: 1_000_000, reload });
    expect(reloadForStaleChunk({ storage, now: 1_000_000 + 60_000, reload })).toBe(true);
    expect(reloads).toBe(2);
  });

  it("tells a failed download apart from an error inside the page", async () => {
    await expect(
      loadChunk(Promise.reject(new TypeError("Failed to fetch dynamically imported module"))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadChunk(Promise.resolve(42))).resolves.toBe(42);
  });

  it("recognises a lazily loaded component's failed import in each browser's words, and nothing else", () => {
    expect(isChunkLoadFailure(new ChunkLoadError(new Error("offline")))).toBe(true);
    for (const message of [
      "Failed to fetch dynamically imported module: https://example.com/assets/a.js",
      "Importing a module script failed.",
      "error loading dynamically imported module: https://example.com/assets/a.js",
    ]) {
      expect(isChunkLoadFailure(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadFailure(new Error("Failed to fetch dynamically imported module"))).toBe(false);
    expect(isChunkLoadFailure("Failed to fetch dynamically imported module")).toBe(false);
  });
});
