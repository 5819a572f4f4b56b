import {
  API_ACCESS_MESSAGES as M,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_LOG_SHOWN,
  WEBHOOK_SECRET_OVERLAP_MS,
  WEBHOOK_TEST_EVENT,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  type WebhookMessage,
} from "../../../shared/api-access.js";
import type { Db } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { assertApiAccess } from "../api-tokens/api-tokens.service.js";
import { queueWebhookMessages, sendToEndpoints } from "./webhook-queue.js";
import { newWebhookSecret } from "./webhook-signature.js";
import { assertPublicEndpoint, type ResolveAll } from "./webhook-url.js";
import * as repo from "./webhooks.repo.js";

export interface WebhooksDeps {
  db: Db;
  clock: Clock;
  /** A test deployment's setting: http:// and private addresses allowed (config.ts). */
  allowPrivateEndpoints: boolean;
  resolveAll: ResolveAll;
}

const toView = (row: repo.WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  eventTypes: JSON.parse(row.event_types) as WebhookEventType[],
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
  disabledReason: row.disabled_reason,
  failingSince: row.failing_since,
  previousSecretUntil: row.previous_secret_until,
});

async function ownEndpoint(deps: WebhooksDeps, user: UserRow, id: string): Promise<repo.WebhookEndpointRow> {
  const endpoint = await repo.findEndpoint(deps.db, user.id, id);
  if (!endpoint) throw new AppError("not_found", M.endpointNotFound);
  return endpoint;
}

/** The member's endpoints, listed without the plan too, so a member whose plan lapsed can see and delete them. */
export async function listWebhooks(deps: WebhooksDeps, user: UserRow): Promise<WebhookEndpoint[]> {
  return (await repo.listEndpoints(deps.db, user.id)).map(toView);
}

/**
 * Registers an endpoint (docs/integrations.md#webhooks): https:// on an address that is public now, at most
 * WEBHOOK_ENDPOINTS_MAX per member. Its signing secret is answered this once.
 */
export async function createWebhook(
  deps: WebhooksDeps,
  user: UserRow,
  input: { url: string; eventTypes: WebhookEventType[] },
): Promise<WebhookEndpointWithSecret> {
  const now = deps.clock.now();
  assertApiAccess(user, now);
  await assertPublicEndpoint(input.url, deps);
  const row: repo.WebhookEndpointRow = {
    id: newId(),
    user_id: user.id,
    url: input.url,
    event_types: JSON.stringify(input.eventTypes),
    secret: newWebhookSecret(),
    previous_secret: null,
    previous_secret_until: null,
    failing_since: null,
    disabled_at: null,
    disabled_reason: null,
    created_at: now.toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    if ((await repo.countEndpoints(trx, user.id)) >= WEBHOOK_ENDPOINTS_MAX) {
      throw new AppError("conflict", M.tooManyEndpoints, { values: { max: WEBHOOK_ENDPOINTS_MAX } });
    }
    await repo.insertEndpoint(trx, row);
  });
  return { ...toView(row), secret: row.secret };
}

/** Deletes the endpoint and its delivery log; nothing more is sent to it. */
export async function deleteWebhook(deps: WebhooksDeps, user: UserRow, id: string): Promise<void> {
  if (!(await repo.deleteEndpoint(deps.db, user.id, id))) throw new AppError("not_found", M.endpointNotFound);
}

/**
 * A new signing secret, answered this once; for WEBHOOK_SECRET_OVERLAP_MS deliveries are signed with the old one
 * too, so the receiver can change over without missing a message.
 */
export async function rotateWebhookSecret(
  deps: WebhooksDeps,
  user: UserRow,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  const now = deps.clock.now();
  assertApiAccess(user, now);
  const endpoint = await ownEndpoint(deps, user, id);
  const changes = {
    secret: newWebhookSecret(),
    previous_secret: endpoint.secret,
    previous_secret_until: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS).toISOString(),
  };
  await repo.updateEndpoint(deps.db, id, changes);
  return { ...toView({ ...endpoint, ...changes }), secret: changes.secret };
}

/** Turns a switched-off endpoint on again; what failed meanwhile can be sent again from the log. */
export async function enableWebhook(deps: WebhooksDeps, user: UserRow, id: string): Promise<WebhookEndpoint> {
  assertApiAccess(user, deps.clock.now());
  const endpoint = await ownEndpoint(deps, user, id);
  const changes = { disabled_at: null, disabled_reason: null, failing_since: null };
  await repo.updateEndpoint(deps.db, id, changes);
  return toView({ ...endpoint, ...changes });
}

/** Queues a test event to the endpoint, behind what already waits for it. */
export async function sendTestEvent(deps: WebhooksDeps, user: UserRow, id: string): Promise<void> {
  const now = deps.clock.now();
  assertApiAccess(user, now);
  const endpoint = await ownEndpoint(deps, user, id);
  if (endpoint.disabled_at) throw new AppError("conflict", M.endpointDisabled);
  const payload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: now.toISOString(),
    data: { message: "A test event: your endpoint receives and verifies signed webhooks" },
  } as const;
  await deps.db.transaction().execute((trx) => queueWebhookMessages(trx, [endpoint.id], payload, now));
}

/** The endpoint's newest deliveries, newest first: the delivery log. */
export async function listDeliveries(deps: WebhooksDeps, user: UserRow, id: string): Promise<WebhookMessage[]> {
  const endpoint = await ownEndpoint(deps, user, id);
  return (await repo.listMessages(deps.db, endpoint.id, WEBHOOK_LOG_SHOWN)).map((row) => ({
    id: row.id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at,
    createdAt: row.created_at,
  }));
}

/** Sends a delivery again, with its `webhook-id` unchanged: a receiver that kept it once can tell it is the same. */
export async function resendDelivery(deps: WebhooksDeps, user: UserRow, id: string, messageId: string): Promise<void> {
  const now = deps.clock.now();
  assertApiAccess(user, now);
  const endpoint = await ownEndpoint(deps, user, id);
  if (endpoint.disabled_at) throw new AppError("conflict", M.endpointDisabled);
  const message = await repo.findMessage(deps.db, endpoint.id, messageId);
  if (!message) throw new AppError("not_found", M.messageNotFound);
  await deps.db.transaction().execute(async (trx) => {
    await repo.setMessagePending(trx, message.id);
    await sendToEndpoints(trx, [endpoint.id], now);
  });
}
