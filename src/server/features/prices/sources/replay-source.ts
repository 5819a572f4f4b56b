import { readFileSync } from "node:fs";
import { ConfigError } from "../../../config.js";
import type { Clock } from "../../../lib/clock.js";
import type { Instrument, PriceSource, SourceStatus, Tick } from "../price-source.js";

/** One row of a replay file: a symbol as positions name it, when, and its quote. */
export interface ReplayRow {
  symbol: string;
  /** Milliseconds from the file's first row. */
  offsetMs: number;
  bid: number | null;
  ask: number | null;
}

/** A line of a replay file that cannot be played: its number (from 1) and what is wrong with it. */
export class ReplayLineError extends Error {
  override name = "ReplayLineError";
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`replay line ${line}: ${problem}`);
  }
}

const price = (text: string | undefined, line: number): number | null => {
  if (text === undefined || text.trim() === "") return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new ReplayLineError(line, `"${text}" is not a price`);
  return value;
};

/**
 * `symbol,time,bid,ask`, one tick a line, in time order; a header line and blank lines are skipped. `time` is an
 * ISO-8601 instant (played from the file's first instant) or seconds from the start of the replay (`0`, `1.5`).
 */
export function parseReplayCsv(text: string): ReplayRow[] {
  const rows: ReplayRow[] = [];
  let first: number | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || /^symbol\s*,/i.test(line)) return;
    const [symbol, time, bid, ask] = line.split(",").map((cell) => cell.trim());
    if (!symbol || !time) throw new ReplayLineError(index + 1, "expected symbol,time,bid,ask");
    const seconds = /^\d+(\.\d+)?$/.test(time);
    const at = seconds ? Number(time) * 1000 : Date.parse(time);
    if (!Number.isFinite(at)) throw new ReplayLineError(index + 1, `"${time}" is not a time`);
    if (!seconds) first ??= at;
    const offsetMs = seconds ? at : at - (first ?? at);
    const row = { symbol, offsetMs, bid: price(bid, index + 1), ask: price(ask, index + 1) };
    if (row.bid === null && row.ask === null) throw new ReplayLineError(index + 1, "no bid or ask");
    if (rows.length > 0 && row.offsetMs < (rows.at(-1)?.offsetMs ?? 0)) {
      throw new ReplayLineError(index + 1, "rows must be in time order");
    }
    rows.push(row);
  });
  return rows;
}

function readReplayFile(file: string): ReplayRow[] {
  const where = `Invalid PRICE_FEED replay file ${file}`;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(`${where}: cannot be read${code ? ` (${code})` : ""}`);
  }
  try {
    return parseReplayCsv(text);
  } catch (error) {
    if (error instanceof ReplayLineError) throw new ConfigError(`${where}, line ${error.line}: ${error.problem}`);
    throw error;
  }
}

export interface ReplayOptions {
  rows: readonly ReplayRow[];
  clock: Clock;
  /** 2 plays a minute of the file in 30 s. */
  speed: number;
  /** How often (real time) the clock is looked at; tests moving a manual clock call `pump` instead. */
  pollMs?: number;
}

/**
 * The rows to play, as columns: a recording of 50 symbols' ticks ten times a second for 85 s held as row objects was
 * 42,500 objects, their symbols and their boxed numbers, about 7 MB of heap for the whole replay (a heap snapshot of
 * the prices bench); as typed arrays it is 25 bytes a row, outside the heap. A missing bid or ask is NaN.
 */
class ReplayTape {
  readonly length: number;
  readonly symbols: readonly string[];
  private readonly symbolIndex: Uint16Array | Uint32Array;
  readonly offsetMs: Float64Array;
  private readonly bids: Float64Array;
  private readonly asks: Float64Array;

  constructor(rows: readonly ReplayRow[]) {
    this.length = rows.length;
    const indexOf = new Map<string, number>();
    this.symbolIndex = rows.length < 0xffff ? new Uint16Array(rows.length) : new Uint32Array(rows.length);
    this.offsetMs = new Float64Array(rows.length);
    this.bids = new Float64Array(rows.length);
    this.asks = new Float64Array(rows.length);
    rows.forEach((row, i) => {
      let index = indexOf.get(row.symbol);
      if (index === undefined) indexOf.set(row.symbol, (index = indexOf.size));
      this.symbolIndex[i] = index;
      this.offsetMs[i] = row.offsetMs;
      this.bids[i] = row.bid ?? Number.NaN;
      this.asks[i] = row.ask ?? Number.NaN;
    });
    this.symbols = [...indexOf.keys()];
  }

  symbol(i: number): string {
    return this.symbols[this.symbolIndex[i] ?? 0] ?? "";
  }

  bid(i: number): number | null {
    return orNull(this.bids[i]);
  }

  ask(i: number): number | null {
    return orNull(this.asks[i]);
  }
}

const orNull = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : value);

/**
 * A PriceSource playing a file on the app's clock (docs/prices.md): a row is due once the clock has moved past its
 * offset (divided by the speed) since `start`, and its tick is dated then, so a test that moves its clock decides
 * exactly which ticks have happened. It covers the symbols the file names, under any asset class.
 */
export class ReplaySource implements PriceSource {
  readonly name = "replay";
  private readonly tape: ReplayTape;
  private readonly symbols: Set<string>;
  private readonly tickListeners = new Set<(tick: Tick) => void>();
  private readonly statusListeners = new Set<(status: SourceStatus) => void>();
  private watched: Instrument[] = [];
  private next = 0;
  private startedAt: number | null = null;
  private timer: NodeJS.Timeout | undefined;

  private readonly options: Omit<ReplayOptions, "rows">;

  constructor({ rows, ...options }: ReplayOptions) {
    this.options = options;
    this.tape = new ReplayTape(rows);
    this.symbols = new Set(this.tape.symbols);
  }

  /**
   * Reads and checks the file now, so a bad file stops the start instead of failing later: a file that cannot be
   * read or played is a ConfigError naming the file, and the line and its problem where one is at fault.
   */
  static fromFile(file: string, options: Omit<ReplayOptions, "rows">): ReplaySource {
    return new ReplaySource({ ...options, rows: readReplayFile(file) });
  }

  covers(instrument: Instrument): boolean {
    return this.symbols.has(instrument.asset);
  }

  watch(instruments: readonly Instrument[]): void {
    this.watched = instruments.filter((instrument) => this.covers(instrument));
  }

  onTick(listener: (tick: Tick) => void): () => void {
    this.tickListeners.add(listener);
    return () => this.tickListeners.delete(listener);
  }

  onStatus(listener: (status: SourceStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  async start(): Promise<void> {
    this.startedAt = this.options.clock.now().getTime();
    for (const listener of this.statusListeners) listener({ state: "live" });
    if (this.options.pollMs) {
      this.timer = setInterval(() => this.pump(), this.options.pollMs);
      this.timer.unref();
    }
    this.pump();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.startedAt = null;
    this.tickListeners.clear();
    this.statusListeners.clear();
  }

  /** Emits every row due by the clock now, in order. Rows for instruments nobody watches pass unheard. */
  pump(): void {
    if (this.startedAt === null) return;
    const elapsed = (this.options.clock.now().getTime() - this.startedAt) * this.options.speed;
    const { tape } = this;
    while (this.next < tape.length && (tape.offsetMs[this.next] ?? Infinity) <= elapsed) {
      const row = this.next++;
      const symbol = tape.symbol(row);
      const at = new Date(this.startedAt + (tape.offsetMs[row] ?? 0) / this.options.speed).toISOString();
      for (const instrument of this.watched) {
        if (instrument.asset !== symbol) continue;
        const tick: Tick = { instrument, bid: tape.bid(row), ask: tape.ask(row), last: null, at };
        for (const listener of this.tickListeners) listener(tick);
      }
    }
  }
}
