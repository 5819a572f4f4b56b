import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Argon2Reply, Argon2Request } from "./argon2-worker.js";

/*
 * Password hashing (argon2id, about 10 ms of CPU each) runs in worker threads of lower priority (argon2-worker.ts):
 * during a burst of sign-ins the kernel runs the event loop, and so members' ordinary requests, before the hashing
 * whenever both want a core, and the sign-ins take the CPU left over (docs/performance.md, "Sign-in bursts and the
 * hooks every request runs"). On libuv's pool, at the event loop's own priority, a flood of sign-ins made members'
 * requests about three times slower at the 99th percentile.
 */

/**
 * Hashes at once, one a thread: all cores but one. However many sign-ins wait, a core is left to the event loop and
 * whatever else the machine runs; the lower priority then keeps the hashing off the event loop's core too.
 */
export const ARGON2_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/** Under Vitest or tsx this module is the TypeScript source, and its worker must be too. */
const FROM_SOURCE = import.meta.url.endsWith(".ts");
const WORKER_URL = new URL(FROM_SOURCE ? "./argon2-worker.ts" : "./argon2-worker.js", import.meta.url);

function newWorker(): Worker {
  if (!FROM_SOURCE) return new Worker(WORKER_URL);
  // Node 20 does not apply `--import tsx` in a worker's execArgv to the worker's own file, so the worker registers
  // tsx's hooks itself before it imports the file.
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const worker = JSON.stringify(WORKER_URL.href);
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${worker}); });`, {
    eval: true,
  });
}

interface Task {
  request: Argon2Request;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}
interface HashingThread {
  run(task: Task): void;
}

/**
 * A thread with nothing to do for this long ends: each holds a V8 isolate (about 20 MB of memory, 8 MB of which its
 * end gives back), and a server between bursts of sign-ins need not hold it. The next sign-in starts one again (tens
 * of milliseconds, once); a burst keeps it busy, so only sign-ins further apart than this pay that.
 */
export const IDLE_THREAD_MS = 10_000;

/** Tasks in arrival order, and the threads with nothing to do; at most ARGON2_CONCURRENCY threads at once. */
const waiting: Task[] = [];
const idle: HashingThread[] = [];
let threads = 0;

function run(request: Argon2Request): Promise<unknown> {
  return new Promise((resolve, reject) => {
    waiting.push({ request, resolve, reject });
    dispatch();
  });
}

/** Hands the oldest waiting tasks to idle threads, starting threads (on first use, or for crashed ones) up to the limit. */
function dispatch() {
  while (waiting.length > 0 && (idle.length > 0 || threads < ARGON2_CONCURRENCY)) {
    const thread = idle.pop() ?? startThread();
    thread.run(waiting.shift() as Task);
  }
}

function startThread(): HashingThread {
  const worker = newWorker();
  threads += 1;
  // Idle, a thread never keeps the process alive; busy, it does, so a CLI awaiting a hash is not cut short.
  worker.unref();
  let current: Task | undefined;
  let ended = false;
  let retirement: NodeJS.Timeout | undefined;
  const thread: HashingThread = {
    run(task) {
      clearTimeout(retirement);
      current = task;
      worker.ref();
      worker.postMessage(task.request);
    },
  };
  worker.on("message", (reply: Argon2Reply) => {
    const task = current;
    current = undefined;
    worker.unref();
    if (reply.ok) task?.resolve(reply.value);
    else task?.reject(new Error(reply.error));
    if (ended) return;
    idle.push(thread);
    dispatch();
    // Still idle (the dispatch gave it no task): it ends unless a task comes first.
    if (!current) {
      retirement = setTimeout(() => {
        end(null);
        void worker.terminate();
      }, IDLE_THREAD_MS);
      retirement.unref();
    }
  });
  // A thread that crashes fails its task; the next task waiting starts another in its place. (null: it retired idle.)
  const end = (error: Error | null) => {
    if (ended) return;
    ended = true;
    threads -= 1;
    if (idle.includes(thread)) idle.splice(idle.indexOf(thread), 1);
    if (error) current?.reject(error);
    current = undefined;
    dispatch();
  };
  worker.on("error", end);
  worker.on("exit", (code) => end(new Error(`argon2 worker exited with code ${code}`)));
  return thread;
}

export async function hashPassword(password: string): Promise<string> {
  return (await run({ kind: "hash", password })) as string;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return (await run({ kind: "verify", hash: passwordHash, password })) === true;
  } catch {
    return false;
  }
}

/** Internal, for passwords.test.ts only: how many hashing threads there are. */
export const hashingThreadsForTests = () => threads;

/** Internal, for passwords.test.ts only: a hashing thread's nice value (argon2-worker.ts lowers it). */
export async function hashingThreadNiceForTests(): Promise<number> {
  return (await run({ kind: "nice" })) as number;
}

/**
 * A real hash of a random password, verified against when the email is unknown, so a wrong email
 * takes as long as a wrong password and the answer time does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  // A failed hash (its thread crashed) is not kept: the next unknown email tries again.
  decoyHash ??= hashPassword(crypto.randomUUID()).catch((error: unknown) => {
    decoyHash = undefined;
    throw error;
  });
  return decoyHash;
}
