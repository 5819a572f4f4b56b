import type { Db } from "../../db/database.js";
import { addMs, type Clock } from "../../lib/clock.js";
import { JOB_DONE, type JobHandler, type JobOutcome } from "../../lib/jobs/job-queue.js";
import type { Logger } from "../../lib/logger.js";
import type { PushOutcome, PushSender } from "./push-sender.js";
import { deleteFinishedMessages, findDeliveryTargets, PUSH_JOB_KIND } from "./push-queue.repo.js";
import { deleteSubscriptionById } from "./push-subscriptions.repo.js";

export interface PushDeliveryOptions {
  db: Db;
  clock: Clock;
  sender: PushSender;
  log: Pick<Logger, "warn">;
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** A worker that dies mid-send leaves its jobs leased this long; then another worker sends them. */
  leaseMs?: number;
  /** Attempts before a delivery is given up. */
  maxAttempts?: number;
}

/** Finished jobs' messages are removed after a day. */
const MESSAGE_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * RFC 8030: 201 accepted; 404/410 the subscription is gone; 429 and 5xx are worth another try (after the push
 * service's Retry-After when it gave one). An endpoint the sender refused (not public) never will be sent to: it is
 * dropped like a gone one.
 */
async function outcomeOf(
  options: PushDeliveryOptions,
  subscriptionId: string,
  outcome: PushOutcome,
): Promise<JobOutcome> {
  const status = outcome.statusCode;
  if (!outcome.refused && status >= 200 && status < 300) return JOB_DONE;
  if (outcome.refused || status === 404 || status === 410) {
    if (outcome.refused) options.log.warn({ subscriptionId, reason: outcome.error }, "push subscription removed");
    await deleteSubscriptionById(options.db, subscriptionId);
    return JOB_DONE;
  }
  const reason = outcome.error ?? `push service answered ${status}`;
  if (status === 0 || status === 429 || status >= 500) {
    return outcome.retryAfterMs === undefined ? { retry: reason } : { retry: reason, afterMs: outcome.retryAfterMs };
  }
  return { giveUp: reason };
}

/**
 * The job queue's handler of pushes (one job per device of a message, queued by push-queue.ts): sends each with
 * its message's topic, so a delivery repeated after a crash reaches the device once.
 */
export function pushDelivery(options: PushDeliveryOptions): JobHandler {
  const { db, clock, sender } = options;
  return {
    kind: PUSH_JOB_KIND,
    concurrency: options.concurrency ?? 50,
    leaseMs: options.leaseMs ?? 60_000,
    maxAttempts: options.maxAttempts ?? 6,
    backoff: { baseMs: 5_000, maxMs: 10 * 60 * 1000 },
    async start(jobs) {
      const { devices, messages } = await findDeliveryTargets(
        db,
        [...new Set(jobs.map((job) => job.payload))],
        [...new Set(jobs.flatMap((job) => (job.batchId ? [job.batchId] : [])))],
      );
      return async (job) => {
        const device = devices.get(job.payload);
        const message = messages.get(job.batchId ?? "");
        // The member forgot the device (or the message went) since: nothing to send.
        if (!device || !message) return JOB_DONE;
        return outcomeOf(options, device.subscriptionId, await sender.send(device, message));
      };
    },
    afterRun: () => deleteFinishedMessages(db, addMs(clock.now(), -MESSAGE_RETENTION_MS).toISOString()),
  };
}
