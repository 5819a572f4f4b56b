import { memberRoomLine } from "../../../../shared/admin-member.js";
import { addMs } from "../../../lib/clock.js";
import { newId } from "../../../lib/ids.js";
import { checkRoomAccess, reconcileRoom, runRoomJob, type RoomDeps } from "../room-access.service.js";
import { roomFailureOf } from "../room-adapter.js";
import type { RoomPlatformRegistration } from "../room-registration.js";
import { createRoomSystem, type RoomSystem, type RoomSystemOptions } from "../room-system.js";
import * as rooms from "../rooms.repo.js";
import { telegramPace } from "./telegram-pacer.js";
import type { TelegramPlatform, TelegramSettings } from "./telegram-platform.js";
import { handleUpdate } from "./telegram-updates.js";
import { telegramRoutes } from "./telegram.routes.js";
import { getTelegramSettings, telegramAccount } from "./telegram.service.js";

/*
 * The Telegram adapter as the app runs it (docs/decisions/0017-telegram-room.md): the room system (room-system.ts)
 * for the main room and the Pro room, and one instance (holding the updates lease) that long-polls for updates and
 * runs the reconciler. Below it, what the app needs from Telegram: its registration, which ../platforms.ts lists.
 */

export { ACCESS_CHECK_MS, RECONCILE_MS } from "../room-system.js";

export type TelegramSystemOptions = RoomSystemOptions;

export interface TelegramRuntime {
  settings: TelegramSettings;
  platform: TelegramPlatform;
  deps: RoomDeps;
  /** The Pro room, when the admin set one: the same bot, another chat, its own members and posts. */
  pro: { platform: TelegramPlatform; deps: RoomDeps } | null;
}

export interface TelegramSystem extends RoomSystem<TelegramRuntime> {
  /** One round of getUpdates (when this instance holds the updates lease); answers how many updates it handled. */
  pollUpdates(timeoutSeconds?: number): Promise<number>;
}

const PLATFORM = "telegram";
/** The Pro room's name in the room tables (docs/product.md#telegram): a room of its own on the same bot. */
export const PRO_ROOM = "telegram-pro";
const UPDATES_LEASE = "telegram:updates";
const UPDATES_LEASE_MS = 90_000;

const roomsOf = (runtime: TelegramRuntime): RoomDeps[] => [runtime.deps, ...(runtime.pro ? [runtime.pro.deps] : [])];

/** Builds the runtime of both rooms on the stored settings (grammY loads with the first). */
async function telegramRuntime(options: TelegramSystemOptions, settings: TelegramSettings): Promise<TelegramRuntime> {
  const { createTelegramPlatform } = await import("./telegram-platform.js");
  const platform = createTelegramPlatform(settings, options.apiRoot);
  const deps: RoomDeps = {
    db: options.db,
    clock: options.clock,
    platform,
    exceptions: settings.exceptions,
    appName: options.appName,
    publicUrl: options.publicUrl,
    log: options.log,
    language: settings.language,
  };
  const proPlatform = settings.proChat
    ? createTelegramPlatform(settings, options.apiRoot, { name: PRO_ROOM, chat: settings.proChat })
    : null;
  const pro = proPlatform ? { platform: proPlatform, deps: { ...deps, platform: proPlatform, proOnly: true } } : null;
  return { settings, platform, deps, pro };
}

export function createTelegramSystem(options: TelegramSystemOptions): TelegramSystem {
  const { db, clock, log } = options;
  const instance = newId();
  /** The Pro room holds the accounts linked for the main one; their links follow the main room's. */
  const mirrorLinks = () => rooms.mirrorRoomLinks(db, PLATFORM, PRO_ROOM, clock.now().toISOString());

  const system = createRoomSystem<TelegramRuntime>(options, {
    label: "Telegram",
    platform: PLATFORM,
    rooms: [PLATFORM, PRO_ROOM],
    settings: getTelegramSettings,
    runtime: (settings) => telegramRuntime(options, settings as TelegramSettings),
    pace: telegramPace(clock),
    async runJob(runtime, room, job) {
      const deps = roomsOf(runtime).find((candidate) => candidate.platform.name === room);
      // A room the admin has since removed: its work is void.
      if (deps) await runRoomJob(deps, job);
    },
    async checkAccess(runtime) {
      let queued = await checkRoomAccess(runtime.deps);
      if (runtime.pro) {
        await mirrorLinks();
        queued += await checkRoomAccess(runtime.pro.deps);
      }
      return queued;
    },
    async reconcile(runtime, source) {
      const result = await reconcileRoom(runtime.deps, source);
      if (runtime.pro) {
        await mirrorLinks();
        const pro = await reconcileRoom(runtime.pro.deps, source);
        result.checked += pro.checked;
        result.healed += pro.healed;
      }
      return result;
    },
    // The Pro room holds early access only: it has everything at once; the main room waits for the release.
    postTargets: (runtime, audience) => [
      ...(runtime.pro ? [PRO_ROOM] : []),
      ...(audience === "early" ? [] : [PLATFORM]),
    ],
    // The instance that polls for updates reconciles too.
    leadsReconciler: holdsUpdates,
  });

  let offset = 0;
  let stopped = true;
  let polling: Promise<void> | undefined;
  let abort: AbortController | undefined;
  const wakers = new Set<() => void>();

  async function holdsUpdates() {
    if (!(await system.current())) return false;
    const row = await db.selectFrom("room_leases").select("owner").where("name", "=", UPDATES_LEASE).executeTakeFirst();
    return row?.owner === instance;
  }

  async function pollUpdates(timeoutSeconds = 0): Promise<number> {
    const runtime = await system.current();
    if (!runtime) return 0;
    const now = clock.now();
    const until = addMs(now, UPDATES_LEASE_MS).toISOString();
    if (!(await rooms.takeLease(db, UPDATES_LEASE, instance, now.toISOString(), until))) return 0;
    abort = new AbortController();
    const updates = await runtime.platform.getUpdates(offset, timeoutSeconds, abort.signal);
    let started = false;
    for (const update of updates) {
      await handleUpdate(runtime.deps, update, runtime.settings.chat);
      started ||= update.message !== undefined;
      // Joins and leaves of the Pro room are its own; a /start binds the account for both (mirrorRoomLinks).
      if (runtime.pro && update.chat_member) {
        await mirrorLinks();
        await handleUpdate(runtime.pro.deps, update, runtime.pro.platform.chat);
      }
      offset = Math.max(offset, update.update_id + 1);
    }
    // A new link: the Pro room's invite follows at once rather than at the next access check.
    if (started && runtime.pro) await system.checkAccess();
    return updates.length;
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

  async function pollLoop() {
    while (!stopped) {
      try {
        const handled = await pollUpdates(20);
        // No settings, or another instance polls: look again in a while.
        if (handled === 0 && !(await holdsUpdates())) await sleep(15_000);
      } catch (error) {
        if (stopped) return;
        const failure = roomFailureOf(error);
        log.warn({ reason: failure.message }, "Telegram updates could not be fetched; trying again");
        // Refused (409: updates go elsewhere; 401: the token was revoked) will not mend by itself soon: once a minute.
        const waitMs = { rate_limited: failure.retryAfterSeconds * 1000, refused: 60_000, unavailable: 5_000 }[
          failure.kind
        ];
        await sleep(waitMs);
      }
    }
  }

  return {
    ...system,
    pollUpdates,
    start() {
      stopped = false;
      system.start();
      polling = pollLoop();
    },
    async stop() {
      stopped = true;
      await system.settled();
      abort?.abort();
      for (const wake of wakers) wake();
      await polling?.catch(() => undefined);
      await rooms.releaseLease(db, UPDATES_LEASE, instance).catch(() => undefined);
      await system.stop();
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The Telegram room and channel (off until an admin saves its settings): main.ts starts it; tests drive it. */
    telegram: TelegramSystem;
  }
}

/** Telegram as the app registers it (../platforms.ts). */
export const telegramRoom = {
  name: "telegram",
  settings: getTelegramSettings,
  // The bot token: the settings form's field, wherever it appears.
  logSecrets: ["botToken"],
  apiRoot: (config) => config.telegram.apiRoot,
  createSystem: createTelegramSystem,
  routes: (app, { system, db, clock, config, background }) =>
    telegramRoutes(app, { deps: { db, clock, telegram: system, apiRoot: config.telegram.apiRoot }, background }),
  memberLine: async (deps, userId) => memberRoomLine(await telegramAccount(deps, userId)),
  // Where the linked account stands in the room (docs/product.md#telegram); its invite is not data.
  exportOf: (row) => ({ telegramUserId: row.external_id, state: row.state, linkedAt: row.linked_at }),
} satisfies RoomPlatformRegistration<TelegramSystem, unknown>;
