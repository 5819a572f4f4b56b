import type { Db, Executor } from "../../db/database.js";
import { addMs, type Clock } from "../../lib/clock.js";
import { outageLog } from "../../lib/database-unavailable.js";
import { newId } from "../../lib/ids.js";
import type { Logger } from "../../lib/logger.js";
import type { JobHandler } from "../../lib/jobs/job-queue.js";
import { isPositionEvent, type BusEvent, type EventBus } from "../events/event-bus.js";
import { RoomPlatformError, roomFailureOf } from "./room-adapter.js";
import { queueRoomJob, roomJobHandler, type PaceVerdict, type PlatformPause, type RoomJob } from "./room-jobs.js";
import * as rooms from "./rooms.repo.js";

/*
 * A chat platform's rooms as the app runs them (docs/decisions/0025-rooms-and-adapters.md): a handler of each room's
 * jobs on the one job queue, the access check every 30 s, and the reconciler every 5 minutes on one instance. The
 * same for every platform; an adapter (telegram/, discord/) says how its runtime is built from its settings and how
 * its access is checked and healed. Off while no settings are stored; nothing here is awaited by a request.
 */

export const ACCESS_CHECK_MS = 30_000;
export const RECONCILE_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RoomSystemOptions {
  db: Db;
  clock: Clock;
  log: Pick<Logger, "warn" | "error" | "info">;
  appName: string;
  publicUrl: string;
  /** The platform's API root (config.ts): the real service, or a local fake on a test deployment. */
  apiRoot: string;
  /**
   * Where committed changes are announced, on every instance: the system listens from its creation until it stops (a
   * published signal is posted, an access change checked; the room jobs' dedup keys make each count once).
   */
  events: EventBus;
}

/** What one platform tells the room system; `R` is its runtime, built from its stored settings. */
export interface RoomSystemAdapter<R> {
  /** How logs name the platform ("Telegram"). */
  label: string;
  /** The main room's name in the room tables ("telegram"): released signals and record heads are posted there. */
  platform: string;
  /** Every room whose jobs this platform runs (the main room first): each is a kind of job on the queue. */
  rooms: readonly string[];
  /** The stored settings, or null while the platform is off. */
  settings(db: Executor): Promise<object | null>;
  /**
   * The runtime on these settings; built again only when they change. The platform's library is imported here, so a
   * server whose admin never set the platform up never loads it.
   */
  runtime(settings: object): Promise<R>;
  /** Runs one job of room `room`; does nothing when that room no longer exists (its work is void). */
  runJob(runtime: R, room: string, job: RoomJob): Promise<void>;
  checkAccess(runtime: R): Promise<number>;
  reconcile(runtime: R, source: "reconciler" | "admin"): Promise<{ checked: number; healed: number }>;
  /** The rooms a position event is posted to now; an early-access event is posted where early access is open. */
  postTargets(runtime: R, audience: "early" | "all"): readonly string[];
  /** Before a job runs, whether the platform's own limits let it go now (room-jobs.ts). */
  pace?(job: RoomJob): PaceVerdict;
  /** Whether this instance runs the reconciler now; by default the one holding `<platform>:reconciler`. */
  leadsReconciler?(): Promise<boolean>;
}

export interface RoomSystem<R> {
  /** The runtime on the stored settings, or null when the platform is off. */
  current(): Promise<R | null>;
  /** The job queue's handlers of the platform's rooms (registered where the app composes the queue). */
  jobHandlers: readonly JobHandler[];
  /** Queues the access changes due now (expiries have no event). */
  checkAccess(): Promise<number>;
  reconcile(source: "reconciler" | "admin"): Promise<{ checked: number; healed: number }>;
  /** The settings changed: the next call builds the runtime anew. */
  settingsChanged(): void;
  /** Hears a committed change (the event bus it was given calls it): an access change is checked at once, a published signal is posted. */
  onEvent(event: BusEvent): void;
  /**
   * In the transaction of a position's release (docs/product.md#early-access): queues its post to the main room, when
   * the platform is set up. The job queue sends it once the transaction commits.
   */
  released(trx: Executor, positionId: string): Promise<void>;
  /** Resolves once every event heard so far has been turned into jobs (tests and shutdown wait on it). */
  settled(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** The job a position event asks of the rooms, or null when it changes nothing they show. */
function positionJobOf(event: BusEvent): RoomJob | null {
  if (!isPositionEvent(event)) return null;
  const { type, data } = event;
  if (type === "position_added" && data.position.status !== "planning") {
    return { kind: "signal_post", positionId: data.position.id };
  }
  if ((type === "position_updated" || type === "position_status_changed") && data.change) {
    return {
      kind: "signal_update",
      positionId: data.position.id,
      message: data.message,
      ...(data.words ? { words: data.words } : {}),
      key: String(data.id ?? `${data.timestamp}:${data.message}`),
    };
  }
  return null;
}

/**
 * Old rows of the room tables: seen updates and link tokens after two days, the keys of posts done after a month (no
 * instance hears an event that late), actions after 90 days.
 */
async function pruneRoomTables(db: Executor, now: Date): Promise<void> {
  const before = addMs(now, -2 * DAY_MS).toISOString();
  await rooms.deleteUpdatesSeenBefore(db, before);
  await rooms.deleteLinkTokensBefore(db, before);
  await rooms.deleteRoomJobsDoneBefore(db, addMs(now, -30 * DAY_MS).toISOString());
  await rooms.deleteRoomActionsBefore(db, addMs(now, -90 * DAY_MS).toISOString());
}

export function createRoomSystem<R>(options: RoomSystemOptions, adapter: RoomSystemAdapter<R>): RoomSystem<R> {
  const { db, clock, log, label } = { ...options, label: adapter.label };
  const instance = newId();
  const reconcilerLease = `${adapter.platform}:reconciler`;
  let cached: { key: string; runtime: Promise<R> } | undefined;
  /** The platform asked us to wait longer than a call may: no job runs before this. */
  const pause: PlatformPause = { until: 0 };
  let timers: NodeJS.Timeout[] = [];
  const listening = new Set<Promise<void>>();

  async function current(): Promise<R | null> {
    const settings = await adapter.settings(db);
    if (!settings) return null;
    const key = JSON.stringify(settings);
    if (cached?.key !== key) cached = { key, runtime: adapter.runtime(settings) };
    return cached.runtime;
  }

  const jobHandlers = adapter.rooms.map((room) =>
    roomJobHandler({
      db,
      clock,
      log,
      label,
      room,
      pause,
      ...(adapter.pace ? { pace: adapter.pace } : {}),
      async runner() {
        const runtime = await current();
        return runtime && ((job: RoomJob) => adapter.runJob(runtime, room, job));
      },
    }),
  );

  async function checkAccess(): Promise<number> {
    const runtime = await current();
    if (!runtime) return 0;
    return adapter.checkAccess(runtime);
  }

  async function reconcile(source: "reconciler" | "admin") {
    const runtime = await current();
    if (!runtime) return { checked: 0, healed: 0 };
    const waitMs = pause.until - clock.now().getTime();
    if (waitMs > 0) throw new RoomPlatformError(`${label} asked to wait`, "rate_limited", Math.ceil(waitMs / 1000));
    try {
      return await adapter.reconcile(runtime, source);
    } catch (error) {
      const failure = roomFailureOf(error);
      if (failure.kind === "rate_limited") pause.until = clock.now().getTime() + failure.retryAfterSeconds * 1000;
      throw failure;
    }
  }

  async function leadsReconciler(): Promise<boolean> {
    if (adapter.leadsReconciler) return adapter.leadsReconciler();
    if (!(await current())) return false;
    const now = clock.now();
    // One instance reconciles at a time: the lease outlives the interval a little.
    const until = addMs(now, RECONCILE_MS + 60_000).toISOString();
    return rooms.takeLease(db, reconcilerLease, instance, now.toISOString(), until);
  }

  /**
   * A periodic run: the platform's failures are one warning line each; a database outage is logged once
   * (docs/decisions/0006-database-outage-and-crash-delivery.md).
   */
  const tick = (name: string, run: () => Promise<unknown>) => {
    const outage = outageLog(log, name);
    return () =>
      void run().then(outage.succeeded, (err: unknown) => {
        if (err instanceof RoomPlatformError) log.warn({ reason: err.message }, `${name} failed; it runs again soon`);
        else outage.failed(err);
      });
  };

  async function hear(event: BusEvent): Promise<void> {
    const runtime = await current();
    if (!runtime || event.type === "portfolio_activity") return;
    // Insights are not posted: the rooms are open to Trial members (docs/product.md#market-insights).
    if (event.type === "insight_published") return;
    if (!isPositionEvent(event)) {
      await checkAccess();
      return;
    }
    // Before its release a position is for early access, and a main room is open to Trial members: its post there
    // is queued by the release (docs/product.md#early-access), with the position as it then stands.
    const job = positionJobOf(event);
    if (!job) return;
    const targets = adapter.postTargets(runtime, event.audience === "early" ? "early" : "all");
    for (const room of targets) await queueRoomJob({ db, clock }, room, job);
  }

  function onEvent(event: BusEvent): void {
    const heard = hear(event)
      .catch((err: unknown) => log.error({ err }, `a ${label} job could not be queued; the reconciler heals access`))
      .finally(() => listening.delete(heard));
    listening.add(heard);
  }
  const stopListening = options.events.subscribe(onEvent);

  return {
    current,
    jobHandlers,
    checkAccess,
    reconcile,
    settingsChanged() {
      cached = undefined;
    },
    async settled() {
      while (listening.size > 0) await Promise.all(listening);
    },
    async released(trx, positionId) {
      if (!(await adapter.settings(trx))) return;
      await queueRoomJob({ db: trx, clock }, adapter.platform, { kind: "signal_post", positionId });
    },
    onEvent,
    start() {
      timers = [
        setInterval(tick(`${label} access check`, checkAccess), ACCESS_CHECK_MS),
        setInterval(
          tick(`${label} reconciler`, async () => {
            if (!(await leadsReconciler())) return;
            await reconcile("reconciler");
            await pruneRoomTables(db, clock.now());
          }),
          RECONCILE_MS,
        ),
      ];
      for (const timer of timers) timer.unref();
    },
    async stop() {
      stopListening();
      while (listening.size > 0) await Promise.all(listening);
      for (const timer of timers) clearInterval(timer);
      await rooms.releaseLease(db, reconcilerLease, instance).catch(() => undefined);
    },
  };
}
