import { randomBytes } from "node:crypto";
import type { WebhookPayload } from "../../../shared/api-access.js";
import type { Executor } from "../../db/database.js";
import { enqueueJobs } from "../../lib/jobs/job-queue.js";
import * as repo from "./webhooks.repo.js";

/** The job kind that sends an endpoint's waiting messages, in order (webhook-delivery.ts). */
export const WEBHOOK_JOB_KIND = "webhook";

/** The `webhook-id` receivers deduplicate by: unique to the message, the same on every attempt. */
const newMessageId = (): string => `msg_${randomBytes(16).toString("base64url")}`;
/** One job per endpoint at a time: one sender, so its messages go in order. */
const jobOf = (endpointId: string) => ({ payload: endpointId, dedupKey: `${WEBHOOK_JOB_KIND}:${endpointId}` });

/**
 * In the caller's transaction: one message of `payload` for each endpoint, and the endpoint's job on the one queue
 * unless it has one. Answers how many were queued. Each endpoint's messages are sent in the order they were queued
 * (webhook-delivery.ts).
 */
export async function queueWebhookMessages(
  db: Executor,
  endpointIds: readonly string[],
  payload: WebhookPayload,
  now: Date,
): Promise<number> {
  const body = JSON.stringify(payload);
  const rows = endpointIds.map((endpointId) => ({
    id: newMessageId(),
    endpoint_id: endpointId,
    event_type: payload.type,
    body,
    last_status_code: null,
    last_error: null,
    last_attempt_at: null,
    created_at: now.toISOString(),
  }));
  await repo.insertMessages(db, rows);
  await sendToEndpoints(db, endpointIds, now);
  return rows.length;
}

/** The endpoints' jobs, for those that have none: each sends what waits for its endpoint. */
export async function sendToEndpoints(db: Executor, endpointIds: readonly string[], now: Date): Promise<void> {
  await enqueueJobs(db, WEBHOOK_JOB_KIND, endpointIds.map(jobOf), now);
}
