import { describe, expect, it } from "vitest";
import { runOnceMore, sharedWhileRunning } from "./shared-while-running.js";

describe("sharedWhileRunning", () => {
  it("gives concurrent callers one run's result and starts a new run once it settled", async () => {
    let runs = 0;
    const read = sharedWhileRunning(async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return runs;
    });
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it("lets a failed run fail its callers only, and the next call try again", async () => {
    let fail = true;
    const read = sharedWhileRunning(async () => {
      if (fail) throw new Error("database unreachable");
      return "ok";
    });
    await expect(Promise.all([read(), read()])).rejects.toThrow("database unreachable");
    fail = false;
    expect(await read()).toBe("ok");
  });
});

describe("runOnceMore", () => {
  /** A run the test finishes by hand. */
  function controlledWork() {
    const finishers: (() => void)[] = [];
    let runs = 0;
    const work = () =>
      new Promise<number>((resolve) => {
        runs += 1;
        const run = runs;
        finishers.push(() => resolve(run));
      });
    return { work, finish: () => finishers.shift()?.(), runs: () => runs };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("shares a run with callers during it, then runs exactly once more for all of them", async () => {
    const { work, finish, runs } = controlledWork();
    const run = runOnceMore(work);
    const first = run();
    const during = [run(), run(), run()];
    finish();
    expect(await first).toBe(1);
    expect(await Promise.all(during)).toEqual([1, 1, 1]);
    await settle();
    expect(runs()).toBe(2);
    finish();
    await settle();
    expect(runs()).toBe(2);
  });

  it("runs once when nobody asked during the run, and not again while it is disabled", async () => {
    const { work, finish, runs } = controlledWork();
    let enabled = true;
    const run = runOnceMore(work, { enabled: () => enabled });
    const single = run();
    finish();
    await single;
    await settle();
    expect(runs()).toBe(1);
    const next = run();
    void run();
    enabled = false;
    finish();
    await next;
    await settle();
    expect(runs()).toBe(2);
  });

  it("hands the failure of the extra run to onError, since nobody awaits it", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const run = runOnceMore(
      async () => {
        calls += 1;
        await settle();
        if (calls === 2) throw new Error("database unreachable");
        return calls;
      },
      { onError: (error) => errors.push(error) },
    );
    const first = run();
    void run();
    await first;
    await settle();
    await settle();
    expect(errors).toEqual([new Error("database unreachable")]);
  });
});
