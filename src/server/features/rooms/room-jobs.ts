import type { Executor } from "../../db/database.js";
import type { TradeEventWords } from "../../../shared/trade-event-words.js";
import type { Clock } from "../../lib/clock.js";
import {
  backoffMs,
  enqueueJobs,
  hurryJobs,
  jobBacklog,
  JOB_DONE,
  type JobHandler,
  type JobOutcome,
} from "../../lib/jobs/job-queue.js";
import type { Logger } from "../../lib/logger.js";
import { roomFailureOf } from "./room-adapter.js";
import type { MemberMessageJob } from "./telegram/member-messages.js";
import * as rooms from "./rooms.repo.js";

/*
 * The rooms' work on the one job queue (docs/decisions/0026-one-job-queue.md): one job kind per room, the same handler
 * for every platform. A 429 holds every call of this instance until the wait is over, an outage backs off and holds
 * the rest of the batch, a refusal backs off and is given up after 15 attempts. A post is done once for good: its
 * key is kept after its job is gone, so an event every instance hears (through Redis) is posted once.
 */

export type RoomJob =
  | { kind: "room_access"; externalId: string }
  | { kind: "refuse_join"; externalId: string; invite: string | null }
  | { kind: "signal_post"; positionId: string }
  | {
      kind: "signal_update";
      positionId: string;
      /** The event's line in English; `words`, when given (queued since they were), word it in the room's language. */
      message: string;
      words?: TradeEventWords;
      key: string;
    }
  | { kind: "record_head"; sequence: number; hash: string; at: string }
  | MemberMessageJob;

/** The job queue's kind of a room's jobs. */
export const roomJobKind = (room: string) => `room:${room}`;

/** 30 s doubling, at most 30 minutes: a two-hour outage is retried through, and healed at once by the reconciler. */
const ROOM_BACKOFF = { baseMs: 30_000, maxMs: 30 * 60 * 1000 };
const MAX_ATTEMPTS = 15;
/** Jobs of a room held back while its platform is off wait this long before they are looked at again. */
const OFF_WAIT_MS = 60_000;

/** Jobs that post to the room or write to a member: each is done once for good, however often it is queued. */
const POST_KINDS = new Set<RoomJob["kind"]>(["signal_post", "signal_update", "record_head", "member_message"]);

/** A job's dedup key: one waiting job per account's access, and one post per signal, event or head for good. */
function dedupKeyOf(room: string, job: RoomJob): string {
  switch (job.kind) {
    case "room_access":
      return `${room}:access:${job.externalId}`;
    case "refuse_join":
      return `${room}:refuse:${job.externalId}:${job.invite ?? ""}`;
    case "signal_post":
      return `${room}:post:${job.positionId}`;
    case "signal_update":
      return `${room}:update:${job.positionId}:${job.key}`;
    case "record_head":
      return `${room}:head:${job.sequence}`;
    case "member_message":
      return `${room}:message:${job.userId}:${job.key}`;
  }
}

/** Queues jobs for `room` (once per dedup key), in the caller's transaction when given one; answers how many. */
export async function queueRoomJobs(
  { db, clock }: { db: Executor; clock: Clock },
  room: string,
  jobs: readonly RoomJob[],
): Promise<number> {
  const queued = jobs.map((job) => ({ payload: JSON.stringify(job), dedupKey: dedupKeyOf(room, job) }));
  return enqueueJobs(db, roomJobKind(room), queued, clock.now());
}

/** Queues one job (once per dedup key); answers whether it was queued. */
export async function queueRoomJob(deps: { db: Executor; clock: Clock }, room: string, job: RoomJob): Promise<boolean> {
  return (await queueRoomJobs(deps, room, [job])) > 0;
}

/** After an outage: the room's jobs waiting out their backoff are due now (the reconciler heals at once). */
export function hurryRoomJobs(db: Executor, clock: Clock, room: string): Promise<void> {
  return hurryJobs(db, roomJobKind(room), clock.now());
}

/** The room's members and work for the admin panel: linked, joined, jobs waiting and jobs given up. */
export async function roomCounts(db: Executor, clock: Clock, room: string) {
  const backlog = await jobBacklog(db, roomJobKind(room), clock.now());
  return { ...(await rooms.roomMemberCounts(db, room)), pendingJobs: backlog.depth, failedJobs: backlog.failed };
}

/** The platform asked us to wait (429): no call of this instance goes out before `until` (epoch ms). */
export interface PlatformPause {
  until: number;
}

/**
 * Before a job runs, whether the platform's limits let it go now: "go", or wait until `due` with only this job
 * ("one") or with the rest of the batch too ("all").
 */
export type PaceVerdict = { wait: "none" } | { wait: "one" | "all"; due: string; reason: string };

export interface RoomJobHandlerOptions {
  db: Executor;
  clock: Clock;
  log: Pick<Logger, "warn">;
  /** How logs name the platform ("Telegram"). */
  label: string;
  /** The room whose jobs this handler runs (its `platform` in the room tables). */
  room: string;
  pause: PlatformPause;
  /** How to run one job now, or null while the platform is off (its jobs wait). */
  runner(): Promise<((job: RoomJob) => Promise<void>) | null>;
  pace?: (job: RoomJob) => PaceVerdict;
}

/** The job queue's handler of one room's jobs, run one at a time in the order they were queued. */
export function roomJobHandler(options: RoomJobHandlerOptions): JobHandler {
  const { db, clock, log, label, pause } = options;
  const postpone = (reason: string, untilMs: number): JobOutcome => ({
    postpone: reason,
    afterMs: Math.max(0, untilMs - clock.now().getTime()),
  });
  const markDone = (job: RoomJob) =>
    POST_KINDS.has(job.kind)
      ? rooms.markRoomJobsDone(db, [dedupKeyOf(options.room, job)], clock.now().toISOString())
      : Promise.resolve();

  return {
    kind: roomJobKind(options.room),
    concurrency: 1,
    batchSize: 20,
    leaseMs: 2 * 60_000,
    maxAttempts: MAX_ATTEMPTS,
    backoff: ROOM_BACKOFF,
    async start(batch) {
      const run = await options.runner();
      const jobs = new Map(batch.map((job) => [job.id, JSON.parse(job.payload) as RoomJob]));
      const done = await rooms.findRoomJobsDone(
        db,
        [...jobs.values()].filter((job) => POST_KINDS.has(job.kind)).map((job) => dedupKeyOf(options.room, job)),
      );
      /** The platform is down: the rest of the batch would fail the same way, so it waits until then. */
      let heldUntil = 0;
      return async (row) => {
        const job = jobs.get(row.id);
        if (!job || done.has(dedupKeyOf(options.room, job))) return JOB_DONE;
        if (!run) return postpone(`${label} is not set up`, clock.now().getTime() + OFF_WAIT_MS);
        if (clock.now().getTime() < pause.until) return postpone("waiting out a 429", pause.until);
        if (clock.now().getTime() < heldUntil) return postpone(`${label} is unavailable`, heldUntil);
        const verdict = options.pace?.(job) ?? { wait: "none" };
        if (verdict.wait !== "none") {
          if (verdict.wait === "all") heldUntil = Date.parse(verdict.due);
          return postpone(verdict.reason, Date.parse(verdict.due));
        }
        try {
          await run(job);
        } catch (error) {
          const failure = roomFailureOf(error);
          if (failure.kind === "rate_limited") {
            pause.until = clock.now().getTime() + failure.retryAfterSeconds * 1000;
            log.warn({ retryAfter: failure.retryAfterSeconds }, `${label} asked to slow down; waiting as told`);
            return postpone(failure.message, pause.until);
          }
          const afterMs = backoffMs(row.attempts, ROOM_BACKOFF);
          if (failure.kind === "unavailable") heldUntil = clock.now().getTime() + afterMs;
          return { retry: failure.message, afterMs };
        }
        // Recorded before its job is finished, so a post queued again later (another instance heard it) is skipped.
        await markDone(job);
        return JOB_DONE;
      };
    },
    // A post given up stays given up: it is not posted late when another instance queues it again.
    async gaveUp(row) {
      await markDone(JSON.parse(row.payload) as RoomJob);
    },
  };
}
