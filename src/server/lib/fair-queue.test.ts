import { describe, expect, it } from "vitest";
import { fairQueue, QueueFullError } from "./fair-queue.js";

/** Enters for each client in order; each holds its slot until the test ends the running one. */
function enterAll(queue: ReturnType<typeof fairQueue>, clients: string[]) {
  const served: string[] = [];
  const running: (() => void)[] = [];
  for (const client of clients) {
    const ticket = queue.enter(client);
    void ticket.turn().then(() => {
      served.push(client);
      running.push(() => ticket.leave());
    });
  }
  return { served, endNext: () => running.shift()?.() };
}

describe("fair queue", () => {
  it("serves waiting clients round-robin, whatever order they arrived in", async () => {
    const queue = fairQueue({ concurrency: 1, perClient: 10, waiting: 100 });
    const { served, endNext } = enterAll(queue, ["a", "a", "a", "a", "b", "b", "c"]);
    for (let i = 0; i < 7; i += 1) {
      await Promise.resolve();
      endNext();
    }
    expect(served).toEqual(["a", "a", "b", "c", "a", "b", "a"]);
  });

  it("refuses a client past its share at once, with a retry time", () => {
    const queue = fairQueue({ concurrency: 1, perClient: 2, waiting: 100 });
    queue.enter("a");
    queue.enter("a");
    expect(() => queue.enter("a")).toThrow(QueueFullError);
    try {
      queue.enter("a");
    } catch (error) {
      expect(error).toMatchObject({ scope: "client" });
      expect((error as QueueFullError).retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(() => queue.enter("b")).not.toThrow();
  });

  it("when full, gives a newcomer the place of the newest waiter of the longest queue, and refuses only if none is longer than one", async () => {
    const queue = fairQueue({ concurrency: 1, perClient: 10, waiting: 3 });
    queue.enter("running");
    const a1 = queue.enter("a");
    const a2 = queue.enter("a");
    queue.enter("b");
    queue.enter("c");
    await expect(a2.turn()).rejects.toMatchObject({ scope: "everyone" });
    expect(queue.size()).toEqual({ running: 1, waiting: 3 });
    expect(() => queue.enter("d")).toThrow(QueueFullError);
    a1.leave();
    expect(() => queue.enter("d")).not.toThrow();
  });
});
