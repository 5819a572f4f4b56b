import type { Logger } from "../../lib/logger.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { addMs } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import type { PushOutcome, PushSender } from "./push-sender.js";
import * as queue from "./push-queue.repo.js";
import { deleteSubscriptionById } from "./push-subscriptions.repo.js";
import { pollingWorker, type PollingWorker } from "../../lib/polling-worker.js";
import { batchedFinish, type BatchedFinish } from "../../lib/batched-finish.js";

export interface PushWorkerOptions {
  db: Db;
  clock: Clock;
  sender: PushSender;
  log: Pick<Logger, "warn" | "error" | "info">;
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** A worker that dies mid-send leaves its jobs leased this long; then another worker sends them. */
  leaseMs?: number;
  /** Attempts before a delivery is given up. */
  maxAttempts?: number;
  /** Work that may queue pushes, run before each pass (finishing orphaned notification fan-outs). */
  beforeEachRun?: () => Promise<void>;
}

/** Every instance works the queue by lease (lib/polling-worker.ts). */
export type PushWorker = PollingWorker;

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 10 * 60 * 1000;
/** Finished jobs' messages are removed after a day. */
const MESSAGE_RETENTION_MS = 24 * 60 * 60 * 1000;

type Verdict = "sent" | "gone" | "retry" | "rejected";

/**
 * RFC 8030: 201 accepted; 404/410 the subscription is gone; 429 and 5xx are worth another try. An endpoint the
 * sender refused (not public) never will be sent to: it is dropped like a gone one.
 */
function verdictOf(outcome: PushOutcome): Verdict {
  if (outcome.refused) return "gone";
  const status = outcome.statusCode;
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  if (status === 0 || status === 429 || status >= 500) return "retry";
  return "rejected";
}

/**
 * Delivers the durable push queue. Jobs are leased before sending and deleted once the push service accepted
 * them, so a job acknowledged as sent is never sent again, and a job whose worker died is sent by another once
 * its lease runs out. Each batch is sent `concurrency` at a time.
 */
export function createPushWorker(options: PushWorkerOptions): PushWorker {
  const { db, clock, sender, log } = options;
  const concurrency = options.concurrency ?? 50;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 6;
  const batchSize = concurrency * 4;

  const backoffMs = (attempts: number, outcome: PushOutcome) =>
    outcome.retryAfterMs ?? Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));

  async function handle(owner: string, job: queue.ClaimedJob, finished: BatchedFinish<number>): Promise<void> {
    const outcome = await sender.send(job, job);
    const verdict = verdictOf(outcome);
    if (verdict === "sent") return finished.add(job.id);
    if (verdict === "gone") {
      if (outcome.refused) log.warn({ jobId: job.id, reason: outcome.error }, "push subscription removed");
      return deleteSubscriptionById(db, job.subscriptionId);
    }
    const reason = outcome.error ?? `push service answered ${outcome.statusCode}`;
    if (verdict === "retry" && job.attempts < maxAttempts) {
      const due = addMs(clock.now(), backoffMs(job.attempts, outcome)).toISOString();
      return queue.retryJob(db, owner, job.id, due, reason);
    }
    log.warn({ jobId: job.id, attempts: job.attempts, reason }, "push delivery given up");
    finished.add(job.id);
  }

  async function sendBatch(): Promise<number> {
    const owner = newId();
    const now = clock.now();
    const jobs = await queue.claimJobs(db, owner, now.toISOString(), addMs(now, leaseMs).toISOString(), batchSize);
    const finished = batchedFinish<number>((ids) => queue.finishJobs(db, owner, ids));
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (!job) return;
        try {
          await handle(owner, job, finished);
        } catch (err) {
          // The job stays leased; it is retried when the lease runs out.
          log.error({ err, jobId: job.id }, "push delivery failed");
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
    await finished.written();
    return jobs.length;
  }

  async function drainAll(): Promise<number> {
    await options.beforeEachRun?.();
    let total = 0;
    for (;;) {
      const count = await sendBatch();
      total += count;
      if (count === 0) break;
    }
    await queue.deleteFinishedMessages(db, addMs(clock.now(), -MESSAGE_RETENTION_MS).toISOString());
    return total;
  }

  return pollingWorker(drainAll, log, "push queue run");
}
