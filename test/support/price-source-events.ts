import pino from "pino";
import type { Logger } from "../../src/server/lib/logger.js";
import type { PriceSource, SourceStatus, Tick } from "../../src/server/features/prices/price-source.js";
import type { StreamTiming } from "../../src/server/features/prices/sources/stream-connection.js";
import { Waiters } from "./fake-stream-server.js";

export const quietLog: Logger = pino({ level: "silent" });

/** Waits short enough for a test: the shape of the backoff is the real one, only quicker. */
export const QUICK_TIMING: Partial<StreamTiming> = {
  minBackoffMs: 10,
  maxBackoffMs: 100,
  rateLimitedMs: 200,
  handshakeMs: 2_000,
};

/** Everything a source told its listeners, in order, with waits for what has not come yet. */
export function recordSource(source: PriceSource) {
  const waiters = new Waiters();
  const ticks: Tick[] = [];
  const statuses: SourceStatus[] = [];
  source.onTick((tick) => {
    ticks.push(tick);
    waiters.changed();
  });
  source.onStatus((status) => {
    statuses.push(status);
    waiters.changed();
  });
  return {
    ticks,
    statuses,
    /** Resolves when `count` ticks have arrived. */
    ticksCount: (count: number) => waiters.until(() => (ticks.length >= count ? ticks.slice(0, count) : undefined)),
    /** The first status (from `after` on) that `test` accepts. */
    status: (test: (status: SourceStatus) => boolean, after = 0) =>
      waiters.until(() => statuses.slice(after).find(test)),
  };
}

export const isDown =
  (reason: RegExp) =>
  (status: SourceStatus): boolean =>
    status.state === "down" && reason.test(status.reason);

export const isLive = (status: SourceStatus): boolean => status.state === "live";

/** Timers and sockets this thread holds: a stopped source leaves none behind. */
export function heldResources(): { timers: number; sockets: number } {
  const held = process.getActiveResourcesInfo();
  return {
    timers: held.filter((kind) => kind === "Timeout").length,
    sockets: held.filter((kind) => kind === "TCPSocketWrap").length,
  };
}
