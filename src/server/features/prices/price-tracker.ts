import { PRICE_MESSAGE_INTERVAL_MS, markPrice, type LiveQuote } from "../../../shared/live-prices.js";
import { isMarketOpen } from "../../../shared/market-hours.js";
import type { Direction } from "../../../shared/positions.js";
import type { TradeState } from "../../../shared/trade-state.js";
import type { PositionRow } from "../../db/schema.js";
import type { Logger } from "../../lib/logger.js";
import { isPositionEvent } from "../events/event-bus.js";
import { recordDetectedEvents, type DetectionsOf } from "../positions/automatic-events.service.js";
import type { PositionsDeps } from "../positions/position-changes.js";
import { trackingOf } from "../positions/position-records.js";
import {
  listTrackedPositions,
  setTrackingPaused,
  storeMarketPrices,
  type TrackedPosition,
} from "../positions/tracked-positions.service.js";
import { detectLevels } from "./level-detection.js";
import type { QuoteBatch } from "./quote-channel.js";
import type { Instrument, PriceSource, Tick } from "./price-source.js";

export interface PriceTrackerDeps {
  positions: PositionsDeps;
  source: PriceSource;
  /** No tick for this long while the market is open pauses an instrument's tracking. */
  quietAfterMs: number;
  log: Logger;
  /** The changed instruments' latest quotes, four times a second: the live channel sends them to members. */
  onQuotes(batch: QuoteBatch): void;
  /** An instrument's tracking was paused by this instance: the admins are told. */
  onPaused(asset: string, since: string): Promise<void>;
  /** Makes a source that plays on the app's clock emit what is due (a replay); tests call it through `settle`. */
  pump?: () => void;
}

export interface PriceTracker {
  /** The price a position would be entered at now, from its instrument's latest tick; null when none came yet. */
  price(position: Instrument & { direction: Direction }): { price: number; at: string } | null;
  /** Whether the source prices this instrument at all (docs/prices.md). */
  covers(instrument: Instrument): boolean;
  /**
   * As `price`, watching the instrument from now and waiting up to `waitMs` (real time) for its first tick: a
   * publication is checked against the market, not let through because the feed had not been asked for it yet.
   */
  firstPrice(
    position: Instrument & { direction: Direction },
    waitMs: number,
  ): Promise<{ price: number; at: string } | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Emits what is due, then waits until every tick, write, price message and quiet check so far is done. */
  settle(): Promise<void>;
  /** The quotes changed since the last batch, now (null: none); they go to members from the live channel. */
  takeQuotes(): QuoteBatch | null;
}

/** How often (real time) quotes go to members and quiet feeds are looked for; both are judged on the app's clock. */
const HOUSEKEEPING_MS = 250;
/** Drafts announce nothing, so the set is also read again this often (app clock) to watch their markets. */
const RELOAD_EVERY_MS = 5_000;
/** How often a publication waiting for an instrument's first price looks again (real time). */
const FIRST_PRICE_POLL_MS = 100;
/** A write that met another instance's change is tried again on the state it left. */
const WRITE_ATTEMPTS = 3;

const keyOf = (instrument: Instrument) => `${instrument.assetClass}:${instrument.asset}`;

/**
 * docs/prices.md: follows every published open position whose instrument the source covers, records the levels ticks
 * reach, sends members the latest prices, stores them on the positions once a second, and pauses an instrument's
 * tracking when its feed is quiet while its market is open. Work runs one step at a time, in tick order.
 */
export function createPriceTracker(deps: PriceTrackerDeps): PriceTracker {
  const { clock } = deps.positions;
  let tracked: TrackedPosition[] = [];
  const heardAt = new Map<string, number>();
  const paused = new Set<string>();
  const closedBySource = new Set<string>();
  /** Quotes heard since they were last sent to members, and sent since they were last stored: each instrument's latest. */
  const pending = new Map<string, LiveQuote>();
  const unstored = new Map<string, LiveQuote>();
  const latest = new Map<string, LiveQuote>();
  const isOpen = (position: TrackedPosition) => position.status === "active";
  // Before its release an open position's prices are for early access alone (docs/product.md#early-access).
  const isReleasedAt = (position: TrackedPosition, now: number) =>
    position.releasedAt === null || Date.parse(position.releasedAt) <= now;
  let lastStoredAt = Number.NEGATIVE_INFINITY;
  let lastReloadAt = Number.NEGATIVE_INFINITY;
  let work: Promise<void> = Promise.resolve();
  /** Ticks heard and not yet handled, in order; one step takes them all. */
  const arrived: Tick[] = [];
  /** A position changed since the set was last read. */
  let reloadWanted = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const unsubscribes: (() => void)[] = [];
  /** Instruments a publication waits to see priced, watched beside the positions' own. */
  const awaited = new Map<string, Instrument>();
  let watching: Instrument[] = [];

  const enqueue = (step: () => Promise<void>) => {
    work = work.then(step).catch((err: unknown) => deps.log.error({ err }, "price tracking step failed"));
  };

  async function reload(): Promise<void> {
    reloadWanted = false;
    const now = clock.now().getTime();
    lastReloadAt = now;
    tracked = (await listTrackedPositions(deps.positions)).filter((position) =>
      deps.source.covers(position.instrument),
    );
    const instruments = new Map<string, Instrument>();
    for (const position of tracked) {
      const key = keyOf(position.instrument);
      instruments.set(key, position.instrument);
      if (!heardAt.has(key)) heardAt.set(key, now);
      if (position.pausedSince && isOpen(position)) paused.add(key);
    }
    for (const [key, instrument] of awaited) instruments.set(key, instrument);
    watching = [...instruments.values()];
    deps.source.watch(watching);
  }

  /** Writes a batch, trying again on the state another instance left; answers the last failure, or null. */
  async function write(batch: readonly DetectionsOf[]): Promise<unknown> {
    let failure: unknown = null;
    for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt += 1) {
      try {
        await recordDetectedEvents(deps.positions, batch);
        return null;
      } catch (err) {
        // Another instance recorded first (the version or the events' (position, seq) said so): look again.
        failure = err;
      }
    }
    return failure;
  }

  /** Records a moment's hits in one transaction; when that keeps failing, each position on its own. */
  async function record(batch: DetectionsOf[]): Promise<void> {
    if ((await write(batch)) === null) return;
    // One position whose write fails must not hold back the hits of the others.
    for (const one of batch) {
      const err = await write([one]);
      if (err !== null) deps.log.error({ err, positionId: one.id }, "recording a hit failed");
    }
  }

  /**
   * The ticks that arrived since the last step, in order, handled at once: a burst of hits (many instruments crossing
   * levels in the same moment) is one write, not one write, announcement and reload each (docs/prices.md#tracking).
   */
  async function handleTicks(ticks: Tick[]): Promise<void> {
    if (reloadWanted) await reload();
    const byInstrument = new Map<string, Tick[]>();
    for (const tick of ticks) {
      const key = keyOf(tick.instrument);
      const own = byInstrument.get(key);
      if (own) own.push(tick);
      else byInstrument.set(key, [tick]);
    }
    for (const [key, [first]] of byInstrument) {
      if (!first || !paused.delete(key)) continue;
      await setTrackingPaused(deps.positions, first.instrument, null);
      deps.log.info({ asset: first.instrument.asset }, "price tracking resumed");
    }
    const batch: (DetectionsOf & { from: number })[] = [];
    for (const position of tracked) {
      const own = byInstrument.get(keyOf(position.instrument)) ?? [];
      // From the first tick that crosses a level on the copy here, every later tick is judged on the stored state
      // the earlier ones leave (a stop moved to break-even by TP1 can be hit by the next tick).
      const first = own.findIndex((tick) => detectLevels(position, tick, deps.source.name) !== null);
      if (first < 0) continue;
      batch.push({
        from: ticks.indexOf(own[first] as Tick),
        id: position.id,
        ticks: own
          .slice(first)
          .map(
            (tick) => (row: PositionRow, state: TradeState) =>
              detectLevels(
                { ...state, direction: row.direction, entryPrice: row.entry_price, tracking: trackingOf(row) },
                tick,
                deps.source.name,
              ),
          ),
      });
    }
    if (batch.length === 0) return;
    // Positions in the order of the tick that first moved them, as they were heard.
    await record(batch.sort((a, b) => a.from - b.from));
    await reload();
  }

  /**
   * The latest quote of each instrument with an open position that changed since the last batch, taken at once: the
   * price members see never waits behind the queue of ticks and writes. The live hub paces each connection to one
   * price message a second, with every quote newer than its last (price-book.ts).
   */
  function takeQuotes(): QuoteBatch | null {
    if (pending.size === 0) return null;
    const now = clock.now().getTime();
    // Drafts' instruments are watched for their publication, never shown (docs/product.md#drafts).
    const shown = new Set(tracked.filter(isOpen).map((position) => keyOf(position.instrument)));
    const released = new Set(
      tracked
        .filter((position) => isOpen(position) && isReleasedAt(position, now))
        .map((position) => keyOf(position.instrument)),
    );
    const quotes = [...pending.values()].filter((quote) => shown.has(keyOf(quote)));
    pending.clear();
    for (const quote of quotes) unstored.set(keyOf(quote), quote);
    if (quotes.length === 0) return null;
    return { quotes, released: quotes.filter((quote) => released.has(keyOf(quote))) };
  }

  /** The quotes sent since they were last stored, at most once a second (docs/product.md#live-prices). */
  function quotesToStore(now: number): LiveQuote[] {
    if (unstored.size === 0 || now - lastStoredAt < PRICE_MESSAGE_INTERVAL_MS) return [];
    lastStoredAt = now;
    const quotes = [...unstored.values()];
    unstored.clear();
    return quotes;
  }

  /** Stores the quotes sent as the current price of the open positions on each side. */
  async function storeQuotes(quotes: LiveQuote[]): Promise<void> {
    const held = new Set(tracked.filter(isOpen).map((p) => `${keyOf(p.instrument)} ${p.direction}`));
    await storeMarketPrices(
      deps.positions,
      quotes.flatMap((quote) =>
        (["long", "short"] as const).flatMap((direction) => {
          const price = markPrice({ ...quote, direction }, quote);
          const instrument = { asset: quote.asset, assetClass: quote.assetClass };
          return price !== null && held.has(`${keyOf(instrument)} ${direction}`)
            ? [{ instrument, direction, price }]
            : [];
        }),
      ),
    );
  }

  async function checkQuiet(): Promise<void> {
    const now = clock.now();
    const seen = new Set<string>();
    for (const { instrument } of tracked.filter(isOpen)) {
      const key = keyOf(instrument);
      if (seen.has(key)) continue;
      seen.add(key);
      // A closed market is quiet by nature: its silence counts from when it opens.
      if (!isMarketOpen(instrument, now) || closedBySource.has(key)) {
        heardAt.set(key, now.getTime());
        continue;
      }
      const last = heardAt.get(key) ?? now.getTime();
      // Quiet for the whole window, and the market open at both its ends: open throughout, since every market's
      // closure lasts longer than the longest window PRICE_QUIET_SECONDS allows.
      const windowStart = new Date(now.getTime() - deps.quietAfterMs);
      const quiet = now.getTime() - last >= deps.quietAfterMs && isMarketOpen(instrument, windowStart);
      if (paused.has(key) || !quiet) continue;
      paused.add(key);
      const since = new Date(last).toISOString();
      deps.log.warn(
        { asset: instrument.asset, since },
        "price tracking paused: the feed is quiet while the market is open",
      );
      if ((await setTrackingPaused(deps.positions, instrument, since)) > 0)
        await deps.onPaused(instrument.asset, since);
    }
  }

  const housekeeping = () => {
    const batch = takeQuotes();
    if (batch) deps.onQuotes(batch);
    const sent = quotesToStore(clock.now().getTime());
    enqueue(async () => {
      if (clock.now().getTime() - lastReloadAt >= RELOAD_EVERY_MS) await reload();
      await storeQuotes(sent);
      await checkQuiet();
    });
  };

  const entryPrice: PriceTracker["price"] = (position) => {
    const quote = latest.get(keyOf(position));
    // An entry buys a long at the ask and sells a short at the bid.
    const price = quote ? ((position.direction === "long" ? quote.ask : quote.bid) ?? quote.last) : null;
    return quote && price !== null ? { price, at: quote.at } : null;
  };

  return {
    price: entryPrice,
    covers: (instrument) => deps.source.covers(instrument),
    takeQuotes,
    async firstPrice(position, waitMs) {
      const known = entryPrice(position);
      if (known || !deps.source.covers(position) || stopped) return known;
      const key = keyOf(position);
      awaited.set(key, { asset: position.asset, assetClass: position.assetClass });
      try {
        deps.source.watch([...watching, { asset: position.asset, assetClass: position.assetClass }]);
        deps.pump?.();
        for (let waited = 0; waited < waitMs; waited += FIRST_PRICE_POLL_MS) {
          await new Promise((resolve) => setTimeout(resolve, FIRST_PRICE_POLL_MS));
          const found = entryPrice(position);
          if (found) return found;
        }
        return null;
      } finally {
        awaited.delete(key);
      }
    },
    async start() {
      unsubscribes.push(
        deps.source.onTick((tick) => {
          if (stopped) return;
          const key = keyOf(tick.instrument);
          heardAt.set(key, clock.now().getTime());
          closedBySource.delete(key);
          const quote = { ...tick.instrument, bid: tick.bid, ask: tick.ask, last: tick.last, at: tick.at };
          pending.set(key, quote);
          latest.set(key, quote);
          arrived.push(tick);
          if (arrived.length === 1) enqueue(() => handleTicks(arrived.splice(0)));
        }),
        deps.source.onStatus((status) => {
          if (status.state === "closed")
            for (const instrument of status.instruments) closedBySource.add(keyOf(instrument));
          if (status.state === "down")
            deps.log.warn({ source: deps.source.name, reason: status.reason }, "price source down");
        }),
        // A position opened, closed or changed anywhere (this instance or another): follow the new set.
        deps.positions.events.subscribe((event) => {
          if (!isPositionEvent(event) || reloadWanted) return;
          // A burst of hits announces one event each: the set is read again once for all of them.
          reloadWanted = true;
          enqueue(async () => {
            if (reloadWanted) await reload();
          });
        }),
      );
      await reload();
      await deps.source.start();
      timer = setInterval(housekeeping, HOUSEKEEPING_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      await deps.source.stop();
      await work;
    },
    async settle() {
      deps.pump?.();
      housekeeping();
      let seen: Promise<void> | undefined;
      while (seen !== work) {
        seen = work;
        await work;
      }
    },
  };
}
