/**
 * A password-hashing thread (passwords.ts starts these). It hashes with the synchronous calls, so the work runs on
 * this thread, whose priority it lowers first; the asynchronous ones would hand it to libuv's pool, shared with the
 * rest of the process and at normal priority, even from a worker. Import only its types elsewhere: loading it
 * lowers the priority of the thread that loads it.
 */
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { hashSync, verifySync } from "@node-rs/argon2";

/** OWASP's argon2id baseline (argon2id is the library's default algorithm): 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * This thread's nice value (the event loop's is 0). When both want the same core, Linux's scheduler gives a nice-10
 * thread a weight of 110 against 1,024, about a tenth of the core: members' requests go first, and sign-ins on a
 * saturated server are slowed, not starved. A core nothing else wants is still theirs in full.
 */
const HASHING_NICE = 10;

export type Argon2Request =
  | { kind: "hash"; password: string }
  | { kind: "verify"; hash: string; password: string }
  /** For the tests: this thread's nice value. */
  | { kind: "nice" };
export type Argon2Reply = { ok: true; value: string | boolean | number } | { ok: false; error: string };

/**
 * Lowers this thread's priority, and answers its thread id; undefined where that is not possible (not Linux, no
 * /proc, refused), and then hashing carries on at normal priority: a sign-in never fails for it.
 */
function lowerOwnPriority(): number | undefined {
  try {
    // On Linux a nice value belongs to a thread, not the process (setpriority(2)), and /proc/thread-self is this
    // thread's entry: "<pid>/task/<tid>".
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    setPriority(threadId, HASHING_NICE);
    return threadId;
  } catch {
    return undefined;
  }
}

const threadId = lowerOwnPriority();

function answer(request: Argon2Request): string | boolean | number {
  switch (request.kind) {
    case "hash":
      return hashSync(request.password, ARGON2_OPTIONS);
    case "verify":
      return verifySync(request.hash, request.password);
    case "nice":
      return getPriority(threadId ?? 0);
  }
}

parentPort?.on("message", (request: Argon2Request) => {
  let reply: Argon2Reply;
  try {
    reply = { ok: true, value: answer(request) };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
