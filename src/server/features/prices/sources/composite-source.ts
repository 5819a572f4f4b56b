import type { Logger } from "../../../lib/logger.js";
import type { Instrument, PriceSource, SourceStatus } from "../price-source.js";
import { SourceEvents } from "./source-events.js";

/**
 * Several sources as one (`PRICE_FEED=binance,finnhub`): each instrument goes to the first source, in the order
 * given, that covers it. Ticks pass through; the status is `down` while any source is down (the reasons joined,
 * each naming its provider) and `live` once every source is live; `closed` passes through as its source said it.
 */
export function createCompositeSource(sources: readonly PriceSource[], log: Logger): PriceSource {
  const events = new SourceEvents(log);
  const states = new Map<PriceSource, SourceStatus>();
  let reported = "";

  function report(): void {
    const reasons = sources.flatMap((source) => {
      const status = states.get(source);
      return status?.state === "down" ? [status.reason] : [];
    });
    const allLive = sources.every((source) => states.get(source)?.state === "live");
    const status: SourceStatus | undefined =
      reasons.length > 0 ? { state: "down", reason: reasons.join("; ") } : allLive ? { state: "live" } : undefined;
    if (!status || JSON.stringify(status) === reported) return;
    reported = JSON.stringify(status);
    events.status(status);
  }

  for (const source of sources) {
    source.onTick((tick) => events.tick(tick));
    source.onStatus((status) => {
      if (status.state === "closed") return events.status(status);
      states.set(source, status);
      report();
    });
  }

  return {
    name: sources.map((source) => source.name).join(","),
    covers: (instrument) => sources.some((source) => source.covers(instrument)),
    watch(instruments) {
      const shares = new Map<PriceSource, Instrument[]>(sources.map((source) => [source, []]));
      for (const instrument of instruments) {
        const source = sources.find((candidate) => candidate.covers(instrument));
        if (source) shares.get(source)?.push(instrument);
      }
      for (const [source, share] of shares) source.watch(share);
    },
    onTick: (listener) => events.onTick(listener),
    onStatus: (listener) => events.onStatus(listener),
    async start() {
      await Promise.all(sources.map((source) => source.start()));
    },
    async stop() {
      await Promise.all(sources.map((source) => source.stop()));
    },
  };
}
