import type { Logger } from "../../../lib/logger.js";
import type { Instrument } from "../price-source.js";

/**
 * The instruments a source follows, by the provider's symbol: several names can be one market (`BTC/USDT` and
 * `BTCUSD` are both Binance's BTCUSDT), and each of them hears its ticks. Instruments the provider does not cover
 * are left out, and so are symbols past the provider's limit (logged: they get no prices).
 */
export class WatchList {
  private bySymbol = new Map<string, Instrument[]>();

  constructor(
    private readonly symbolOf: (instrument: Instrument) => string | null,
    private readonly limit: number,
    private readonly log: Logger,
    private readonly provider: string,
  ) {}

  covers(instrument: Instrument): boolean {
    return this.symbolOf(instrument) !== null;
  }

  /** Replaces the list; symbols already followed keep their place ahead of new ones when the limit bites. */
  replace(instruments: readonly Instrument[]): void {
    const next = new Map<string, Instrument[]>();
    for (const instrument of instruments) {
      const symbol = this.symbolOf(instrument);
      if (symbol === null) continue;
      const named = next.get(symbol) ?? [];
      if (!named.some((known) => known.asset === instrument.asset && known.assetClass === instrument.assetClass)) {
        named.push(instrument);
      }
      next.set(symbol, named);
    }
    const ordered = [...next.keys()].sort((a, b) => Number(!this.bySymbol.has(a)) - Number(!this.bySymbol.has(b)));
    const left = ordered.slice(this.limit);
    if (left.length > 0) {
      this.log.warn({ provider: this.provider, limit: this.limit, left }, "price symbols past the provider's limit");
    }
    this.bySymbol = new Map(ordered.slice(0, this.limit).map((symbol) => [symbol, next.get(symbol) ?? []]));
  }

  /** Stops following one symbol (the provider refused it). */
  drop(symbol: string): void {
    this.bySymbol.delete(symbol);
  }

  symbols(): string[] {
    return [...this.bySymbol.keys()];
  }

  instrumentsOf(symbol: string): readonly Instrument[] {
    return this.bySymbol.get(symbol) ?? [];
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A provider's price, sent as a number or a decimal string; null unless positive and finite. */
export function priceOf(value: unknown): number | null {
  const price = typeof value === "string" ? Number(value) : value;
  return typeof price === "number" && Number.isFinite(price) && price > 0 ? price : null;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
