import type { Executor } from "../../db/database.js";
import { addMs, type Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import type { Logger } from "../../lib/logger.js";
import type { RoomJob } from "./room-access.service.js";
import type { RoomPlatformError } from "./room-adapter.js";
import * as rooms from "./rooms.repo.js";

/*
 * One batch of a chat platform's room outbox (docs/decisions/0017-telegram-room.md#the-room-outbox), the same for
 * every platform: lease the due jobs of the platform's rooms, run each, and treat a failure by its kind. A 429 pauses
 * every call of this instance until the wait is over, without counting an attempt; an outage backs off and leaves the
 * rest of the batch for later; a refusal backs off and is given up after MAX_ATTEMPTS.
 */

const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 30 * 60 * 1000;
const MAX_ATTEMPTS = 15;
const LEASE_MS = 2 * 60_000;

/** 30 s doubling, at most 30 minutes: a two-hour outage is retried through, and healed at once by the reconciler. */
export const roomBackoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));

/** The platform asked us to wait (429): no call of this instance goes out before `until` (epoch ms). */
export interface PlatformPause {
  until: number;
}

/**
 * Before a job runs, whether the platform's limits let it go now: "go", or wait until `due` with only this job
 * ("one") or with the rest of the batch too ("all").
 */
export type PaceVerdict = { wait: "none" } | { wait: "one" | "all"; due: string; reason: string };

export interface RoomOutboxOptions {
  db: Executor;
  clock: Clock;
  log: Pick<Logger, "warn" | "error">;
  /** How logs name the platform ("Telegram"). */
  label: string;
  /** The rooms whose jobs this worker runs (their `platform` in the room tables). */
  platforms: readonly string[];
  batch: number;
  pause: PlatformPause;
  errorOf: (error: unknown) => RoomPlatformError;
  /** Runs one job; "skipped" when its room no longer exists, so its work is void. */
  run: (job: { platform: string }, payload: RoomJob) => Promise<"sent" | "skipped">;
  pace?: (payload: RoomJob) => PaceVerdict;
}

/** Runs one batch; answers how many jobs it took off the queue (fewer than `batch`: the queue is drained for now). */
export async function runRoomOutboxBatch(options: RoomOutboxOptions): Promise<number> {
  const { db, clock, log, label, pause } = options;
  const nowIso = () => clock.now().toISOString();
  if (clock.now().getTime() < pause.until) return 0;
  const owner = newId();
  const now = clock.now();
  const jobs = await rooms.claimRoomJobs(
    db,
    options.platforms,
    owner,
    now.toISOString(),
    addMs(now, LEASE_MS).toISOString(),
    options.batch,
  );
  /** The jobs from `index` on go back untouched (no attempt counted), due at `due`. */
  const putBack = async (index: number, due: string, reason: string) => {
    for (const rest of jobs.slice(index)) await rooms.retryRoomJob(db, owner, rest.id, due, reason, false);
  };
  for (const [index, job] of jobs.entries()) {
    if (clock.now().getTime() < pause.until) {
      await putBack(index, new Date(pause.until).toISOString(), "waiting out a 429");
      return index;
    }
    const payload = JSON.parse(job.payload) as RoomJob;
    const verdict = options.pace?.(payload) ?? { wait: "none" };
    if (verdict.wait === "all") {
      await putBack(index, verdict.due, verdict.reason);
      return index;
    }
    if (verdict.wait === "one") {
      await rooms.retryRoomJob(db, owner, job.id, verdict.due, verdict.reason, false);
      continue;
    }
    try {
      const outcome = await options.run(job, payload);
      await rooms.finishRoomJob(db, owner, job, outcome, nowIso());
    } catch (error) {
      const failure = options.errorOf(error);
      if (failure.kind === "rate_limited") {
        pause.until = clock.now().getTime() + failure.retryAfterSeconds * 1000;
        log.warn({ retryAfter: failure.retryAfterSeconds }, `${label} asked to slow down; waiting as told`);
        await rooms.retryRoomJob(db, owner, job.id, new Date(pause.until).toISOString(), failure.message, false);
        continue;
      }
      if (job.attempts >= MAX_ATTEMPTS) {
        log.error({ jobId: job.id, kind: job.kind, reason: failure.message }, `${label} job given up`);
        await rooms.finishRoomJob(db, owner, job, "failed", nowIso(), failure.message);
        continue;
      }
      const due = addMs(clock.now(), roomBackoffMs(job.attempts)).toISOString();
      await rooms.retryRoomJob(db, owner, job.id, due, failure.message);
      if (failure.kind === "unavailable") {
        // The platform is down: the rest of the batch would fail the same way; leave it for the next run.
        await putBack(index + 1, due, failure.message);
        return index + 1;
      }
    }
  }
  return jobs.length;
}

/** Runs batches until one comes back short: the queue is drained for now. Answers how many jobs it took off. */
export async function drainRoomOutbox(options: RoomOutboxOptions): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await runRoomOutboxBatch(options);
    total += count;
    if (count < options.batch) return total;
  }
}
