/**
 * One instance of the app's job queue in a process of its own, for the queue's tests: it runs the `delivery` jobs
 * by posting each to the service at SERVICE_URL with the job's payload as the idempotency key, as a handler of a
 * real integration would, and answers what the service said. Prints "ready" once polling; SIGTERM stops it.
 */
import { openDatabase } from "../../src/server/db/database.js";
import { systemClock } from "../../src/server/lib/clock.js";
import { createJobQueue, JOB_DONE, type JobHandler } from "../../src/server/lib/jobs/job-queue.js";

const setting = (name: string) => Number(process.env[name]);
const database = openDatabase(process.env.DATABASE_URL ?? "");
const service = process.env.SERVICE_URL ?? "";
const instance = process.env.INSTANCE ?? "";
const log = {
  info: (...args: unknown[]) => console.log(JSON.stringify(args)),
  warn: (...args: unknown[]) => console.log(JSON.stringify(args)),
  error: (...args: unknown[]) => console.error(JSON.stringify(args)),
};

const delivery: JobHandler = {
  kind: "delivery",
  concurrency: setting("CONCURRENCY"),
  leaseMs: setting("LEASE_MS"),
  maxAttempts: setting("MAX_ATTEMPTS"),
  backoff: { baseMs: setting("BACKOFF_BASE_MS"), maxMs: 60_000 },
  start: async () => async (job) => {
    const answer = await fetch(`${service}/deliver`, {
      method: "POST",
      headers: { "idempotency-key": job.payload, "x-instance": instance },
    });
    if (answer.ok) return JOB_DONE;
    const reason = `service answered ${answer.status}`;
    const retryAfter = answer.headers.get("retry-after");
    if (answer.status === 429) return { retry: reason, afterMs: Number(retryAfter) * 1000 };
    if (answer.status >= 500) return { retry: reason };
    return { giveUp: reason };
  },
};

const queue = createJobQueue({ db: database.db, clock: systemClock, log, handlers: [delivery] });
queue.start(setting("POLL_MS"));
// The queue's timer does not hold a process open (a server's socket does): this one stays until SIGTERM.
const alive = setInterval(() => undefined, 60_000);
console.log("ready");
process.on("SIGTERM", () => {
  clearInterval(alive);
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
