import { binanceSymbol } from "../../../../shared/price-symbols.js";
import type { Clock } from "../../../lib/clock.js";
import type { Logger } from "../../../lib/logger.js";
import type { PriceSource } from "../price-source.js";
import { SourceEvents } from "./source-events.js";
import { StreamConnection, type StreamTiming } from "./stream-connection.js";
import { isRecord, parseJson, priceOf, WatchList } from "./watch-list.js";

export interface BinanceSourceOptions {
  /** The stream host without a path (BINANCE_WS_URL): `wss://stream.binance.com:9443`. */
  url: string;
  /** Stamps each quote: Binance's bookTicker carries no time of its own. */
  clock: Clock;
  log: Logger;
  timing?: Partial<StreamTiming>;
  /** The least time between two SUBSCRIBE/UNSUBSCRIBE rounds. */
  controlIntervalMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Binance pings every 20 s, so a minute without a ping is a dead connection; it closes every connection at 24 h,
 * so ours is replaced a little before.
 */
export const BINANCE_TIMING: StreamTiming = {
  minBackoffMs: 1_000,
  maxBackoffMs: 60_000,
  rateLimitedMs: 5 * 60_000,
  silenceMs: 60_000,
  handshakeMs: 10_000,
  maxConnectionMs: 23.9 * HOUR_MS,
};

/** Binance's limit of streams on one connection. */
const MAX_STREAMS = 1024;
/**
 * Binance closes a connection that sends more than 5 messages a second, pongs included: subscription changes
 * go out at most one round (a SUBSCRIBE and an UNSUBSCRIBE) a second.
 */
const CONTROL_INTERVAL_MS = 1_000;

const streamOf = (symbol: string): string => `${symbol.toLowerCase()}@bookTicker`;

function announcesShutdown(message: Record<string, unknown>): boolean {
  return [message, message.data, message.event].some((part) => isRecord(part) && part.e === "serverShutdown");
}

/**
 * Crypto quotes from Binance's public market streams (no key): one combined stream of `<symbol>@bookTicker`,
 * best bid and ask as they change. Changes to the watched set are SUBSCRIBE/UNSUBSCRIBE messages on the open
 * connection; a new connection asks for the whole set in its URL.
 */
export function createBinanceSource(options: BinanceSourceOptions): PriceSource {
  const { clock, log } = options;
  const base = options.url.replace(/\/+$/, "");
  const controlIntervalMs = options.controlIntervalMs ?? CONTROL_INTERVAL_MS;
  const events = new SourceEvents(log);
  const watched = new WatchList((i) => binanceSymbol(i.asset, i.assetClass), MAX_STREAMS, log, "binance");
  let asked = new Set<string>();
  let subscribed = new Set<string>();
  let nextId = 1;
  let lastControlAt = -Infinity;
  let flushTimer: NodeJS.Timeout | undefined;

  const wantedStreams = (): Set<string> => new Set(watched.symbols().map(streamOf));

  function flush(): void {
    const wanted = wantedStreams();
    const add = [...wanted].filter((stream) => !subscribed.has(stream));
    const remove = [...subscribed].filter((stream) => !wanted.has(stream));
    if (add.length > 0) connection.send({ method: "SUBSCRIBE", params: add, id: nextId++ });
    if (remove.length > 0) connection.send({ method: "UNSUBSCRIBE", params: remove, id: nextId++ });
    if (add.length + remove.length > 0) lastControlAt = performance.now();
    subscribed = wanted;
  }

  function scheduleFlush(): void {
    if (flushTimer || !connection.open) return;
    const waitMs = lastControlAt + controlIntervalMs - performance.now();
    if (waitMs <= 0) return flush();
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      if (connection.open) flush();
    }, waitMs);
  }

  function bookTicker(data: Record<string, unknown>): void {
    if (typeof data.s !== "string") return;
    const bid = priceOf(data.b);
    const ask = priceOf(data.a);
    if (bid === null || ask === null) return;
    const at = clock.now().toISOString();
    for (const instrument of watched.instrumentsOf(data.s)) events.tick({ instrument, bid, ask, last: null, at });
  }

  function received(text: string): void {
    const message = parseJson(text);
    if (!isRecord(message)) return log.warn({ text: text.slice(0, 200) }, "Binance sent something that is not JSON");
    if (announcesShutdown(message)) return connection.replace("Binance announced a server shutdown");
    if (typeof message.stream === "string" && isRecord(message.data)) return bookTicker(message.data);
    if (isRecord(message.error) || typeof message.code === "number") {
      log.warn({ answer: message }, "Binance refused a subscription request");
    }
  }

  const connection: StreamConnection = new StreamConnection(
    {
      provider: "Binance",
      url: () => {
        asked = wantedStreams();
        return asked.size > 0 ? `${base}/stream?streams=${[...asked].join("/")}` : `${base}/stream`;
      },
      opened: () => {
        subscribed = asked;
        lastControlAt = -Infinity;
        scheduleFlush();
      },
      message: received,
    },
    { ...BINANCE_TIMING, ...options.timing },
    log,
    (status) => events.status(status),
  );

  return {
    name: "binance",
    covers: (instrument) => watched.covers(instrument),
    watch(instruments) {
      watched.replace(instruments);
      scheduleFlush();
    },
    onTick: (listener) => events.onTick(listener),
    onStatus: (listener) => events.onStatus(listener),
    start: () => connection.start(),
    async stop() {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      await connection.stop();
    },
  };
}
