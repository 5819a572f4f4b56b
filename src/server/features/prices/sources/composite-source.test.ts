import { afterEach, describe, expect, it } from "vitest";
import { FakeBinance } from "../../../../../test/support/fake-binance.js";
import { FakeFinnhub } from "../../../../../test/support/fake-finnhub.js";
import { isDown, isLive, quietLog, recordSource } from "../../../../../test/support/price-source-events.js";
import { ConfigError, type PriceProvidersConfig } from "../../../config.js";
import type { Clock } from "../../../lib/clock.js";
import type { PriceProvider } from "../../../../shared/price-symbols.js";
import type { Instrument, PriceSource } from "../price-source.js";
import { createProviderSource } from "./provider-source.js";

const API_KEY = "d1fakefinnhubkey0001";
const BTC: Instrument = { asset: "BTC/USDT", assetClass: "crypto" };
const EUR_USD: Instrument = { asset: "EUR/USD", assetClass: "forex" };
const clock: Clock = { now: () => new Date("2026-11-26T10:00:00.000Z") };

let running: { stop(): Promise<void> }[] = [];

afterEach(async () => {
  for (const service of running.reverse()) await service.stop();
  running = [];
});

interface Fakes {
  binance: FakeBinance;
  finnhub: FakeFinnhub;
  config: PriceProvidersConfig;
}

async function fakes(): Promise<Fakes> {
  const binance = await FakeBinance.start();
  const finnhub = await FakeFinnhub.start({ apiKey: API_KEY });
  running.push({ stop: () => binance.close() }, { stop: () => finnhub.close() });
  return {
    binance,
    finnhub,
    config: { binance: { url: binance.url }, finnhub: { url: finnhub.url, apiKey: API_KEY } },
  };
}

function providerSource(providers: readonly PriceProvider[], config: PriceProvidersConfig): PriceSource {
  const source = createProviderSource(providers, config, { clock, log: quietLog });
  running.push(source);
  return source;
}

describe("a PRICE_FEED of several providers", () => {
  it("sends each instrument to the first provider that covers it, and passes on every tick", async () => {
    const { binance, finnhub, config } = await fakes();
    const source = providerSource(["binance", "finnhub"], config);
    const seen = recordSource(source);
    expect(source.name).toBe("binance,finnhub");
    source.watch([BTC, EUR_USD]);
    await source.start();

    const crypto = await binance.connection(0);
    const forex = await finnhub.connection(0);
    await forex.message((m) => m);
    expect([...crypto.streams]).toEqual(["btcusdt@bookTicker"]);
    expect(forex.symbols).toEqual(["OANDA:EUR_USD"]);

    binance.bookTicker("BTCUSDT", "64000", "64001");
    await seen.ticksCount(1);
    finnhub.trade("OANDA:EUR_USD", 1.0842, Date.parse("2026-11-26T09:59:59.000Z"));
    const [fromBinance, fromFinnhub] = await seen.ticksCount(2);
    expect(fromBinance).toMatchObject({ instrument: BTC, bid: 64000, ask: 64001 });
    expect(fromFinnhub).toMatchObject({ instrument: EUR_USD, last: 1.0842 });
  });

  it("lets Finnhub carry crypto too when it comes first", async () => {
    const { binance, finnhub, config } = await fakes();
    const source = providerSource(["finnhub", "binance"], config);
    source.watch([BTC, EUR_USD]);
    await source.start();
    const forex = await finnhub.connection(0);
    await forex.message((m) => (JSON.stringify(m).includes("EUR_USD") ? m : undefined));
    expect(forex.symbols).toEqual(["BINANCE:BTCUSDT", "OANDA:EUR_USD"]);
    expect([...(await binance.connection(0)).streams]).toEqual([]);
  });

  it("is down while any provider is down, naming it, and live once all are", async () => {
    const { finnhub, config } = await fakes();
    const source = providerSource(["binance", "finnhub"], config);
    const seen = recordSource(source);
    await source.start();
    await seen.status(isLive);

    (await finnhub.connection(0)).drop();

    await seen.status(isDown(/^Finnhub closed the connection/));
    await seen.status(isLive, seen.statuses.length - 1);
    expect(seen.statuses.filter((status) => status.state === "down")).toHaveLength(1);
  });

  it("refuses finnhub without FINNHUB_API_KEY, naming the variable", () => {
    const config: PriceProvidersConfig = {
      binance: { url: "wss://stream.binance.com:9443" },
      finnhub: { url: "wss://ws.finnhub.io", apiKey: undefined },
    };
    expect(() => createProviderSource(["binance", "finnhub"], config, { clock, log: quietLog })).toThrow(ConfigError);
    expect(() => createProviderSource(["finnhub"], config, { clock, log: quietLog })).toThrow(/FINNHUB_API_KEY/);
  });
});
