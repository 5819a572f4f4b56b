import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice } from "./format.js";
import { parseDecimal } from "./price-input.js";

describe("parseDecimal", () => {
  it("reads a decimal comma as a decimal point", () => {
    expect(parseDecimal("1,0850")).toBe(1.085);
    expect(parseDecimal(" 151,25 ")).toBe(151.25);
    expect(parseDecimal(",5")).toBe(0.5);
    expect(parseDecimal("2,")).toBe(2);
  });

  it("reads a decimal point and whole numbers as typed", () => {
    expect(parseDecimal("1.0850")).toBe(1.085);
    expect(parseDecimal("50")).toBe(50);
    expect(parseDecimal(".25")).toBe(0.25);
    expect(parseDecimal("-0.5")).toBe(-0.5);
  });

  it("drops commas that group thousands before a decimal point, as prices are shown", () => {
    expect(parseDecimal("2,345.10")).toBe(2345.1);
    expect(parseDecimal("1,234,567.5")).toBe(1234567.5);
  });

  it("gives undefined for an empty box", () => {
    expect(parseDecimal("")).toBeUndefined();
    expect(parseDecimal("   ")).toBeUndefined();
  });

  it("gives NaN for anything that is not a plain decimal number", () => {
    for (const text of ["abc", "1.2.3", "1,2,3", "1,23.4", "1e3", "0x10", "Infinity", "1 000", "1.5%", ",", ".", "+"]) {
      expect(parseDecimal(text), text).toBeNaN();
    }
  });

  it("reads back every price as the app shows it, and with its point written as a comma", () => {
    const instruments = [
      { assetClass: "forex", asset: "EUR/USD" },
      { assetClass: "forex", asset: "USD/JPY" },
      { assetClass: "commodities", asset: "XAU/USD" },
      { assetClass: "indices", asset: "SPX" },
      { assetClass: "crypto", asset: "BTC/USD" },
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...instruments),
        fc.double({ min: 0.0001, max: 1e6, noNaN: true }),
        (instrument, value) => {
          const shown = formatPrice(value, instrument);
          const plain = shown.replaceAll(",", "");
          expect(parseDecimal(shown)).toBe(Number(plain));
          expect(parseDecimal(plain.replace(".", ","))).toBe(Number(plain));
        },
      ),
    );
  });
});
