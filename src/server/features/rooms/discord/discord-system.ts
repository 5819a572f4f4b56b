import type { Db, Executor } from "../../../db/database.js";
import { addMs, type Clock } from "../../../lib/clock.js";
import { outageLog } from "../../../lib/database-unavailable.js";
import { newId } from "../../../lib/ids.js";
import type { Logger } from "../../../lib/logger.js";
import { pollingWorker } from "../../../lib/polling-worker.js";
import { isPositionEvent, type BusEvent } from "../../events/event-bus.js";
import { queueRoomJob } from "../room-access.service.js";
import { RoomPlatformError } from "../room-adapter.js";
import * as rooms from "../rooms.repo.js";
import { drainRoomOutbox, type PlatformPause, type RoomOutboxOptions } from "../room-outbox.js";
import { ACCESS_CHECK_MS, RECONCILE_MS } from "../telegram/telegram-system.js";
import {
  checkDiscordAccess,
  PLATFORM,
  reconcileDiscord,
  runDiscordJob,
  type DiscordDeps,
} from "./discord-access.service.js";
import { createDiscordPlatform, discordErrorOf, type DiscordPlatform } from "./discord-platform.js";
import { getDiscordSettings, type DiscordSettings } from "./discord-settings.service.js";

/*
 * The Discord side as the app runs it (docs/decisions/0022-discord-room.md): the rooms' outbox worked for Discord's
 * jobs on every instance (by lease), the access check every 30 s, and the reconciler every 5 minutes on the instance
 * holding the `discord:reconciler` lease. Discord sends us nothing to poll: members join only through the product.
 * Off while no settings are stored; nothing here is awaited by a request but the OAuth2 callback's own calls.
 */

export interface DiscordSystemOptions {
  db: Db;
  clock: Clock;
  log: Pick<Logger, "warn" | "error" | "info">;
  appName: string;
  publicUrl: string;
  /** https://discord.com/api, or DISCORD_API_ROOT (a local fake on a test deployment: config.ts). */
  apiRoot: string;
}

export interface DiscordRuntime {
  settings: DiscordSettings;
  platform: DiscordPlatform;
  deps: DiscordDeps;
}

export interface DiscordSystem {
  current(): Promise<DiscordRuntime | null>;
  /** Works every due Discord job of the room outbox; answers how many it finished. */
  drain(): Promise<number>;
  checkAccess(): Promise<number>;
  reconcile(source: "reconciler" | "admin"): Promise<{ checked: number; healed: number }>;
  settingsChanged(): void;
  /** Wakes the worker: a job was queued. */
  wake(): void;
  onEvent(event: BusEvent): void;
  /** In the transaction of a position's release (docs/product.md#early-access): queues its post. */
  released(trx: Executor, positionId: string): Promise<void>;
  settled(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const RECONCILER_LEASE = "discord:reconciler";
const BATCH = 20;

export function createDiscordSystem(options: DiscordSystemOptions): DiscordSystem {
  const { db, clock, log } = options;
  const instance = newId();
  let cached: { key: string; runtime: DiscordRuntime } | undefined;
  /** Discord asked us to wait longer than the library queues for: no job runs before this. */
  const pause: PlatformPause = { until: 0 };
  let timers: NodeJS.Timeout[] = [];

  async function current(): Promise<DiscordRuntime | null> {
    const settings = await getDiscordSettings(db);
    if (!settings) return null;
    const key = JSON.stringify(settings);
    if (cached?.key !== key) {
      const platform = createDiscordPlatform(settings, options.apiRoot);
      cached = {
        key,
        runtime: {
          settings,
          platform,
          deps: { db, clock, platform, settings, appName: options.appName, publicUrl: options.publicUrl, log },
        },
      };
    }
    return cached.runtime;
  }

  const outboxOf = (runtime: DiscordRuntime): RoomOutboxOptions => ({
    db,
    clock,
    log,
    label: "Discord",
    platforms: [PLATFORM],
    batch: BATCH,
    pause,
    errorOf: discordErrorOf,
    async run(_job, payload) {
      await runDiscordJob(runtime.deps, payload);
      return "sent";
    },
  });

  async function drainAll(): Promise<number> {
    const runtime = await current();
    return runtime ? drainRoomOutbox(outboxOf(runtime)) : 0;
  }

  const worker = pollingWorker(drainAll, log, "discord outbox run");

  async function checkAccess(): Promise<number> {
    const runtime = await current();
    if (!runtime) return 0;
    const queued = await checkDiscordAccess(runtime.deps);
    if (queued > 0) worker.wake();
    return queued;
  }

  async function reconcile(source: "reconciler" | "admin") {
    const runtime = await current();
    if (!runtime) return { checked: 0, healed: 0 };
    try {
      const result = await reconcileDiscord(runtime.deps, source);
      worker.wake();
      return result;
    } catch (error) {
      const failure = discordErrorOf(error);
      if (failure.kind === "rate_limited") pause.until = clock.now().getTime() + failure.retryAfterSeconds * 1000;
      throw failure;
    }
  }

  const listening = new Set<Promise<void>>();
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
    settingsChanged() {
      cached = undefined;
      worker.wake();
    },
    wake: () => worker.wake(),
    async settled() {
      while (listening.size > 0) await Promise.all(listening);
    },
    async released(trx, positionId) {
      if (!(await getDiscordSettings(trx))) return;
      await queueRoomJob({ db: trx, clock }, PLATFORM, { kind: "signal_post", positionId });
    },
    onEvent(event) {
      const heard = (async () => {
        const runtime = await current();
        if (!runtime || event.type === "portfolio_activity") return;
        // Insights are not posted: the server is open to Trial members (docs/product.md#market-insights).
        if (event.type === "insight_published") return;
        if (!isPositionEvent(event)) {
          await checkAccess();
          return;
        }
        // Before its release a position is for early access; the release queues its post
        // (docs/product.md#early-access), as for the Telegram room.
        if (event.audience === "early") return;
        const { type, data } = event;
        if (type === "position_added" && data.position.status !== "planning") {
          await queueRoomJob({ db, clock }, PLATFORM, { kind: "signal_post", positionId: data.position.id });
        } else if ((type === "position_updated" || type === "position_status_changed") && data.change) {
          await queueRoomJob({ db, clock }, PLATFORM, {
            kind: "signal_update",
            positionId: data.position.id,
            message: data.message,
            key: String(data.id ?? `${data.timestamp}:${data.message}`),
          });
        } else return;
        worker.wake();
      })()
        .catch((err: unknown) => log.error({ err }, "a Discord job could not be queued; the reconciler heals access"))
        .finally(() => listening.delete(heard));
      listening.add(heard);
    },
    start() {
      worker.start(2_000);
      timers = [
        setInterval(tick("Discord access check", checkAccess), ACCESS_CHECK_MS),
        setInterval(
          tick("Discord reconciler", async () => {
            if (!(await current())) return;
            const now = clock.now();
            // One instance reconciles at a time: the lease outlives the interval a little.
            const held = await rooms.takeLease(
              db,
              RECONCILER_LEASE,
              instance,
              now.toISOString(),
              addMs(now, RECONCILE_MS + 60_000).toISOString(),
            );
            if (held) await reconcile("reconciler");
          }),
          RECONCILE_MS,
        ),
      ];
      for (const timer of timers) timer.unref();
    },
    async stop() {
      while (listening.size > 0) await Promise.all(listening);
      for (const timer of timers) clearInterval(timer);
      await rooms.releaseLease(db, RECONCILER_LEASE, instance).catch(() => undefined);
      await worker.stop();
    },
  };
}
