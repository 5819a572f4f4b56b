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
});
