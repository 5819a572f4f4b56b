import { afterEach, describe, expect, it } from "vitest";
import { FakeFinnhub } from "../../../../../test/support/fake-finnhub.js";
import {
  heldResources,
  isDown,
  isLive,
  itStreamsLikeEveryProvider,
  QUICK_TIMING,
  quietLog,
  recordSource,
} from "../../../../../test/support/price-source-events.js";
import type { Instrument, PriceSource } from "../price-source.js";
import { createFinnhubSource } from "./finnhub-source.js";
import type { StreamTiming } from "./stream-connection.js";
import { isRecord } from "./watch-list.js";

const API_KEY = "d1fakefinnhubkey0001";
const EUR_USD: Instrument = { asset: "EUR/USD", assetClass: "forex" };
const EURUSD: Instrument = { asset: "EURUSD", assetClass: "forex" };
const GOLD: Instrument = { asset: "XAU/USD", assetClass: "commodities" };
const US500: Instrument = { asset: "US500", assetClass: "indices" };
const AAPL: Instrument = { asset: "AAPL", assetClass: "stocks" };
const PRINTED_AT = Date.parse("2026-11-26T09:59:58.125Z");

let fake: FakeFinnhub | undefined;
let source: PriceSource | undefined;

afterEach(async () => {
  await source?.stop();
  await fake?.close();
  source = undefined;
  fake = undefined;
});

async function finnhub(
  options: { timing?: Partial<StreamTiming>; maxSymbols?: number; apiKey?: string; symbolLimit?: number } = {},
): Promise<{ fake: FakeFinnhub; prices: PriceSource }> {
  fake = await FakeFinnhub.start({ apiKey: API_KEY, symbolLimit: options.symbolLimit });
  source = createFinnhubSource({
    url: fake.url,
    apiKey: options.apiKey ?? API_KEY,
    log: quietLog,
    timing: { ...QUICK_TIMING, ...options.timing },
    maxSymbols: options.maxSymbols,
  });
  return { fake, prices: source };
}

const subscribed = (message: unknown): string | undefined =>
  isRecord(message) && message.type === "subscribe" && typeof message.symbol === "string" ? message.symbol : undefined;

describe("Finnhub source", () => {
  itStreamsLikeEveryProvider({
    provider: "Finnhub",
    start: (timing) => finnhub({ timing }),
    tooManyRequests: { refusal: { status: 429, statusText: "Too Many Requests" }, retrying: "200 ms" },
  });

  it("covers forex, commodities, indices and stocks by OANDA's and the US tickers", async () => {
    const { prices } = await finnhub();
    for (const instrument of [EUR_USD, GOLD, US500, AAPL]) expect(prices.covers(instrument)).toBe(true);
    expect(prices.covers({ asset: "MOON100", assetClass: "indices" })).toBe(false);
  });

  it("sends the key as Finnhub asks and maps each trade to every instrument named for it, at Finnhub's time", async () => {
    const { fake, prices } = await finnhub();
    const seen = recordSource(prices);
    prices.watch([EUR_USD, EURUSD, GOLD, US500, AAPL]);
    await prices.start();
    const connection = await fake.connection(0);
    expect(connection.token).toBe(API_KEY);
    await connection.message((m) => (subscribed(m) === "AAPL" ? m : undefined));
    expect(connection.symbols).toEqual(["OANDA:EUR_USD", "OANDA:XAU_USD", "OANDA:SPX500_USD", "AAPL"]);
    expect(seen.statuses).toEqual([{ state: "live" }]);

    fake.trade("OANDA:EUR_USD", 1.0842, PRINTED_AT);
    fake.trade("AAPL", 231.5, PRINTED_AT);

    const at = new Date(PRINTED_AT).toISOString();
    expect(await seen.ticksCount(3)).toEqual([
      { instrument: EUR_USD, bid: null, ask: null, last: 1.0842, at },
      { instrument: EURUSD, bid: null, ask: null, last: 1.0842, at },
      { instrument: AAPL, bid: null, ask: null, last: 231.5, at },
    ]);
  });

  it("subscribes and unsubscribes as the watched set changes", async () => {
    const { fake, prices } = await finnhub();
    prices.watch([EUR_USD]);
    await prices.start();
    const connection = await fake.connection(0);

    prices.watch([GOLD]);

    await connection.message((m) => (subscribed(m) === "OANDA:XAU_USD" ? m : undefined));
    expect(connection.received).toEqual([
      { type: "subscribe", symbol: "OANDA:EUR_USD" },
      { type: "unsubscribe", symbol: "OANDA:EUR_USD" },
      { type: "subscribe", symbol: "OANDA:XAU_USD" },
    ]);
    expect(connection.symbols).toEqual(["OANDA:XAU_USD"]);
  });

  it("reports down when the connection drops, then reconnects and subscribes again", async () => {
    const { fake, prices } = await finnhub();
    const seen = recordSource(prices);
    prices.watch([EUR_USD, AAPL]);
    await prices.start();
    (await fake.connection(0)).drop();

    await seen.status(isDown(/^Finnhub closed the connection \(1006\); retrying in \d+ ms$/));
    const again = await fake.connection(1);
    await again.message((m) => (subscribed(m) === "AAPL" ? m : undefined));
    expect(again.symbols).toEqual(["OANDA:EUR_USD", "AAPL"]);
    await seen.status(isLive, 1);

    fake.trade("AAPL", 232, PRINTED_AT);
    expect((await seen.ticksCount(1))[0]).toMatchObject({ instrument: AAPL, last: 232 });
  });

  it("names FINNHUB_API_KEY when Finnhub refuses the key", async () => {
    const { prices } = await finnhub({ apiKey: "d1wrongkey000000" });
    const seen = recordSource(prices);
    await prices.start();

    expect(seen.statuses).toEqual([
      {
        state: "down",
        reason:
          "Finnhub refused the key (HTTP 401): check FINNHUB_API_KEY, and that no other process uses the key (one connection per key); retrying in 100 ms",
      },
    ]);
  });

  it("follows no more symbols than the plan allows, and gives up the one Finnhub refuses past its limit", async () => {
    const { fake, prices } = await finnhub({ maxSymbols: 3, symbolLimit: 2 });
    const seen = recordSource(prices);
    prices.watch([EUR_USD, GOLD, US500, AAPL]);
    await prices.start();
    const connection = await fake.connection(0);

    await connection.message((m) => (isRecord(m) && m.type === "unsubscribe" ? m : undefined));
    expect(connection.received).toEqual([
      { type: "subscribe", symbol: "OANDA:EUR_USD" },
      { type: "subscribe", symbol: "OANDA:XAU_USD" },
      { type: "subscribe", symbol: "OANDA:SPX500_USD" },
      { type: "unsubscribe", symbol: "OANDA:SPX500_USD" },
    ]);
    fake.trade("OANDA:XAU_USD", 2650.3, PRINTED_AT);
    expect((await seen.ticksCount(1))[0]).toMatchObject({ instrument: GOLD, last: 2650.3 });
    expect(seen.statuses).toEqual([{ state: "live" }]);
  });

  it("leaves no connection or timer behind once stopped, and calls no listener after", async () => {
    const { fake, prices } = await finnhub();
    const before = heldResources();
    const seen = recordSource(prices);
    prices.watch([EUR_USD]);
    await prices.start();
    const connection = await fake.connection(0);
    await connection.message(subscribed);

    await prices.stop();
    await connection.whenClosed();
    fake.trade("OANDA:EUR_USD", 1.1, PRINTED_AT);

    const after = heldResources();
    expect(after.timers).toBe(before.timers);
    expect(after.sockets).toBeLessThanOrEqual(before.sockets);
    expect(fake.open()).toEqual([]);
    expect(seen.ticks).toEqual([]);
  });
});
