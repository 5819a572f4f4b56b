import { describe, expect, it } from "vitest";
import { isMarketOpen } from "./market-hours.js";

const eurusd = { asset: "EUR/USD", assetClass: "forex" } as const;
const gold = { asset: "XAU/USD", assetClass: "commodities" } as const;
const btc = { asset: "BTC/USDT", assetClass: "crypto" } as const;
const aapl = { asset: "AAPL", assetClass: "stocks" } as const;
const at = (iso: string) => new Date(iso);

describe("market hours", () => {
  it("closes forex and metals from Friday 22:00 UTC to Sunday 22:00 UTC", () => {
    // 2026-11-27 is a Friday.
    expect(isMarketOpen(eurusd, at("2026-11-27T21:59:59Z"))).toBe(true);
    expect(isMarketOpen(eurusd, at("2026-11-27T22:00:00Z"))).toBe(false);
    expect(isMarketOpen(gold, at("2026-11-28T12:00:00Z"))).toBe(false);
    expect(isMarketOpen(gold, at("2026-11-29T21:59:00Z"))).toBe(false);
    expect(isMarketOpen(eurusd, at("2026-11-29T22:00:00Z"))).toBe(true);
    expect(isMarketOpen(eurusd, at("2026-11-25T03:00:00Z"))).toBe(true);
  });

  it("never closes crypto", () => {
    expect(isMarketOpen(btc, at("2026-11-28T12:00:00Z"))).toBe(true);
    expect(isMarketOpen(btc, at("2026-11-29T03:00:00Z"))).toBe(true);
  });

  it("opens stocks 09:30 to 16:00 New York time on weekdays, following daylight saving", () => {
    // Winter: New York is UTC-5.
    expect(isMarketOpen(aapl, at("2026-11-25T14:29:00Z"))).toBe(false);
    expect(isMarketOpen(aapl, at("2026-11-25T14:30:00Z"))).toBe(true);
    expect(isMarketOpen(aapl, at("2026-11-25T20:59:00Z"))).toBe(true);
    expect(isMarketOpen(aapl, at("2026-11-25T21:00:00Z"))).toBe(false);
    // Summer: UTC-4.
    expect(isMarketOpen(aapl, at("2026-07-15T13:30:00Z"))).toBe(true);
    expect(isMarketOpen(aapl, at("2026-07-15T20:00:00Z"))).toBe(false);
    expect(isMarketOpen(aapl, at("2026-11-28T15:00:00Z"))).toBe(false);
  });

  it("opens an index in its own exchange's session", () => {
    const dax = { asset: "GER40", assetClass: "indices" } as const;
    const spx = { asset: "SPX500", assetClass: "indices" } as const;
    // 08:30 UTC on a winter Wednesday: 09:30 in Frankfurt, 03:30 in New York.
    expect(isMarketOpen(dax, at("2026-11-25T08:30:00Z"))).toBe(true);
    expect(isMarketOpen(spx, at("2026-11-25T08:30:00Z"))).toBe(false);
    expect(isMarketOpen(dax, at("2026-11-28T10:00:00Z"))).toBe(false);
  });

  it("keeps each exchange's own hours: Frankfurt 09:00-17:30, London 08:00-16:30, Tokyo 09:00-15:00", () => {
    const dax = { asset: "DAX", assetClass: "indices" } as const;
    const ftse = { asset: "UK100", assetClass: "indices" } as const;
    const nikkei = { asset: "JP225", assetClass: "indices" } as const;
    // Winter Wednesday: Frankfurt is UTC+1, London UTC, Tokyo UTC+9.
    expect(isMarketOpen(dax, at("2026-11-25T07:59:00Z"))).toBe(false);
    expect(isMarketOpen(dax, at("2026-11-25T08:00:00Z"))).toBe(true);
    expect(isMarketOpen(dax, at("2026-11-25T16:29:00Z"))).toBe(true);
    expect(isMarketOpen(dax, at("2026-11-25T16:30:00Z"))).toBe(false);
    expect(isMarketOpen(ftse, at("2026-11-25T07:59:00Z"))).toBe(false);
    expect(isMarketOpen(ftse, at("2026-11-25T08:00:00Z"))).toBe(true);
    expect(isMarketOpen(ftse, at("2026-11-25T16:29:00Z"))).toBe(true);
    expect(isMarketOpen(ftse, at("2026-11-25T16:30:00Z"))).toBe(false);
    expect(isMarketOpen(nikkei, at("2026-11-24T23:59:00Z"))).toBe(false);
    expect(isMarketOpen(nikkei, at("2026-11-25T00:00:00Z"))).toBe(true);
    expect(isMarketOpen(nikkei, at("2026-11-25T05:59:00Z"))).toBe(true);
    expect(isMarketOpen(nikkei, at("2026-11-25T06:00:00Z"))).toBe(false);
  });

  it("opens on Monday and Friday in the exchange's zone, never on the weekend", () => {
    const spx = { asset: "US500", assetClass: "indices" } as const;
    // 2026-11-23 is a Monday, 2026-11-27 a Friday; 15:00 UTC is 10:00 in New York.
    expect(isMarketOpen(spx, at("2026-11-23T15:00:00Z"))).toBe(true);
    expect(isMarketOpen(spx, at("2026-11-27T15:00:00Z"))).toBe(true);
    expect(isMarketOpen(aapl, at("2026-11-23T15:00:00Z"))).toBe(true);
    expect(isMarketOpen(aapl, at("2026-11-27T15:00:00Z"))).toBe(true);
    expect(isMarketOpen(aapl, at("2026-11-29T15:00:00Z"))).toBe(false);
    // Monday 01:00 in Tokyo is still Sunday in UTC: the day is the exchange's.
    expect(isMarketOpen({ asset: "NIKKEI", assetClass: "indices" }, at("2026-11-23T01:00:00Z"))).toBe(true);
  });

  it("gives a stock named like a foreign index New York's session: only indices follow another exchange", () => {
    const stock = { asset: "DAX", assetClass: "stocks" } as const;
    expect(isMarketOpen(stock, at("2026-11-25T08:30:00Z"))).toBe(false);
    expect(isMarketOpen(stock, at("2026-11-25T15:00:00Z"))).toBe(true);
  });
});
