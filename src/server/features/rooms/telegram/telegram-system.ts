import type { Db, Executor } from "../../../db/database.js";
import { addMs, type Clock } from "../../../lib/clock.js";
import { outageLog } from "../../../lib/database-unavailable.js";
import { newId } from "../../../lib/ids.js";
import type { Logger } from "../../../lib/logger.js";
import { pollingWorker } from "../../../lib/polling-worker.js";
import { isPositionEvent, type BusEvent } from "../../events/event-bus.js";
import {
  checkRoomAccess,
  handleUpdate,
  queueRoomJob,
  reconcileRoom,
  runRoomJob,
  type RoomDeps,
  type RoomJob,
} from "../room-access.service.js";
import { drainRoomOutbox, type PlatformPause, type RoomOutboxOptions } from "../room-outbox.js";
import { RoomPlatformError } from "../room-adapter.js";
import * as rooms from "../rooms.repo.js";
import { getTelegramSettings } from "./telegram-settings.service.js";
import {
  createTelegramPlatform,
  platformErrorOf,
  type TelegramPlatform,
  type TelegramSettings,
} from "./telegram-platform.js";

/*
 * The Telegram side as the app runs it (docs/decisions/0017-telegram-room.md): the room outbox's worker (every
 * instance, by lease), the access check every 30 s, and one instance (holding the updates lease) that long-polls
 * for updates and runs the reconciler every 5 minutes. Off while no settings are stored; nothing here is awaited by a
 * request.
 */

export interface TelegramSystemOptions {
  db: Db;
  clock: Clock;
  log: Pick<Logger, "warn" | "error" | "info">;
  appName: string;
  publicUrl: string;
  /** https://api.telegram.org, or TELEGRAM_API_ROOT (a local fake on a test deployment: config.ts). */
  apiRoot: string;
}

export interface TelegramRuntime {
  settings: TelegramSettings;
  platform: TelegramPlatform;
  deps: RoomDeps;
  /** The Pro room, when the admin set one: the same bot, another chat, its own members and posts. */
  pro: { platform: TelegramPlatform; deps: RoomDeps } | null;
}

export interface TelegramSystem {
  /** The platform on the stored settings, or null when the feature is off. */
  current(): Promise<TelegramRuntime | null>;
  /** Works every due job of the room outbox; answers how many it finished. */
  drain(): Promise<number>;
  /** Queues the access changes due now (expiries have no event). */
  checkAccess(): Promise<number>;
  reconcile(source: "reconciler" | "admin"): Promise<{ checked: number; healed: number }>;
  /** One round of getUpdates (when this instance holds the updates lease); answers how many updates it handled. */
  pollUpdates(timeoutSeconds?: number): Promise<number>;
  /** The settings changed: the next call builds the platform anew. */
  settingsChanged(): void;
  /** Listens to committed changes: an access change is checked at once, a published signal is posted. */
  onEvent(event: BusEvent): void;
  /**
   * In the transaction of a position's release (docs/product.md#early-access): queues its room post, when the room is
   * set up. The worker's next poll sends it.
   */
  released(trx: Executor, positionId: string): Promise<void>;
  /** Resolves once every event heard so far has been turned into jobs (tests and shutdown wait on it). */
  settled(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const PLATFORM = "telegram";
/** The Pro room's name in the room tables (docs/product.md#telegram): a room of its own on the same bot. */
export const PRO_ROOM = "telegram-pro";
const BATCH = 20;
const roomsOf = (runtime: TelegramRuntime): RoomDeps[] => [runtime.deps, ...(runtime.pro ? [runtime.pro.deps] : [])];
const UPDATES_LEASE = "telegram:updates";
const UPDATES_LEASE_MS = 90_000;
export const ACCESS_CHECK_MS = 30_000;
export const RECONCILE_MS = 5 * 60_000;

/**
 * Telegram's limits (about 30 messages a second overall, one a second to one chat), kept by this instance: a job that
 * would exceed them waits its turn without counting an attempt. Several instances may together go beyond them; the
 * 429 Telegram then answers pauses every call, as it does for any other reason.
 */
export function createPacer(perSecond = 30) {
  const recent: number[] = [];
  const lastToChat = new Map<string, number>();
  return {
    /** How long a send to `chat` (null: the room or no one in particular) must wait from `nowMs`. */
    waitMs(chat: string | null, nowMs: number): number {
      const overall = recent.length >= perSecond ? (recent[recent.length - perSecond] ?? 0) + 1000 - nowMs : 0;
      const last = chat === null ? undefined : lastToChat.get(chat);
      const perChat = last === undefined ? 0 : last + 1000 - nowMs;
      return Math.max(0, overall, perChat);
    },
    sent(chat: string | null, nowMs: number) {
      recent.push(nowMs);
      if (recent.length > perSecond) recent.splice(0, recent.length - perSecond);
      if (chat !== null) lastToChat.set(chat, nowMs);
      if (lastToChat.size > 1000) {
        for (const [key, at] of lastToChat) if (at + 1000 <= nowMs) lastToChat.delete(key);
      }
    },
  };
}

export function createTelegramSystem(options: TelegramSystemOptions): TelegramSystem {
  const { db, clock, log } = options;
  const pacer = createPacer();
  const instance = newId();
  let cached: { key: string; runtime: TelegramRuntime } | undefined;
  /** Telegram asked us to wait (429): no call goes out before this. */
  const pause: PlatformPause = { until: 0 };
  let offset = 0;
  let stopped = true;
  let timers: NodeJS.Timeout[] = [];
  let polling: Promise<void> | undefined;
  let abort: AbortController | undefined;

  async function current(): Promise<TelegramRuntime | null> {
    const settings = await getTelegramSettings(db);
    if (!settings) return null;
    const key = JSON.stringify(settings);
    if (cached?.key !== key) {
      const platform = createTelegramPlatform(settings, options.apiRoot);
      const deps: RoomDeps = {
        db,
        clock,
        platform,
        exceptions: settings.exceptions,
        appName: options.appName,
        publicUrl: options.publicUrl,
        log,
      };
      const proPlatform = settings.proChat
        ? createTelegramPlatform(settings, options.apiRoot, { name: PRO_ROOM, chat: settings.proChat })
        : null;
      const pro = proPlatform
        ? { platform: proPlatform, deps: { ...deps, platform: proPlatform, proOnly: true } }
        : null;
      cached = { key, runtime: { settings, platform, deps, pro } };
    }
    return cached.runtime;
  }

  const outboxOf = (runtime: TelegramRuntime): RoomOutboxOptions => ({
    db,
    clock,
    log,
    label: "Telegram",
    platforms: [PLATFORM, PRO_ROOM],
    batch: BATCH,
    pause,
    errorOf: platformErrorOf,
    pace(payload) {
      const chat = payload.kind === "member_message" ? payload.userId : null;
      const nowMs = clock.now().getTime();
      const waitMs = pacer.waitMs(chat, nowMs);
      if (waitMs === 0) {
        pacer.sent(chat, nowMs);
        return { wait: "none" };
      }
      const due = new Date(nowMs + waitMs).toISOString();
      // The overall limit holds the rest of the batch too; one chat's limit holds only its message.
      return chat === null || pacer.waitMs(null, nowMs) > 0
        ? { wait: "all", due, reason: "paced to Telegram's limits" }
        : { wait: "one", due, reason: "paced to one message a second per chat" };
    },
    async run(job, payload) {
      const deps = roomsOf(runtime).find((room) => room.platform.name === job.platform);
      // A room the admin has since removed: its work is void.
      if (!deps) return "skipped";
      await runRoomJob(deps, payload);
      return "sent";
    },
  });

  async function drainAll(): Promise<number> {
    const runtime = await current();
    return runtime ? drainRoomOutbox(outboxOf(runtime)) : 0;
  }

  const worker = pollingWorker(drainAll, log, "telegram outbox run");

  async function checkAccess(): Promise<number> {
    const runtime = await current();
    if (!runtime) return 0;
    let queued = await checkRoomAccess(runtime.deps);
    if (runtime.pro) {
      await rooms.mirrorRoomLinks(db, PLATFORM, PRO_ROOM, clock.now().toISOString());
      queued += await checkRoomAccess(runtime.pro.deps);
    }
    if (queued > 0) worker.wake();
    return queued;
  }

  async function reconcile(source: "reconciler" | "admin") {
    const runtime = await current();
    if (!runtime) return { checked: 0, healed: 0 };
    if (clock.now().getTime() < pause.until) {
      throw new RoomPlatformError(
        "Telegram asked to wait",
        "rate_limited",
        Math.ceil((pause.until - clock.now().getTime()) / 1000),
      );
    }
    try {
      const result = await reconcileRoom(runtime.deps, source);
      if (runtime.pro) {
        await rooms.mirrorRoomLinks(db, PLATFORM, PRO_ROOM, clock.now().toISOString());
        const pro = await reconcileRoom(runtime.pro.deps, source);
        result.checked += pro.checked;
        result.healed += pro.healed;
      }
      worker.wake();
      return result;
    } catch (error) {
      const failure = platformErrorOf(error);
      if (failure.kind === "rate_limited") pause.until = clock.now().getTime() + failure.retryAfterSeconds * 1000;
      throw failure;
    }
  }

  async function pollUpdates(timeoutSeconds = 0): Promise<number> {
    const runtime = await current();
    if (!runtime) return 0;
    const now = clock.now();
    const held = await rooms.takeLease(
      db,
      UPDATES_LEASE,
      instance,
      now.toISOString(),
      addMs(now, UPDATES_LEASE_MS).toISOString(),
    );
    if (!held) return 0;
    abort = new AbortController();
    const updates = await runtime.platform.getUpdates(offset, timeoutSeconds, abort.signal);
    let started = false;
    for (const update of updates) {
      await handleUpdate(runtime.deps, update, runtime.settings.chat);
      started ||= update.message !== undefined;
      // Joins and leaves of the Pro room are its own; a /start binds the account for both (mirrorRoomLinks).
      if (runtime.pro && update.chat_member) {
        await rooms.mirrorRoomLinks(db, PLATFORM, PRO_ROOM, clock.now().toISOString());
        await handleUpdate(runtime.pro.deps, update, runtime.pro.platform.chat);
      }
      offset = Math.max(offset, update.update_id + 1);
    }
    // A new link: the Pro room's invite follows at once rather than at the next access check.
    if (started && runtime.pro) await checkAccess();
    if (updates.length > 0) worker.wake();
    return updates.length;
  }

  async function pollLoop() {
    while (!stopped) {
      try {
        const handled = await pollUpdates(20);
        // No settings, or another instance polls: look again in a while.
        if (handled === 0 && !(await holdsUpdates())) await sleep(15_000);
      } catch (error) {
        if (stopped) return;
        const failure = platformErrorOf(error);
        log.warn({ reason: failure.message }, "Telegram updates could not be fetched; trying again");
        // Refused (409: updates go elsewhere; 401: the token was revoked) will not mend by itself soon: once a minute.
        const waitMs = { rate_limited: failure.retryAfterSeconds * 1000, refused: 60_000, unavailable: 5_000 }[
          failure.kind
        ];
        await sleep(waitMs);
      }
    }
  }

  async function holdsUpdates() {
    if (!(await current())) return false;
    const row = await db.selectFrom("room_leases").select("owner").where("name", "=", UPDATES_LEASE).executeTakeFirst();
    return row?.owner === instance;
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wakers.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  const wakers = new Set<() => void>();
  const listening = new Set<Promise<void>>();

  /**
   * A periodic run: Telegram's failures are one warning line each; a database outage is logged once
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

  return {
    current,
    drain: worker.drain,
    checkAccess,
    reconcile,
    pollUpdates,
    settingsChanged() {
      cached = undefined;
      worker.wake();
    },
    async settled() {
      while (listening.size > 0) await Promise.all(listening);
    },
    async released(trx, positionId) {
      if (!(await getTelegramSettings(trx))) return;
      // The main room's post; the Pro room had it at publication.
      await queueRoomJob({ db: trx, clock }, PLATFORM, { kind: "signal_post", positionId });
    },
    onEvent(event) {
      const heard = (async () => {
        const runtime = await current();
        if (!runtime || event.type === "portfolio_activity") return;
        // Insights are not posted to the room: it is open to Trial members (docs/product.md#market-insights).
        if (event.type === "insight_published") return;
        if (!isPositionEvent(event)) {
          await checkAccess();
          return;
        }
        // Before its release a position is for early access, and the main room is open to Trial members: its post
        // there is queued by the release (docs/product.md#early-access), with the position as it then stands. The
        // Pro room holds early access only: it has everything at once.
        const targets = [...(runtime.pro ? [PRO_ROOM] : []), ...(event.audience === "early" ? [] : [PLATFORM])];
        const { type, data } = event;
        let job: RoomJob;
        if (type === "position_added" && data.position.status !== "planning") {
          job = { kind: "signal_post", positionId: data.position.id };
        } else if ((type === "position_updated" || type === "position_status_changed") && data.change) {
          job = {
            kind: "signal_update",
            positionId: data.position.id,
            message: data.message,
            key: String(data.id ?? `${data.timestamp}:${data.message}`),
          };
        } else return;
        for (const room of targets) await queueRoomJob({ db, clock }, room, job);
        if (targets.length > 0) worker.wake();
      })()
        .catch((err: unknown) => log.error({ err }, "a Telegram job could not be queued; the reconciler heals access"))
        .finally(() => listening.delete(heard));
      listening.add(heard);
    },
    start() {
      stopped = false;
      worker.start(2_000);
      timers = [
        setInterval(tick("Telegram access check", checkAccess), ACCESS_CHECK_MS),
        setInterval(
          tick("Telegram reconciler", async () => {
            if (!(await holdsUpdates())) return;
            await reconcile("reconciler");
            const before = addMs(clock.now(), -2 * 24 * 60 * 60 * 1000).toISOString();
            await rooms.deleteUpdatesSeenBefore(db, before);
            await rooms.deleteLinkTokensBefore(db, before);
            const monthAgo = addMs(clock.now(), -30 * 24 * 60 * 60 * 1000).toISOString();
            await rooms.deleteFinishedRoomJobsBefore(db, monthAgo);
            await rooms.deleteRoomActionsBefore(db, addMs(clock.now(), -90 * 24 * 60 * 60 * 1000).toISOString());
          }),
          RECONCILE_MS,
        ),
      ];
      for (const timer of timers) timer.unref();
      polling = pollLoop();
    },
    async stop() {
      stopped = true;
      while (listening.size > 0) await Promise.all(listening);
      for (const timer of timers) clearInterval(timer);
      abort?.abort();
      for (const wake of wakers) wake();
      await polling?.catch(() => undefined);
      await rooms.releaseLease(db, UPDATES_LEASE, instance).catch(() => undefined);
      await worker.stop();
    },
  };
}
