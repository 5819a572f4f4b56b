import pino from "pino";
import type { Logger } from "../../src/server/lib/logger.js";
import type { PriceSource, SourceStatus, Tick } from "../../src/server/features/prices/price-source.js";
import type { StreamTiming } from "../../src/server/features/prices/sources/stream-connection.js";
import { expect, it } from "vitest";
import { Waiters, type FakeStreamConnection, type FakeStreamServer, type Refusal } from "./fake-stream-server.js";

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

/** A streaming source under test and the fake of its provider, started with the test's timing. */
export interface StreamingSourceUnderTest {
  /** The provider's name as the source reports it ("Binance"). */
  provider: string;
  start(timing?: Partial<StreamTiming>): Promise<{ prices: PriceSource; fake: FakeStreamServer<FakeStreamConnection> }>;
  /** A refusal for too many requests as the provider sends it, and the wait the source should announce. */
  tooManyRequests: { refusal: Refusal; retrying: string };
}

/**
 * What every streaming source does on the connection the providers share (stream-connection.ts): replaces a silent
 * connection, and backs off after a refusal for too many requests, reporting down while it waits.
 */
export function itStreamsLikeEveryProvider(underTest: StreamingSourceUnderTest): void {
  const { provider } = underTest;

  it("replaces a connection that has gone silent", async () => {
    const { prices, fake } = await underTest.start({ silenceMs: 150 });
    const seen = recordSource(prices);
    await prices.start();
    const silent = await fake.connection(0);

    await seen.status(isDown(new RegExp(`^${provider} sent nothing for \\d+ ms`)));
    await fake.connection(1);
    expect(silent.closed).toBe(true);
  });

  it("backs off as long as the provider asks after refusing a connection for too many requests, reporting down", async () => {
    const { prices, fake } = await underTest.start();
    fake.refuseNext(underTest.tooManyRequests.refusal);
    const seen = recordSource(prices);
    await prices.start();

    expect(seen.statuses).toEqual([
      {
        state: "down",
        reason: `${provider} refused the connection: too many requests (HTTP 429); retrying in ${underTest.tooManyRequests.retrying}`,
      },
    ]);
    await fake.connection(0);
    expect(fake.refusals).toEqual([429]);
    await seen.status(isLive);
  });
}
