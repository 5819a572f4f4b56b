import type { Language } from "../../../shared/i18n/languages.js";
import type { Executor } from "../../db/database.js";
import { serverTranslator } from "../../lib/i18n.js";
import type { Translate } from "../delivery/notify-texts.js";
import type { PushUrgency } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import { enqueueJobsSelected, jobBacklog } from "../../lib/jobs/job-queue.js";
import {
  deviceJobs,
  insertMessage,
  listAudienceReaders,
  PUSH_JOB_KIND,
  type PushAudience,
  type PushPreferenceFilter,
} from "./push-queue.repo.js";

/** A signal is worth little once the market has moved: push services drop it after this. */
export const SIGNAL_PUSH_TTL_SECONDS = 6 * 60 * 60;

export interface QueuedPush {
  payload: string;
  urgency: PushUrgency;
  /**
   * Push services replace an undelivered message with the same topic: a delivery repeated after a crash
   * (sent, then the worker died before recording it) reaches the device once.
   */
  topic: string;
  audience: PushAudience;
  /** Only to members whose notification preferences deliver this notice now; without it, to the whole audience. */
  preferences?: PushPreferenceFilter;
}

/**
 * Queues one delivery per device of the audience on the job queue (which wakes its worker), in the caller's transaction: the change, its feed and its
 * pushes commit together, so a restart loses none of them. Answers how many deliveries were queued.
 */
export async function queuePush(db: Executor, push: QueuedPush, now: string): Promise<number> {
  const messageId = newId();
  await insertMessage(db, {
    id: messageId,
    payload: push.payload,
    topic: push.topic,
    urgency: push.urgency,
    ttl_seconds: SIGNAL_PUSH_TTL_SECONDS,
    created_at: now,
  });
  return enqueueJobsSelected(db, deviceJobs(messageId, push.audience, now, push.preferences));
}

/**
 * As queuePush, for a message that says when on its members' clock (docs/product.md#time-zone), in their language
 * (docs/decisions/0037-languages.md): one message per time zone and language among the audience, each to the members
 * on that zone who read that language. Answers how many deliveries were queued.
 */
export async function queuePushToReaders(
  db: Executor,
  push: Omit<QueuedPush, "payload"> & {
    payload: (readers: { timeZone: string | null; language: Language; t: Translate }) => string;
  },
  now: string,
): Promise<number> {
  let queued = 0;
  for (const { timeZone, language } of await listAudienceReaders(db, push.audience, now, push.preferences)) {
    const audience = { ...push.audience, timeZone, language };
    const payload = push.payload({ timeZone, language, t: await serverTranslator(language) });
    queued += await queuePush(db, { ...push, audience, payload }, now);
  }
  return queued;
}

/** How far the push workers are behind: deliveries waiting, and how long the oldest has waited (0 when none). */
export function pushBacklog(db: Executor, now: Date): Promise<{ depth: number; oldestAgeSeconds: number }> {
  return jobBacklog(db, PUSH_JOB_KIND, now);
}
