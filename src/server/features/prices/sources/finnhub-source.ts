import { finnhubSymbol } from "../../../../shared/price-symbols.js";
import type { Logger } from "../../../lib/logger.js";
import type { PriceSource } from "../price-source.js";
import { SourceEvents } from "./source-events.js";
import { StreamConnection, type StreamTiming } from "./stream-connection.js";
import { isRecord, parseJson, priceOf, WatchList } from "./watch-list.js";

export interface FinnhubSourceOptions {
  /** The WebSocket endpoint (FINNHUB_WS_URL): `wss://ws.finnhub.io`. */
  url: string;
  /** FINNHUB_API_KEY, sent as the `token` parameter Finnhub asks for. */
  apiKey: string;
  log: Logger;
  timing?: Partial<StreamTiming>;
  /** Symbols one connection may follow: 50 on Finnhub's free plan. */
  maxSymbols?: number;
}

/** Finnhub sends `{"type":"ping"}` about once a minute; two and a half minutes of nothing is a dead connection. */
export const FINNHUB_TIMING: StreamTiming = {
  minBackoffMs: 1_000,
  maxBackoffMs: 60_000,
  rateLimitedMs: 60_000,
  silenceMs: 150_000,
  handshakeMs: 10_000,
  maxConnectionMs: undefined,
};

export const FINNHUB_FREE_PLAN_SYMBOLS = 50;

/** Finnhub's answer when a subscription passes the plan's symbol limit; it does not name the symbol. */
const TOO_MANY_SYMBOLS = /too many symbols/i;

function tokenUrl(url: string, apiKey: string): string {
  const withToken = new URL(url);
  withToken.searchParams.set("token", apiKey);
  return withToken.toString();
}

/**
 * Forex, metals, energy and index CFDs (OANDA's), US stocks and crypto from Finnhub's trades WebSocket: last prices
 * with Finnhub's own time. One subscribe message per symbol, in order, so a refusal for too many symbols is the
 * last one sent: that one is given up until the next connection.
 */
export function createFinnhubSource(options: FinnhubSourceOptions): PriceSource {
  const { log } = options;
  const events = new SourceEvents(log);
  const limit = options.maxSymbols ?? FINNHUB_FREE_PLAN_SYMBOLS;
  const watched = new WatchList((i) => finnhubSymbol(i.asset, i.assetClass), limit, log, "finnhub");
  let subscribed: string[] = [];
  let refused = new Set<string>();

  function subscribe(symbol: string): void {
    if (connection.send({ type: "subscribe", symbol })) subscribed.push(symbol);
  }

  function unsubscribe(symbol: string): void {
    connection.send({ type: "unsubscribe", symbol });
    subscribed = subscribed.filter((known) => known !== symbol);
  }

  function sync(): void {
    if (!connection.open) return;
    const wanted = watched.symbols().filter((symbol) => !refused.has(symbol));
    for (const symbol of subscribed.filter((known) => !wanted.includes(known))) unsubscribe(symbol);
    for (const symbol of wanted.filter((symbol) => !subscribed.includes(symbol))) subscribe(symbol);
  }

  function trades(data: unknown[]): void {
    for (const trade of data) {
      if (!isRecord(trade) || typeof trade.s !== "string" || typeof trade.t !== "number") continue;
      const last = priceOf(trade.p);
      const time = new Date(trade.t);
      if (last === null || Number.isNaN(time.getTime())) continue;
      const at = time.toISOString();
      for (const instrument of watched.instrumentsOf(trade.s))
        events.tick({ instrument, bid: null, ask: null, last, at });
    }
  }

  function refuse(message: string): void {
    const symbol = TOO_MANY_SYMBOLS.test(message) ? subscribed.at(-1) : undefined;
    if (symbol === undefined) return log.warn({ answer: message }, "Finnhub reported an error");
    log.warn({ symbol, subscribed: subscribed.length - 1 }, "Finnhub's plan allows no more symbols; dropping the last");
    refused.add(symbol);
    unsubscribe(symbol);
  }

  function received(text: string): void {
    const message = parseJson(text);
    if (!isRecord(message)) return log.warn({ text: text.slice(0, 200) }, "Finnhub sent something that is not JSON");
    if (message.type === "trade" && Array.isArray(message.data)) return trades(message.data);
    if (message.type === "error") refuse(typeof message.msg === "string" ? message.msg : JSON.stringify(message));
  }

  const connection: StreamConnection = new StreamConnection(
    {
      provider: "Finnhub",
      url: () => tokenUrl(options.url, options.apiKey),
      opened: () => {
        subscribed = [];
        refused = new Set();
        sync();
      },
      message: received,
      keyRefused: "check FINNHUB_API_KEY, and that no other process uses the key (one connection per key)",
    },
    { ...FINNHUB_TIMING, ...options.timing },
    log,
    (status) => events.status(status),
  );

  return {
    name: "finnhub",
    covers: (instrument) => watched.covers(instrument),
    watch(instruments) {
      watched.replace(instruments);
      sync();
    },
    onTick: (listener) => events.onTick(listener),
    onStatus: (listener) => events.onStatus(listener),
    start: () => connection.start(),
    stop: () => connection.stop(),
  };
}
