import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../config.js";
import { manualClock } from "../../../../../test/support/test-app.js";
import type { Tick } from "../price-source.js";
import { parseReplayCsv, ReplaySource } from "./replay-source.js";

const EURUSD = { asset: "EUR/USD", assetClass: "forex" } as const;

const FILE = `symbol,time,bid,ask
EUR/USD,2026-11-21T12:00:00Z,1.0800,1.0801
BTC/USDT,2026-11-21T12:00:01Z,90000,90010
EUR/USD,2026-11-21T12:00:02Z,1.0810,1.0811
EUR/USD,2026-11-21T12:00:04Z,1.0820,
`;

describe("replay source", () => {
  it("reads symbol,time,bid,ask with ISO times or seconds, and refuses a bad line with its number", () => {
    expect(parseReplayCsv(FILE).map((row) => row.offsetMs)).toEqual([0, 1000, 2000, 4000]);
    expect(parseReplayCsv("EUR/USD,0,1.1,1.2\nEUR/USD,1.5,1.1,")[1]).toEqual({
      symbol: "EUR/USD",
      offsetMs: 1500,
      bid: 1.1,
      ask: null,
    });
    expect(() => parseReplayCsv("EUR/USD,0,abc,1")).toThrow(/line 1/);
    expect(() => parseReplayCsv("EUR/USD,5,1,1\nEUR/USD,1,1,1")).toThrow(/time order/);
  });

  it("refuses a file it cannot play with one message naming the file, the line and the problem", () => {
    const dir = mkdtempSync(join(tmpdir(), "replay-"));
    try {
      const file = join(dir, "ticks.csv");
      writeFileSync(file, "symbol,time,bid,ask\nEUR/USD,0,1.08,1.0801\n# a comment\nEUR/USD,1,1.08,abc\n");
      const options = { clock: manualClock(new Date("2026-11-23T09:00:00Z")), speed: 1 };
      expect(() => ReplaySource.fromFile(file, options)).toThrow(
        new ConfigError(`Invalid PRICE_FEED replay file ${file}, line 4: "abc" is not a price`),
      );
      expect(() => ReplaySource.fromFile(join(dir, "missing.csv"), options)).toThrow(
        new ConfigError(`Invalid PRICE_FEED replay file ${join(dir, "missing.csv")}: cannot be read (ENOENT)`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("plays the watched instruments' ticks as the clock reaches them, dated on the clock, at its speed", async () => {
    const clock = manualClock(new Date("2026-11-23T09:00:00Z"));
    const source = new ReplaySource({ rows: parseReplayCsv(FILE), clock, speed: 2 });
    const ticks: Tick[] = [];
    source.onTick((tick) => ticks.push(tick));
    expect(source.covers(EURUSD)).toBe(true);
    expect(source.covers({ asset: "GBP/USD", assetClass: "forex" })).toBe(false);
    source.watch([EURUSD, { asset: "GBP/USD", assetClass: "forex" }]);
    await source.start();
    expect(ticks.map((tick) => tick.bid)).toEqual([1.08]);

    clock.advance(999);
    source.pump();
    expect(ticks).toHaveLength(1);
    clock.advance(1);
    source.pump();
    expect(ticks.at(-1)).toEqual({
      instrument: EURUSD,
      bid: 1.081,
      ask: 1.0811,
      last: null,
      at: "2026-11-23T09:00:01.000Z",
    });

    clock.advance(10_000);
    source.pump();
    expect(ticks.map((tick) => tick.bid)).toEqual([1.08, 1.081, 1.082]);
    expect(ticks.at(-1)?.ask).toBeNull();

    await source.stop();
    source.pump();
    expect(ticks).toHaveLength(3);
  });
});
