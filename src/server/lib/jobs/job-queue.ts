import type { Db, Executor } from "../../db/database.js";
import { addMs, type Clock } from "../clock.js";
import { batchedFinish } from "../batched-finish.js";
import { newId } from "../ids.js";
import type { Logger } from "../logger.js";
import { outageLog } from "../database-unavailable.js";
import { pollingWorker, type PollingWorker } from "../polling-worker.js";
import * as repo from "./jobs.repo.js";
import type { JobRow, NewJobRow } from "./jobs.repo.js";

export type { JobRow, SelectedJob } from "./jobs.repo.js";

/**
 * The one durable job queue (docs/decisions/0026-one-job-queue.md). Background work (an email, a push to a device)
 * is a row in `jobs`, queued in the transaction of the change that calls for it, and run by whichever instance
 * leases it first.
 *
 * A new kind of work is a handler, registered once where the app is composed:
 *
 * ```ts
 * const roomAccess: JobHandler = {
 *   kind: "room-access",                      // the name jobs are queued under
 *   concurrency: 5, leaseMs: 60_000, maxAttempts: 8, backoff: { baseMs: 5_000, maxMs: 600_000 },
 *   async start(jobs) {                       // one read for the batch (the rows its jobs refer to)…
 *     const members = await membersOf(db, jobs.map((job) => job.payload));
 *     return async (job) => {                 // …then each job, `concurrency` at a time
 *       const answer = await platform.setAccess(members.get(job.payload));
 *       if (answer.ok) return JOB_DONE;
 *       if (answer.status === 429) return { retry: "rate limited", afterMs: answer.retryAfterMs };
 *       if (answer.status >= 500) return { retry: `platform answered ${answer.status}` };
 *       return { giveUp: `platform refused: ${answer.status}` };
 *     };
 *   },
 * };
 * await enqueueJobs(trx, "room-access", [{ payload: memberId, dedupKey: `room-access:${memberId}` }], now);
 * ```
 *
 * What the queue guarantees: a job is leased to one instance at a time (`leaseMs`); it is deleted once its handler
 * answered done, and only by the lease holder. An instance that dies mid-job leaves it leased; another runs it once
 * the lease has run out. So a job's effect can happen twice only when an instance died between the effect and
 * recording it: a handler makes its effect idempotent (the push topic, a message's dedup key, the service's
 * idempotency key), and the effect then happens once. A failure is retried after exponential backoff with jitter,
 * or after the service's own "retry after" (a 429's Retry-After); past `maxAttempts`, or when the handler gives up,
 * the job stays `failed` with its reason (`gaveUp` lets the handler record it on its own rows too). A thrown error
 * counts as a failure to retry. Queuing wakes this process's worker; other instances' workers find the job at their
 * next poll.
 */
export interface JobHandler {
  kind: string;
  /** Jobs run at once (default 10). */
  concurrency?: number;
  /** Jobs leased at once (default concurrency × 4). */
  batchSize?: number;
  /**
   * How long a leased job is this instance's (default a minute): longer than a job can take. One whose instance
   * died is run by another after this.
   */
  leaseMs?: number;
  /** Attempts before a job is given up (default 6). */
  maxAttempts?: number;
  /** The wait after the first failure, doubled each time up to `maxMs` (default 5 s up to 10 min). */
  backoff?: { baseMs: number; maxMs: number };
  /** Readies a batch of leased jobs (one read of what they refer to) and answers how to run each of them. */
  start(jobs: readonly JobRow[]): Promise<(job: JobRow) => Promise<JobOutcome>>;
  /**
   * Jobs that are done, in the transaction that takes them off the queue: for a handler that keeps its own record of
   * the work (an email marked sent), so the record and the job's end commit together, a few dozen at a time, while
   * the lanes go on with the next jobs.
   */
  finished?(db: Executor, jobs: readonly JobRow[]): Promise<void>;
  /** A job was given up, with why: for a handler that keeps its own record of the work (an email's status). */
  gaveUp?(job: JobRow, reason: string): Promise<void>;
  /** After each run over its jobs: housekeeping, such as removing what no job waits on any more. */
  afterRun?(): Promise<void>;
}

/**
 * What became of one attempt: done; to be tried again (after `afterMs` when the service said when); put off for
 * `afterMs` without counting an attempt (the handler held it back to keep a service's rate limit: nothing failed); or
 * given up.
 */
export type JobOutcome =
  { done: true } | { retry: string; afterMs?: number } | { postpone: string; afterMs: number } | { giveUp: string };

export const JOB_DONE: JobOutcome = { done: true };

/** A job to queue: its handler's text, and optionally its batch, its dedup key and when it becomes due. */
export interface NewJob {
  payload: string;
  batchId?: string;
  /** At most one job under this key until it is done or given up. */
  dedupKey?: string;
  availableAt?: Date;
}

/** Up to this much is added to each backoff at random, so jobs that failed together do not all return together. */
export const BACKOFF_JITTER = 0.2;
const DEFAULTS = { concurrency: 10, leaseMs: 60_000, maxAttempts: 6, backoff: { baseMs: 5_000, maxMs: 10 * 60_000 } };
/** Jobs given up are kept this long for the operator. */
const FAILED_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A job is started only this long before its lease ends, so one is never still running here when another instance
 * may lease it; those not started stay leased and run once the lease has run out.
 */
const LEASE_MARGIN_MS = 60_000;
/** Jobs queued in a transaction appear at its commit: after a wake the worker looks again this much later. */
const WAKE_AGAIN_MS = 100;

/** The wait before attempt `attempts + 1`: base × 2^(attempts − 1), at most max, plus up to BACKOFF_JITTER of it. */
export function backoffMs(attempts: number, backoff: { baseMs: number; maxMs: number }, random = Math.random): number {
  const exponential = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (attempts - 1));
  return Math.round(exponential * (1 + BACKOFF_JITTER * random()));
}

/** The workers of this process, woken whenever a job is queued here. */
const wakers = new Set<() => void>();
const wakeWorkers = () => {
  for (const wake of wakers) wake();
};

/**
 * Queues jobs of `kind`, in the caller's transaction when given one, so a change and its work commit together.
 * Answers how many were queued (a job whose dedup key is taken is left out).
 */
export async function enqueueJobs(db: Executor, kind: string, jobs: readonly NewJob[], now: Date): Promise<number> {
  const at = now.toISOString();
  const rows: NewJobRow[] = jobs.map((job) => ({
    kind,
    payload: job.payload,
    batch_id: job.batchId ?? null,
    dedup_key: job.dedupKey ?? null,
    available_at: job.availableAt?.toISOString() ?? at,
    created_at: at,
  }));
  const queued = await repo.insertJobs(db, rows);
  if (queued > 0) wakeWorkers();
  return queued;
}

/**
 * Queues one job per row `select` answers, in one INSERT … SELECT (a push to every member's devices: no rows travel
 * through the app). Answers how many were queued.
 */
export async function enqueueJobsSelected(
  db: Executor,
  select: Parameters<typeof repo.insertJobsSelected>[1],
): Promise<number> {
  const queued = await repo.insertJobsSelected(db, select);
  if (queued > 0) wakeWorkers();
  return queued;
}

/** Withdraws the waiting jobs of `kind` with these payloads (work no longer wanted); one running now finishes. */
export async function withdrawJobs(db: Executor, kind: string, payloads: readonly string[], now: Date): Promise<void> {
  await repo.deleteWaitingJobs(db, kind, payloads, now.toISOString());
}

/** Makes the waiting jobs of `kind` due now: the service they call is back after an outage, no need to wait out the backoff. */
export async function hurryJobs(db: Executor, kind: string, now: Date): Promise<void> {
  await repo.makeJobsDue(db, kind, now.toISOString());
}

/**
 * How far the workers are behind on `kind`: jobs waiting, how long the oldest has waited (0 when none), and how many
 * were given up (kept a week).
 */
export async function jobBacklog(
  db: Executor,
  kind: string,
  now: Date,
): Promise<{ depth: number; oldestAgeSeconds: number; failed: number }> {
  const { depth, oldestCreatedAt, failed } = await repo.pendingJobs(db, kind);
  const oldestAgeSeconds = oldestCreatedAt ? Math.max(0, (now.getTime() - Date.parse(oldestCreatedAt)) / 1000) : 0;
  return { depth, oldestAgeSeconds, failed };
}

export interface JobQueueOptions {
  db: Db;
  clock: Clock;
  log: Pick<Logger, "warn" | "error" | "info">;
  /** The kinds this instance runs; jobs of other kinds wait (for an instance that runs them). */
  handlers: readonly JobHandler[];
  /**
   * Work that may queue jobs (finishing fan-outs an instance died before doing): run at each poll beside the kinds'
   * runs, and first in `drain`.
   */
  beforeEachRun?: () => Promise<void>;
  /** The backoff's jitter (tests fix it). */
  random?: () => number;
}

/** The queue's worker: every instance runs one; `drain` works every due job (tests call it by hand). */
export type JobQueue = PollingWorker;

/** Works the queue for `handlers` (see JobHandler). */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, clock, log } = options;
  const kinds = new Set<string>();
  for (const handler of options.handlers) {
    if (kinds.has(handler.kind)) throw new Error(`Two job handlers for "${handler.kind}"`);
    kinds.add(handler.kind);
  }
  let sweptAt = 0;

  async function runBatch(handler: JobHandler): Promise<number> {
    const concurrency = handler.concurrency ?? DEFAULTS.concurrency;
    const leaseMs = handler.leaseMs ?? DEFAULTS.leaseMs;
    const maxAttempts = handler.maxAttempts ?? DEFAULTS.maxAttempts;
    const backoff = handler.backoff ?? DEFAULTS.backoff;
    const owner = newId();
    const claimedAt = clock.now();
    const leaseUntil = addMs(claimedAt, leaseMs);
    const jobs = await repo.claimJobs(db, handler.kind, {
      owner,
      now: claimedAt.toISOString(),
      until: leaseUntil.toISOString(),
      limit: handler.batchSize ?? concurrency * 4,
    });
    if (jobs.length === 0) return 0;
    const done = batchedFinish<JobRow>(async (finished) => {
      const ids = finished.map((job) => job.id);
      if (!handler.finished) return repo.deleteDoneJobs(db, owner, ids);
      await db.transaction().execute(async (trx) => {
        await handler.finished?.(trx, finished);
        await repo.deleteDoneJobs(trx, owner, ids);
      });
    });

    const giveUp = async (job: JobRow, reason: string) => {
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, reason }, "job given up");
      await repo.failJob(db, owner, job.id, reason, clock.now().toISOString());
      await handler.gaveUp?.(job, reason);
    };
    const settle = async (job: JobRow, outcome: JobOutcome) => {
      if ("done" in outcome) return done.add(job);
      if ("giveUp" in outcome) return giveUp(job, outcome.giveUp);
      if ("postpone" in outcome) {
        const due = addMs(clock.now(), outcome.afterMs).toISOString();
        return repo.retryJob(db, owner, job.id, due, outcome.postpone, false);
      }
      if (job.attempts >= maxAttempts) return giveUp(job, outcome.retry);
      const waitMs = outcome.afterMs ?? backoffMs(job.attempts, backoff, options.random);
      await repo.retryJob(db, owner, job.id, addMs(clock.now(), waitMs).toISOString(), outcome.retry);
    };

    let run: (job: JobRow) => Promise<JobOutcome>;
    try {
      run = await handler.start(jobs);
    } catch (err) {
      // The batch stays leased; it is tried again once the lease has run out.
      log.error({ err, kind: handler.kind }, "job batch could not be started");
      return jobs.length;
    }
    let next = 0;
    const lastStart = leaseUntil.getTime() - Math.min(LEASE_MARGIN_MS, leaseMs / 2);
    const lane = async () => {
      while (next < jobs.length && clock.now().getTime() < lastStart) {
        const job = jobs[next++];
        if (!job) return;
        try {
          const outcome = await run(job).catch((err: unknown): JobOutcome => ({
            retry: err instanceof Error ? err.message : String(err),
          }));
          await settle(job, outcome);
        } catch (err) {
          // Not recorded (the database is away): the job stays leased and is run again once the lease runs out.
          log.error({ err, jobId: job.id, kind: job.kind }, "job outcome could not be recorded");
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
    await done.written();
    return jobs.length;
  }

  async function drainKind(handler: JobHandler): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await runBatch(handler);
      total += count;
      if (count === 0) break;
    }
    await handler.afterRun?.();
    return total;
  }

  async function housekeeping(): Promise<number> {
    await options.beforeEachRun?.();
    const now = clock.now();
    if (now.getTime() - sweptAt > 60 * 60_000) {
      sweptAt = now.getTime();
      await repo.deleteFailedJobsBefore(db, addMs(now, -FAILED_RETENTION_MS).toISOString());
    }
    return 0;
  }

  // Each kind polled on its own, so a slow mail server or members' slow webhook endpoints hold up no push: a kind that
  // found nothing looks again at its next poll or wake, not once the slowest kind has run out of work.
  const outage = outageLog(log, "job queue run");
  const sweeper = pollingWorker(housekeeping, log, "job queue run", outage);
  const byKind = options.handlers.map((handler) =>
    pollingWorker(() => drainKind(handler), log, "job queue run", outage),
  );
  const workers = [sweeper, ...byKind];
  const wakeAll = () => {
    for (const worker of workers) worker.wake();
  };
  let again: NodeJS.Timeout | undefined;
  const wake = () => {
    wakeAll();
    clearTimeout(again);
    again = setTimeout(wakeAll, WAKE_AGAIN_MS).unref();
  };
  return {
    async drain() {
      await sweeper.drain();
      const counts = await Promise.all(byKind.map((worker) => worker.drain()));
      return counts.reduce((sum, count) => sum + count, 0);
    },
    wake,
    start(pollMs) {
      wakers.add(wake);
      for (const worker of workers) worker.start(pollMs);
    },
    async stop() {
      wakers.delete(wake);
      clearTimeout(again);
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
