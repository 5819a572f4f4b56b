import { WEBHOOK_DISABLE_AFTER_MS } from "../../../shared/api-access.js";
import type { Db, Executor } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { JOB_DONE, type JobHandler, type JobOutcome } from "../../lib/jobs/job-queue.js";
import type { Logger } from "../../lib/logger.js";
import { enqueueEmail } from "../mail/outbox.service.js";
import { findUserById } from "../users/users.service.js";
import { WEBHOOK_JOB_KIND, sendToEndpoints } from "./webhook-queue.js";
import type { WebhookSender } from "./webhook-sender.js";
import { webhookHeaders } from "./webhook-signature.js";
import * as repo from "./webhooks.repo.js";

/** Messages one run sends to an endpoint before it lets the queue take it up again (well within the lease). */
const MESSAGES_PER_RUN = 20;
/** How long the delivery log keeps a delivery that is done with, and how often it is trimmed. */
const LOG_KEPT_MS = 30 * 24 * 60 * 60_000;
const TRIM_EVERY_MS = 60 * 60_000;

export interface WebhookDeliveryDeps {
  db: Db;
  clock: Clock;
  sender: WebhookSender;
  log: Pick<Logger, "warn">;
}

/** The secrets a message is signed with at `now`: the endpoint's, and for a day after a rotation the one before. */
export function secretsInForce(
  endpoint: Pick<repo.WebhookEndpointRow, "secret" | "previous_secret" | "previous_secret_until">,
  now: Date,
): string[] {
  const { secret, previous_secret: previous, previous_secret_until: until } = endpoint;
  return previous && until && Date.parse(until) > now.getTime() ? [secret, previous] : [secret];
}

/**
 * Sends members' webhook messages (docs/decisions/0031-webhooks-as-a-channel.md): one job per endpoint, its dedup key
 * the endpoint, so one sender at a time sends the endpoint's waiting messages oldest first, and a later one waits
 * behind an earlier one that fails. A failure is retried with the job's backoff (5 s doubling to an hour); an
 * endpoint that has failed for WEBHOOK_DISABLE_AFTER_MS is switched off, what waits for it fails, and its member is
 * emailed. A receiver sees the same `webhook-id` on every attempt, so one that answered but was not heard keeps it
 * once. After each run, an endpoint with messages waiting and no job (queued while its last job was finishing) gets one,
 * and, hourly, deliveries done with for a month leave the log.
 */
export function webhookDelivery(deps: WebhookDeliveryDeps): JobHandler {
  let trimmedAt = 0;
  /** What each running job delivered and has not written yet (`Delivered`), by job id. */
  const held = new Map<number, Delivered>();
  return {
    kind: WEBHOOK_JOB_KIND,
    concurrency: 5,
    // A run sends at most MESSAGES_PER_RUN messages of at most 15 s each.
    leaseMs: 10 * 60_000,
    // The endpoint is switched off after a day of failures: attempts are not what ends them.
    maxAttempts: 200,
    backoff: { baseMs: 5_000, maxMs: 60 * 60_000 },
    start: () =>
      Promise.resolve(async (job) => {
        const delivered: Delivered = { endpointId: job.payload, attempts: [], recovered: false };
        held.set(job.id, delivered);
        try {
          const outcome = await deliverWaiting(deps, delivered);
          if (outcome !== JOB_DONE) held.delete(job.id);
          return outcome;
        } catch (error) {
          held.delete(job.id);
          throw error;
        }
      }),
    // A run that ended with nothing waiting writes its deliveries as its job comes off the queue, with other jobs'
    // in one transaction: one commit for a few dozen deliveries, not one each.
    async finished(trx, jobs) {
      for (const job of jobs) {
        const delivered = held.get(job.id);
        held.delete(job.id);
        if (delivered) await writeDelivered(trx, delivered);
      }
    },
    async afterRun() {
      const now = deps.clock.now();
      await sendToEndpoints(deps.db, await repo.endpointsWaiting(deps.db), now);
      if (now.getTime() - trimmedAt < TRIM_EVERY_MS) return;
      trimmedAt = now.getTime();
      await repo.deleteFinishedMessagesBefore(deps.db, new Date(now.getTime() - LOG_KEPT_MS).toISOString());
    },
  };
}

/**
 * The messages one run delivered, not yet written, and whether one of them ended the endpoint's failures. A receiver
 * that answered before they were written hears them again only if this instance stops first, with the same
 * `webhook-id`, as after any lost answer.
 */
interface Delivered {
  endpointId: string;
  attempts: { messageId: string; statusCode: number; at: string }[];
  recovered: boolean;
}

async function writeDelivered(db: Executor, delivered: Delivered): Promise<void> {
  for (const { messageId, statusCode, at } of delivered.attempts) {
    await repo.recordAttempt(db, messageId, { status: "delivered", statusCode, error: null, at });
  }
  if (delivered.recovered) await repo.updateEndpoint(db, delivered.endpointId, { failing_since: null });
  delivered.attempts = [];
  delivered.recovered = false;
}

async function deliverWaiting(deps: WebhookDeliveryDeps, delivered: Delivered): Promise<JobOutcome> {
  const { db, clock, sender } = deps;
  const { endpointId } = delivered;
  const endpoint = await repo.findEndpointById(db, endpointId);
  if (!endpoint || endpoint.disabled_at) return JOB_DONE;
  let afterSeq: number | undefined;
  for (let sent = 0; sent < MESSAGES_PER_RUN; sent++) {
    // After those this run delivered, which are written when it ends.
    const message = await repo.nextWaiting(db, endpointId, afterSeq);
    if (!message) return JOB_DONE;
    const sentAt = clock.now();
    const headers = webhookHeaders(secretsInForce(endpoint, sentAt), {
      id: message.id,
      at: sentAt,
      body: message.body,
    });
    const response = await sender(endpoint.url, headers, message.body);
    const at = clock.now().toISOString();
    if (response.statusCode >= 200 && response.statusCode < 300) {
      delivered.attempts.push({ messageId: message.id, statusCode: response.statusCode, at });
      if (endpoint.failing_since) delivered.recovered = true;
      endpoint.failing_since = null;
      afterSeq = Number(message.seq);
      continue;
    }
    const error = response.error ?? `the endpoint answered ${response.statusCode}`;
    const statusCode = response.statusCode || null;
    const failingSince = endpoint.failing_since ?? at;
    if (Date.parse(at) - Date.parse(failingSince) >= WEBHOOK_DISABLE_AFTER_MS) {
      await db.transaction().execute((trx) => writeDelivered(trx, delivered));
      await switchOff(deps, endpoint, message.id, error, { statusCode, at });
      return { giveUp: `endpoint switched off: ${error}` };
    }
    await db.transaction().execute(async (trx) => {
      await writeDelivered(trx, delivered);
      await repo.recordAttempt(trx, message.id, { status: "pending", statusCode, error, at });
      if (!endpoint.failing_since) await repo.updateEndpoint(trx, endpointId, { failing_since: at });
    });
    return { retry: error };
  }
  await db.transaction().execute((trx) => writeDelivered(trx, delivered));
  return { postpone: "more messages wait for this endpoint", afterMs: 0 };
}

/** A day of failures: the endpoint is switched off, what waits for it fails, and its member is told by email. */
async function switchOff(
  { db, clock, log }: WebhookDeliveryDeps,
  endpoint: repo.WebhookEndpointRow,
  messageId: string,
  error: string,
  attempt: { statusCode: number | null; at: string },
): Promise<void> {
  const reason = `failed for a day: ${error}`;
  await db.transaction().execute(async (trx) => {
    await repo.recordAttempt(trx, messageId, {
      status: "failed",
      statusCode: attempt.statusCode,
      error,
      at: attempt.at,
    });
    await repo.updateEndpoint(trx, endpoint.id, { disabled_at: attempt.at, disabled_reason: reason });
    await repo.failWaitingMessages(trx, endpoint.id, "endpoint switched off");
    const member = await findUserById(trx, endpoint.user_id);
    if (member) {
      await enqueueEmail(
        trx,
        {
          to: member.email,
          userId: member.id,
          kind: "webhook-disabled",
          props: { name: member.first_name, url: endpoint.url, reason: error },
          dedupKey: `webhook-disabled:${endpoint.id}:${attempt.at}`,
        },
        clock.now(),
      );
    }
  });
  log.warn({ endpointId: endpoint.id, reason }, "webhook endpoint switched off");
}
