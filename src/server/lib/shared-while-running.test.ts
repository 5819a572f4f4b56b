import { describe, expect, it } from "vitest";
import { sharedWhileRunning } from "./shared-while-running.js";

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
