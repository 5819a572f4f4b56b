import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeBinance } from "../../../../../test/support/fake-binance.js";
import {
  heldResources,
  isDown,
  isLive,
  itStreamsLikeEveryProvider,
  QUICK_TIMING,
  quietLog,
  recordSource,
} from "../../../../../test/support/price-source-events.js";
import type { Clock } from "../../../lib/clock.js";
import type { Instrument, PriceSource } from "../price-source.js";
import { createBinanceSource } from "./binance-source.js";
import type { StreamTiming } from "./stream-connection.js";
import { isRecord } from "./watch-list.js";

const BTC: Instrument = { asset: "BTC/USDT", assetClass: "crypto" };
const BTC_USD: Instrument = { asset: "BTCUSD", assetClass: "crypto" };
const ETH: Instrument = { asset: "ETH", assetClass: "crypto" };
const EUR_USD: Instrument = { asset: "EUR/USD", assetClass: "forex" };
const RECEIVED_AT = new Date("2026-11-26T10:00:00.000Z");
const clock: Clock = { now: () => RECEIVED_AT };

let fake: FakeBinance;
let source: PriceSource | undefined;

beforeEach(async () => {
  fake = await FakeBinance.start();
});

afterEach(async () => {
  await source?.stop();
  source = undefined;
  await fake.close();
});

function binance(timing: Partial<StreamTiming> = {}): PriceSource {
  source = createBinanceSource({ url: fake.url, clock, log: quietLog, timing: { ...QUICK_TIMING, ...timing } });
  return source;
}

describe("Binance source", () => {
  itStreamsLikeEveryProvider({
    provider: "Binance",
    start: async (timing) => ({ prices: binance(timing), fake }),
    tooManyRequests: {
      refusal: { status: 429, statusText: "Too Many Requests", headers: { "Retry-After": "1" } },
      retrying: "1 s",
    },
  });

  it("covers crypto only", () => {
    const prices = binance();
    expect(prices.covers(BTC)).toBe(true);
    expect(prices.covers(EUR_USD)).toBe(false);
    expect(prices.covers({ asset: "AAPL", assetClass: "stocks" })).toBe(false);
  });

  it("streams best bid and ask to every instrument named for the pair, stamped when received", async () => {
    const prices = binance();
    const seen = recordSource(prices);
    prices.watch([BTC, BTC_USD, EUR_USD]);
    await prices.start();
    const connection = await fake.connection(0);
    expect(connection.url.pathname).toBe("/stream");
    expect([...connection.streams]).toEqual(["btcusdt@bookTicker"]);
    expect(seen.statuses).toEqual([{ state: "live" }]);

    fake.bookTicker("BTCUSDT", "64000.10000000", "64000.20000000");

    const at = RECEIVED_AT.toISOString();
    expect(await seen.ticksCount(2)).toEqual([
      { instrument: BTC, bid: 64000.1, ask: 64000.2, last: null, at },
      { instrument: BTC_USD, bid: 64000.1, ask: 64000.2, last: null, at },
    ]);
  });

  it("subscribes and unsubscribes on the open connection as the watched set changes, within Binance's rate", async () => {
    const prices = binance();
    const seen = recordSource(prices);
    prices.watch([BTC]);
    await prices.start();
    const connection = await fake.connection(0);

    prices.watch([BTC, ETH]);
    const subscribe = await connection.message((m) => (isMethod(m, "SUBSCRIBE") ? m : undefined));
    expect(subscribe).toEqual({ method: "SUBSCRIBE", params: ["ethusdt@bookTicker"], id: expect.any(Number) });

    prices.watch([ETH]);
    const unsubscribe = await connection.message((m) => (isMethod(m, "UNSUBSCRIBE") ? m : undefined));
    expect(unsubscribe).toEqual({ method: "UNSUBSCRIBE", params: ["btcusdt@bookTicker"], id: expect.any(Number) });
    expect([...connection.streams]).toEqual(["ethusdt@bookTicker"]);

    fake.bookTicker("ETHUSDT", "3000.5", "3000.6");
    expect((await seen.ticksCount(1))[0]).toMatchObject({ instrument: ETH, bid: 3000.5, ask: 3000.6 });
    expect(connection.closed).toBe(false);
  });

  it("gathers rapid changes of the watched set into few requests, so Binance never closes for too many", async () => {
    const prices = binance();
    prices.watch([BTC]);
    await prices.start();
    const connection = await fake.connection(0);

    for (let round = 0; round < 10; round++) prices.watch(round % 2 === 0 ? [BTC, ETH] : [ETH]);

    await connection.message((m) => (isMethod(m, "UNSUBSCRIBE") ? m : undefined));
    expect([...connection.streams]).toEqual(["ethusdt@bookTicker"]);
    expect(connection.received.length).toBeLessThanOrEqual(3);
    expect(connection.closed).toBe(false);
  });

  it("answers Binance's ping frames with a pong carrying the same payload", async () => {
    const prices = binance();
    await prices.start();
    const connection = await fake.connection(0);
    expect(await connection.ping("1764151200000")).toBe("1764151200000");
  });

  it("reports down when the connection drops, then reconnects and asks for the watched pairs again", async () => {
    const prices = binance();
    const seen = recordSource(prices);
    prices.watch([BTC]);
    await prices.start();
    (await fake.connection(0)).drop();

    await seen.status(isDown(/^Binance closed the connection \(1006\); retrying in \d+ ms$/));
    const again = await fake.connection(1);
    expect([...again.streams]).toEqual(["btcusdt@bookTicker"]);
    await seen.status(isLive, seen.statuses.length - 1);

    fake.bookTicker("BTCUSDT", "64001", "64002");
    expect((await seen.ticksCount(1))[0]).toMatchObject({ instrument: BTC, bid: 64001, ask: 64002 });
  });

  it("backs off when Binance closes the connection for too many messages", async () => {
    const prices = binance();
    const seen = recordSource(prices);
    await prices.start();
    (await fake.connection(0)).close(1008, "Too many requests");

    await seen.status(isDown(/^Binance closed the connection for too many requests \(Too many requests\); retrying/));
    await fake.connection(1);
  });

  it("replaces its connection before Binance's 24-hour cut-off without reporting down", async () => {
    const prices = binance({ maxConnectionMs: 100 });
    const seen = recordSource(prices);
    prices.watch([BTC]);
    await prices.start();
    const first = await fake.connection(0);

    const second = await fake.connection(1);
    expect(first.closed).toBe(true);
    expect([...second.streams]).toEqual(["btcusdt@bookTicker"]);
    expect(seen.statuses).toEqual([{ state: "live" }]);
  });

  it("reconnects at once when Binance announces a server shutdown", async () => {
    const prices = binance();
    const seen = recordSource(prices);
    await prices.start();
    (await fake.connection(0)).send({ event: { e: "serverShutdown", E: 1764151200000 } });

    await fake.connection(1);
    expect(seen.statuses).toEqual([{ state: "live" }]);
  });

  it("leaves no connection or timer behind once stopped, and calls no listener after", async () => {
    const before = heldResources();
    const prices = binance();
    const seen = recordSource(prices);
    prices.watch([BTC]);
    await prices.start();
    const connection = await fake.connection(0);
    prices.watch([ETH]);
    prices.watch([BTC]);

    await prices.stop();
    await connection.whenClosed();
    fake.bookTicker("BTCUSDT", "1", "2");

    const after = heldResources();
    expect(after.timers).toBe(before.timers);
    expect(after.sockets).toBeLessThanOrEqual(before.sockets);
    expect(fake.open()).toEqual([]);
    expect(seen.ticks).toEqual([]);
  });
});

const isMethod = (message: unknown, method: string): boolean => isRecord(message) && message.method === method;
