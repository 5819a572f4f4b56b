import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit.js";

/** A task that runs until released, recording how many ran at once. */
function gate() {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release: () => release() };
}

describe("concurrencyLimit", () => {
  it("runs at most `limit` tasks at once, the rest in arrival order as slots free", async () => {
    const run = concurrencyLimit(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((g, i) =>
      run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await g.done;
        running -= 1;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.release();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.release();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("frees the slot of a task that fails", async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(async () => "next")).toBe("next");
  });
});
