import { ECDH } from "node:crypto";
import type { PushSubscriptionInput, TestPushAudience, TestPushResult } from "../../../shared/notifications.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { PUSH_DEVICES_PER_MEMBER, PUSH_SUBSCRIPTION_MESSAGES } from "../../../shared/notifications.js";
import { isPublicHost } from "../../lib/public-address.js";
import { pushPayload, pushTexts } from "./push-payload.js";
import { serverTranslator } from "../../lib/i18n.js";
import { DEFAULT_LANGUAGE } from "../../../shared/i18n/languages.js";
import type { PushSender } from "./push-sender.js";
import * as subscriptions from "./push-subscriptions.repo.js";
import { adminOnlyText, AppError, appErrorKind } from "../../lib/app-error.js";

/** A member's registered devices, as stored: what account's data export reads. */
export { listSubscriptionsOf } from "./push-subscriptions.repo.js";

export interface PushDeps {
  db: Db;
  clock: Clock;
  sender: PushSender;
  appName: string;
  /** Endpoints on loopback and private addresses are stored (a test deployment's local fake push service). */
  allowPrivateEndpoints: boolean;
  concurrency?: number;
}

/** A test push's refusals: only an admin sends one (docs/decisions/0038-server-messages.md). */
export const NO_DEVICES_MESSAGE = adminOnlyText("No devices subscribed");
/** A device's refusals, answered in the member's language (docs/decisions/0038-server-messages.md). */
export const INVALID_P256DH = PUSH_SUBSCRIPTION_MESSAGES.p256dhInvalid;
export const INVALID_ENDPOINT = PUSH_SUBSCRIPTION_MESSAGES.endpointNotPublic;
export const TEST_PUSH_UNDELIVERED = adminOnlyText("The push services refused the test notification on every device");

export class NoDevicesError extends appErrorKind("NoDevicesError", "conflict", NO_DEVICES_MESSAGE) {}

/** A p256dh key that is no point on the P-256 curve: nothing could ever be encrypted to that device. */
export class InvalidPushKeyError extends appErrorKind("InvalidPushKeyError", "invalid", INVALID_P256DH) {}

/** An endpoint the server must not send requests to: not https, or not on a public host. */
export class InvalidPushEndpointError extends appErrorKind("InvalidPushEndpointError", "invalid", INVALID_ENDPOINT) {}

function isP256Point(key: string): boolean {
  try {
    ECDH.convertKey(key, "prime256v1", "base64url");
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores (or refreshes) one of the user's devices. A member keeps at most PUSH_DEVICES_PER_MEMBER: past it, the one
 * subscribed or refreshed longest ago is forgotten, so one account cannot make every push fan out to thousands of
 * endpoints. The endpoint must be https on a public host (the push sender checks the resolved address again).
 */
export async function subscribe(deps: PushDeps, userId: string, input: PushSubscriptionInput): Promise<void> {
  const endpoint = new URL(input.endpoint);
  if (!deps.allowPrivateEndpoints && (endpoint.protocol !== "https:" || !isPublicHost(endpoint.hostname))) {
    throw new InvalidPushEndpointError();
  }
  // Checked here, not at send time: a stored unusable key would fail every push to it.
  if (!isP256Point(input.keys.p256dh)) throw new InvalidPushKeyError();
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await subscriptions.upsertSubscription(trx, {
      id: newId(),
      user_id: userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      expires_at: typeof input.expirationTime === "number" ? new Date(input.expirationTime).toISOString() : null,
      created_at: now,
      updated_at: now,
    });
    await subscriptions.keepNewestSubscriptionsOf(trx, userId, PUSH_DEVICES_PER_MEMBER);
  });
}

/** Forgets one of the user's devices; another user's endpoint is left alone. */
export async function unsubscribe(deps: PushDeps, userId: string, endpoint: string): Promise<void> {
  await subscriptions.deleteSubscription(deps.db, userId, endpoint);
}

const TEST_PUSH_TTL_SECONDS = 60;

const devices = (count: number) => `${count} ${count === 1 ? "device" : "devices"}`;

/**
 * Test push, sent at once rather than queued: the admin waits for the answer and is told how many
 * deliveries the push services accepted. Devices the push service reports gone are removed.
 */
export async function sendTestPush(
  deps: PushDeps,
  adminId: string,
  audience: TestPushAudience,
  message: string,
): Promise<TestPushResult> {
  const now = deps.clock.now();
  const targets =
    audience === "self"
      ? await subscriptions.listSubscriptionsOf(deps.db, adminId)
      : await subscriptions.listMemberSubscriptions(deps.db, now.toISOString());
  if (targets.length === 0) throw new NoDevicesError();
  // The admin's own test, in English as the admin's screens are.
  const payload = pushPayload(
    pushTexts(await serverTranslator(DEFAULT_LANGUAGE), deps.appName),
    message,
    now.toISOString(),
  );
  let sent = 0;
  let failed = 0;
  let next = 0;
  const lane = async () => {
    while (next < targets.length) {
      const target = targets[next++];
      if (!target) return;
      const outcome = await deps.sender.send(target, {
        payload,
        ttlSeconds: TEST_PUSH_TTL_SECONDS,
        urgency: "normal",
        topic: null,
      });
      if (outcome.statusCode >= 200 && outcome.statusCode < 300) sent += 1;
      else {
        failed += 1;
        if (outcome.refused || outcome.statusCode === 404 || outcome.statusCode === 410) {
          await subscriptions.deleteSubscriptionById(deps.db, target.id);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.concurrency ?? 50, targets.length) }, lane));
  if (sent === 0) throw new AppError("upstream_failed", TEST_PUSH_UNDELIVERED);
  const text =
    failed === 0
      ? `Test notification sent to ${devices(sent)}`
      : `Test notification sent to ${sent} of ${devices(targets.length)}`;
  return { message: text, sent, failed };
}
