import { describe, expect, it, vi } from "vitest";
import {
  ARGON2_CONCURRENCY,
  hashingThreadNiceForTests,
  hashingThreadsForTests,
  hashPassword,
  IDLE_THREAD_MS,
  verifyPassword,
} from "./passwords.js";

/** HASHING_NICE in argon2-worker.ts (not imported here: loading that module lowers the loading thread's priority). */
const HASHING_NICE = 10;

describe("passwords", () => {
  it("verifies a hash with its password and not with another", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hash, "correct horse battery stapler")).toBe(false);
  });

  it("answers false for a malformed hash", async () => {
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
    expect(await verifyPassword("", "anything")).toBe(false);
  });

  it("answers many verifications at once, each for its own password", async () => {
    const [first, second] = await Promise.all([hashPassword("first password"), hashPassword("second password")]);
    const checks = Array.from({ length: ARGON2_CONCURRENCY * 8 }, (_, i) => ({
      hash: i % 2 ? first : second,
      password: i % 3 ? "first password" : "second password",
    }));
    const answers = await Promise.all(checks.map(({ hash, password }) => verifyPassword(hash, password)));
    expect(answers).toEqual(checks.map(({ hash, password }) => (hash === first) === (password === "first password")));
  });

  it.runIf(process.platform === "linux")("hashes on threads of lower priority than the event loop's", async () => {
    // As many at once as there are threads, so each thread answers one.
    const nices = await Promise.all(Array.from({ length: ARGON2_CONCURRENCY }, () => hashingThreadNiceForTests()));
    expect(nices).toEqual(nices.map(() => HASHING_NICE));
  });

  it("ends the hashing threads after ten seconds with nothing to do, and starts them again for the next sign-in", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // As many at once as there are threads, so every thread's idle wait starts on the fake clock.
      const hashes = await Promise.all(Array.from({ length: ARGON2_CONCURRENCY }, () => hashPassword("idle minute")));
      expect(hashingThreadsForTests()).toBe(ARGON2_CONCURRENCY);
      vi.advanceTimersByTime(IDLE_THREAD_MS - 1);
      expect(hashingThreadsForTests()).toBe(ARGON2_CONCURRENCY);
      vi.advanceTimersByTime(1);
      expect(hashingThreadsForTests()).toBe(0);
      expect(await verifyPassword(hashes[0] ?? "", "idle minute")).toBe(true);
      expect(hashingThreadsForTests()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
