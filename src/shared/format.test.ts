import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Instrument,
  formatAxisPercent,
  formatCalendarDay,
  formatHoldingTime,
  formatMonth,
  formatPercent,
  formatPipDistance,
  formatPips,
  formatPnl,
  formatPrice,
  formatPriceTo,
  formatR,
  priceDecimals,
  formatUtcDate,
  formatUtcDateTime,
  formatMemberTime,
} from "./format.js";

const forex = (asset: string): Instrument => ({ assetClass: "forex", asset });
const commodity = (asset: string): Instrument => ({ assetClass: "commodities", asset });
const crypto: Instrument = { assetClass: "crypto", asset: "PEPE/USD" };

describe("prices", () => {
  it("shows forex with 5 decimals, trailing zeros kept, and JPY pairs with 3", () => {
    expect(formatPrice(1.085, forex("EUR/USD"))).toBe("1.08500");
    expect(formatPrice(1.0724, forex("EURUSD"))).toBe("1.07240");
    expect(formatPrice(1.123456, forex("GBP/USD"))).toBe("1.12346");
    expect(formatPrice(151.25, forex("USD/JPY"))).toBe("151.250");
    expect(formatPrice(162.1, forex("eurjpy"))).toBe("162.100");
  });

  it("shows stocks, indices and gold with 2 decimals, silver with 3", () => {
    expect(formatPrice(189.5, { assetClass: "stocks", asset: "AAPL" })).toBe("189.50");
    expect(formatPrice(5123.456, { assetClass: "indices", asset: "SPX" })).toBe("5,123.46");
    expect(formatPrice(2350.5, commodity("XAU/USD"))).toBe("2,350.50");
    expect(formatPrice(2350.5, commodity("GOLD"))).toBe("2,350.50");
    expect(formatPrice(28.4, commodity("XAG/USD"))).toBe("28.400");
    expect(formatPrice(28.4, commodity("Silver"))).toBe("28.400");
    expect(formatPrice(78.2, commodity("WTI"))).toBe("78.20");
  });

  it("shows crypto from 1 upwards with 2 decimals and small prices in significant digits", () => {
    expect(formatPrice(65000, { assetClass: "crypto", asset: "BTC/USD" })).toBe("65,000.00");
    expect(formatPrice(0.00001234, crypto)).toBe("0.00001234");
    expect(formatPrice(0.0000123, crypto)).toBe("0.00001230");
    expect(formatPrice(0.5234, crypto)).toBe("0.5234");
    expect(formatPrice(0.1, crypto)).toBe("0.1000");
    expect(formatPrice(0, crypto)).toBe("0.00");
    expect(formatPrice(1, crypto)).toBe("1.00");
    expect(formatPrice(-1, crypto)).toBe("-1.00");
  });

  it("never collapses a small crypto price: four significant digits survive", () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 0.999, noNaN: true }), (value) => {
        const shown = formatPrice(value, crypto);
        expect(shown).toMatch(/^0\.\d+$/);
        const digits = shown.replace(/^0\.0*/, "");
        // Rounding up may carry into one more leading digit (0.09999 → 0.10000), never fewer than four.
        expect(digits.length).toBeGreaterThanOrEqual(4);
        expect(Math.abs(Number(shown) - value) / value).toBeLessThan(1e-3);
      }),
    );
  });

  it("keeps every price within half its last shown digit", () => {
    const instrument = fc.record({
      assetClass: fc.constantFrom("forex", "commodities", "crypto", "indices", "stocks" as const),
      asset: fc.constantFrom("EUR/USD", "USD/JPY", "XAU/USD", "XAG/USD", "BTC", "SPX", "AAPL"),
    });
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), instrument, (value, on) => {
        const shown = formatPrice(value, on);
        const decimals = priceDecimals(value, on);
        expect(shown.split(".")[1]).toHaveLength(decimals);
        expect(Math.abs(Number(shown.replaceAll(",", "")) - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
      }),
    );
  });

  it("writes a price exactly as Intl's en-US format does, at its precision or rounded to it", () => {
    const intl = (value: number, on: Instrument) => {
      const decimals = priceDecimals(value, on);
      return new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    };
    const instrument = fc.record({
      assetClass: fc.constantFrom("forex", "commodities", "crypto", "indices", "stocks" as const),
      asset: fc.constantFrom("EUR/USD", "USD/JPY", "XAG/USD", "BTC", "AAPL"),
    });
    // Prices as people type them (at most 6 decimals), and any double a price could be.
    const typed = fc
      .tuple(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), fc.integer({ min: 0, max: 6 }))
      .map(([digits, decimals]) => digits / 10 ** decimals);
    const anyDouble = fc
      .double({ noNaN: true, noDefaultInfinity: true, min: -1e18, max: 1e18 })
      .filter((price) => price === 0 || Math.abs(price) >= 1e-12);
    const value = fc.oneof(typed, anyDouble);
    fc.assert(
      fc.property(value, instrument, (price, on) => {
        expect(formatPrice(price, on)).toBe(intl(price, on).format(price));
      }),
      { numRuns: 2000 },
    );
    const gold = commodity("XAU/USD");
    for (const edge of [-0, 1.005, 999.995, -1234.5, 1234567.25, 1e15, 1e21, Infinity, -Infinity]) {
      expect(formatPrice(edge, gold), String(edge)).toBe(intl(edge, gold).format(edge));
    }
    expect(formatPrice(-0, gold)).toBe("-0.00");
    expect(formatPrice(1234567.25, gold)).toBe("1,234,567.25");
  });

  it("shows — for a price never given", () => {
    expect(formatPrice(null, forex("EUR/USD"))).toBe("—");
    expect(formatPrice(undefined, crypto)).toBe("—");
  });
});

describe("P&L and percentages", () => {
  it("shows P&L with two decimals and a sign", () => {
    expect(formatPnl(1.255)).toBe("+1.26%");
    expect(formatPnl(-0.5)).toBe("-0.50%");
    expect(formatPnl(0)).toBe("0.00%");
    expect(formatPnl(undefined)).toBe("—");
    expect(formatPercent(2.5)).toBe("2.50%");
    expect(formatPercent(null)).toBe("—");
  });
});

describe("trade results", () => {
  it("shows R with a sign and one or two decimals, pips with one", () => {
    expect(formatR(1.8)).toBe("+1.8R");
    expect(formatR(-1)).toBe("-1.0R");
    expect(formatR(1.25)).toBe("+1.25R");
    expect(formatR(0)).toBe("0.0R");
    expect(formatR(null)).toBe("—");
    expect(formatPips(59)).toBe("+59.0 pips");
    expect(formatPipDistance(50)).toBe("50.0 pips");
    expect(formatPipDistance(12.345)).toBe("12.3 pips");
    expect(formatPips(-12.34)).toBe("-12.3 pips");
    expect(formatPips(1234.5)).toBe("+1,234.5 pips");
    expect(formatPips(undefined)).toBe("—");
  });
});

describe("analytics figures", () => {
  it("names a month long for tables and short for an axis", () => {
    expect(formatMonth("2026-11")).toBe("Nov 2026");
    expect(formatMonth("2026-01", true)).toBe("Jan '26");
    expect(formatMonth("2031-12", true)).toBe("Dec '31");
  });

  it("writes axis percents short, signed except at zero", () => {
    expect(formatAxisPercent(12.5)).toBe("+12.5%");
    expect(formatAxisPercent(-3)).toBe("-3%");
    expect(formatAxisPercent(0)).toBe("0%");
    expect(formatAxisPercent(-0.25)).toBe("-0.25%");
    expect(formatAxisPercent(1.254)).toBe("+1.25%");
  });

  it("writes holding times short, in the steps of a wait, and a dash without one", () => {
    expect(formatHoldingTime(59_999)).toBe("< 1 min");
    expect(formatHoldingTime(60_000)).toBe("1 min");
    expect(formatHoldingTime(45 * 60_000)).toBe("45 min");
    expect(formatHoldingTime(185 * 60_000)).toBe("3 h 05 min");
    expect(formatHoldingTime(52 * 3_600_000)).toBe("2 days 4 h");
    expect(formatHoldingTime(null)).toBe("—");
  });
});

describe("formatCalendarDay", () => {
  it("writes a calendar day as Intl's en-US long date does, the same wherever it is read", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    const day = fc
      .date({ min: new Date("0100-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
      .map((at) => at.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (iso) => {
        expect(formatCalendarDay(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
      }),
      { numRuns: 2000 },
    );
    expect(formatCalendarDay("2026-03-14")).toBe("March 14, 2026");
    expect(formatCalendarDay("2028-02-29")).toBe("February 29, 2028");
    expect(formatCalendarDay("2026-12-31")).toBe("December 31, 2026");
  });

  it("refuses what is not a real day", () => {
    for (const notADay of ["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-3-14", "14/03/2026", ""]) {
      expect(() => formatCalendarDay(notADay), notADay).toThrow(new RangeError(`Not a calendar day: ${notADay}`));
    }
  });
});

describe("dates in a member's language", () => {
  const at = "2026-11-21T12:00:00.000Z";

  it("writes English exactly as the screens do, and other languages in their own words with Latin digits", () => {
    expect(formatUtcDateTime(at, "en")).toBe(formatUtcDateTime(at));
    expect(formatMemberTime(at, "Asia/Tokyo", "en")).toBe(formatMemberTime(at, "Asia/Tokyo"));
    expect(formatCalendarDay("2026-11-21", "en")).toBe("November 21, 2026");
    expect(formatUtcDate(at, "es")).toBe("21 nov 2026");
    expect(formatCalendarDay("2026-11-21", "pt-BR")).toBe("21 de novembro de 2026");
    expect(formatMemberTime(at, "Asia/Tokyo", "ru")).toBe("21 нояб. 2026 г., 21:00 GMT+9");
    for (const text of [formatUtcDateTime(at, "ar"), formatCalendarDay("2026-11-21", "ar")]) {
      expect(text).toContain("2026");
      expect(text).not.toMatch(/[٠-٩]/);
    }
  });

  it("refuses a calendar day that is not one, in any language", () => {
    expect(() => formatCalendarDay("2026-02-30", "tr")).toThrow(RangeError);
  });
});

describe("in the member's language", () => {
  const gold = commodity("XAU/USD");
  const nbsp = "\u00a0";

  it("writes prices with the language's separators and Latin digits, Arabic included", () => {
    expect(formatPrice(2350.5, gold, "es")).toBe("2350,50");
    expect(formatPrice(12350.5, gold, "es")).toBe("12.350,50");
    expect(formatPrice(2350.5, gold, "pt-BR")).toBe("2.350,50");
    expect(formatPrice(2350.5, gold, "ru")).toBe(`2${nbsp}350,50`);
    expect(formatPrice(2350.5, gold, "tr")).toBe("2.350,50");
    expect(formatPrice(2350.5, gold, "id")).toBe("2.350,50");
    expect(formatPrice(2350.5, gold, "ar")).toBe("2,350.50");
    expect(formatPrice(1.085, forex("EUR/USD"), "es")).toBe("1,08500");
    expect(formatPrice(null, gold, "es")).toBe("—");
  });

  it("keeps each language's price at the instrument's precision", () => {
    for (const language of ["es", "pt-BR", "ru", "tr", "ar", "id"] as const) {
      expect(formatPrice(0.00001234, crypto, language), language).toMatch(/^0[.,]00001234$/);
      expect(formatPrice(151.25, forex("USD/JPY"), language), language).toMatch(/^151[.,]250$/);
    }
  });

  it("writes a price at a precision chosen before as its instrument's would be, in any language", () => {
    expect(formatPriceTo(1.085, 5)).toBe("1.08500");
    expect(formatPriceTo(2350.5, 2)).toBe(formatPrice(2350.5, gold));
    expect(formatPriceTo(1.0855555, 5)).toBe("1.08556");
    expect(formatPriceTo(1.085, 5, "es")).toBe("1,08500");
    expect(formatPriceTo(2350.5, 3, "ru")).toBe(`2${nbsp}350,500`);
    expect(formatPriceTo(2350.5, 2, "ar")).toBe("2,350.50");
  });

  it("places the percent sign as the language does", () => {
    expect(formatPnl(1.255, "es")).toBe(`+1,26${nbsp}%`);
    expect(formatPnl(-0.5, "tr")).toBe("-%0,50");
    expect(formatPnl(0, "pt-BR")).toBe("0,00%");
    expect(formatPnl(null, "ru")).toBe("—");
    expect(formatPercent(2.5, "id")).toBe("2,50%");
    expect(formatPercent(undefined, "id")).toBe("—");
    expect(formatPercent(2.5, "ar")).toMatch(/^\D*2\.50\D*%\D*$/);
    expect(formatAxisPercent(12.5, "tr")).toBe("+%12,5");
  });

  it("names dates and months in the language", () => {
    expect(formatCalendarDay("2026-11-21", "es")).toBe("21 de noviembre de 2026");
    expect(formatCalendarDay("2026-11-21", "ru")).toBe("21 ноября 2026 г.");
    expect(() => formatCalendarDay("2026-02-29", "es")).toThrow(RangeError);
    expect(formatMonth("2026-11", false, "id")).toBe("Nov 2026");
    expect(formatMonth("2026-11", true, "tr")).toBe("Kas 26");
    expect(formatMonth("2026-11", false, "ar")).toBe("نوفمبر 2026");
  });

  it("writes R and pips with the language's decimal comma", () => {
    expect(formatR(1.8, "pt-BR")).toBe("+1,8R");
    expect(formatPips(59, "ru")).toBe("+59,0 pips");
    expect(formatPipDistance(50, "es")).toBe("50,0 pips");
  });
});

describe("percentages in another language", () => {
  it("round as written, not as the double a division by 100 would leave", () => {
    expect(formatPnl(1.005, "es")).toBe("+1,01\u00a0%");
    expect(formatPercent(1e-7, "pt-BR")).toBe("0,00%");
    expect(formatPercent(2e21, "id")).toBe("2.000.000.000.000.000.000.000,00%");
    expect(formatPnl(Infinity, "pt-BR")).toBe("+∞%");
  });
});
