import type { AssetClass } from "../../../shared/positions.js";

/**
 * One quote from a price source, for an instrument as positions name it (`EUR/USD`, `BTC/USDT`, `XAU/USD`, `AAPL`).
 * A source that streams quotes fills bid and ask; one that streams trades fills last. Levels are detected on the
 * side that would fill (docs/prices.md).
 */
export interface Tick {
  /** The instrument as a position names it, with its asset class: the source maps it to its own symbol. */
  instrument: Instrument;
  bid: number | null;
  ask: number | null;
  last: number | null;
  /** The source's own time of the quote, ISO-8601 (never our clock: the record keeps when the market printed). */
  at: string;
}

export interface Instrument {
  asset: string;
  assetClass: AssetClass;
}

/**
 * What a source says about itself: `live` while it streams, `down` while it reconnects (with the reason), and
 * `closed` for instruments whose market it reports closed. Quiet markets are the tracker's judgement, not the
 * source's.
 */
export type SourceStatus =
  { state: "live" } | { state: "down"; reason: string } | { state: "closed"; instruments: Instrument[] };

/**
 * A stream of prices, chosen by PRICE_FEED. `watch` replaces the set of instruments followed; a source ignores
 * instruments it does not cover (`covers`). Listeners are called in tick order; `stop` ends every connection and
 * timer, after which no listener is called.
 */
export interface PriceSource {
  readonly name: string;
  covers(instrument: Instrument): boolean;
  watch(instruments: readonly Instrument[]): void;
  onTick(listener: (tick: Tick) => void): () => void;
  onStatus(listener: (status: SourceStatus) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}
