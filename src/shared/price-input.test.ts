import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice } from "./format.js";
import {
  ambiguousPrice,
  decimalSeparatorFor,
  decimalSeparatorOf,
  parseDecimal,
  priceInputProblem,
  priceInputText,
} from "./price-input.js";

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
    expect(parseDecimal("2,345.10", ",")).toBe(2345.1);
  });

  it("reads points grouping thousands before a decimal comma, as decimal-comma locales write", () => {
    expect(parseDecimal("2.345,10")).toBe(2345.1);
    expect(parseDecimal("1.234.567,5", ",")).toBe(1234567.5);
    expect(parseDecimal("-2.345,")).toBe(-2345);
  });

  it("reads several separators of one kind as grouping thousands", () => {
    expect(parseDecimal("1,234,567")).toBe(1234567);
    expect(parseDecimal("1.234.567", ",")).toBe(1234567);
    expect(parseDecimal("+12,345,678", ",")).toBe(12345678);
  });

  it("reads a separator that could be either as the admin's locale writes it", () => {
    expect(parseDecimal("3,250")).toBe(3250);
    expect(parseDecimal("3,250", ",")).toBe(3.25);
    expect(parseDecimal("3.250")).toBe(3.25);
    expect(parseDecimal("3.250", ",")).toBe(3250);
    expect(parseDecimal("-999,999")).toBe(-999999);
    expect(parseDecimal(" 12.500 ", ",")).toBe(12500);
    // A leading zero never groups, and four digits never make a group.
    expect(parseDecimal("0,250")).toBe(0.25);
    expect(parseDecimal("0.250", ",")).toBe(0.25);
    expect(parseDecimal("1,0850", ",")).toBe(1.085);
    expect(parseDecimal("1.0850", ",")).toBe(1.085);
    expect(parseDecimal("1234,567")).toBe(1234.567);
    expect(parseDecimal("1234.567", ",")).toBe(1234.567);
  });

  it("gives undefined for an empty box", () => {
    expect(parseDecimal("")).toBeUndefined();
    expect(parseDecimal("   ")).toBeUndefined();
  });

  it("gives NaN for anything that is not a plain decimal number", () => {
    const texts = ["abc", "1.2.3", "1,2,3", "1,23.4", "1e3", "0x10", "Infinity", "1 000", "1.5%", ",", ".", "+"];
    const mixed = ["1,234.5.6", "1.234,5,6", "12,34.5", "1234,567.8", "1.23,4", "a,b.c", ",1.5", "1,2345.6"];
    for (const text of [...texts, ...mixed, "1,2345,678", "12,34,567", "1.2345.678"]) {
      expect(parseDecimal(text), text).toBeNaN();
      expect(parseDecimal(text, ","), text).toBeNaN();
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
          expect(parseDecimal(plain)).toBe(Number(plain));
          expect(parseDecimal(plain.replace(".", ","), ",")).toBe(Number(plain));
          // Where it could be read either way, the price it stands for is never asked about.
          expect(ambiguousPrice(plain.replace(".", ","), ",", Number(plain))).toBeNull();
          expect(ambiguousPrice(plain, ".", Number(plain))).toBeNull();
        },
      ),
    );
  });
});

describe("decimalSeparatorOf", () => {
  it("names the decimal separator the admin's locale writes", () => {
    expect(decimalSeparatorOf("en-US")).toBe(".");
    expect(decimalSeparatorOf("de-DE")).toBe(",");
    expect(decimalSeparatorOf("fr")).toBe(",");
    expect(decimalSeparatorOf("ja-JP")).toBe(".");
    expect(decimalSeparatorOf(undefined)).toBe(".");
    expect(decimalSeparatorOf("not a locale!")).toBe(".");
  });
});

describe("ambiguousPrice", () => {
  it("asks what a separator that could be either means when there is nothing to judge it by", () => {
    expect(ambiguousPrice("3,250", ",")).toEqual({ text: "3,250", readings: [3.25, 3250] });
    expect(ambiguousPrice(" 3,250 ", ".", null)).toEqual({ text: "3,250", readings: [3250, 3.25] });
    expect(ambiguousPrice("3.250", ".", 0)).toEqual({ text: "3.250", readings: [3.25, 3250] });
    expect(ambiguousPrice("3.250", ".", Number.NaN)).toEqual({ text: "3.250", readings: [3.25, 3250] });
    expect(ambiguousPrice("3.250", ".", Number.POSITIVE_INFINITY)).toEqual({ text: "3.250", readings: [3.25, 3250] });
    expect(ambiguousPrice("-3.250", ".", -3)).toEqual({ text: "-3.250", readings: [-3.25, -3250] });
  });

  it("asks only when the other reading is nearer the market price or the entry", () => {
    expect(ambiguousPrice("3,250", ",", 3300)).toEqual({ text: "3,250", readings: [3.25, 3250] });
    expect(ambiguousPrice("3,250", ",", 3.3)).toBeNull();
    expect(ambiguousPrice("3,250", ".", 3300)).toBeNull();
    expect(ambiguousPrice("3,250", ".", 3.3)).toEqual({ text: "3,250", readings: [3250, 3.25] });
    // As near one way as the other (by ratio): the locale's reading stands.
    expect(ambiguousPrice("1,000", ",", Math.sqrt(1000))).toBeNull();
    expect(ambiguousPrice("1,000", ",", Math.sqrt(1000) * 1.0001)).not.toBeNull();
  });

  it("never asks about text that can be read one way only", () => {
    for (const text of ["1,0850", "0,250", "2,345.10", "1,234,567", "3250", "", "  ", "abc", "1,25", "12345,678"]) {
      expect(ambiguousPrice(text, ","), text).toBeNull();
      expect(ambiguousPrice(text, "."), text).toBeNull();
    }
  });
});

describe("a price box in the admin's language", () => {
  it("reads a decimal comma in the languages that write one, a point in English and Arabic", () => {
    for (const language of ["es", "pt-BR", "ru", "tr", "id"] as const) {
      expect(decimalSeparatorFor(language), language).toBe(",");
      expect(parseDecimal("1,2345", decimalSeparatorFor(language)), language).toBe(1.2345);
      // Three digits after the comma: decimals in these languages, never a thousands group.
      expect(parseDecimal("1,234", decimalSeparatorFor(language)), language).toBe(1.234);
      expect(parseDecimal("1.234", decimalSeparatorFor(language)), language).toBe(1234);
    }
    expect(decimalSeparatorFor("en")).toBe(".");
    expect(decimalSeparatorFor("ar")).toBe(".");
    expect(parseDecimal("1,234", decimalSeparatorFor("en"))).toBe(1234);
  });

  it("puts a price back with the language's separator, ungrouped, so it reads back as the same price", () => {
    expect(priceInputText(1.2345, ",")).toBe("1,2345");
    expect(priceInputText(2350.5, ",")).toBe("2350,5");
    expect(priceInputText(2350.5, ".")).toBe("2350.5");
    expect(priceInputText(1e-7, ",")).toBe("0,0000001");
    expect(priceInputText(1e-7, ".")).toBe("0.0000001");
    expect(priceInputText(-1.5e-9, ",")).toBe("-0,0000000015");
    expect(priceInputText(1.5e21, ".")).toBe("1500000000000000000000");
    expect(priceInputText(null, ",")).toBe("");
    expect(priceInputText(undefined, ".")).toBe("");
    expect(priceInputText(Number.NaN, ".")).toBe("");
    fc.assert(
      fc.property(
        fc.double({ min: 1e-9, max: 1e9, noNaN: true }),
        fc.constantFrom<"," | ".">(",", "."),
        (value, sep) => {
          expect(parseDecimal(priceInputText(value, sep), sep)).toBe(value);
        },
      ),
    );
  });

  it("says how to write a price it cannot read, and nothing about one it reads", () => {
    expect(priceInputProblem("1.234,5,6", ",")).toBe(
      '"1.234,5,6" mixes up its separators: write the decimals after one ",", with no other separator (1234,56)',
    );
    expect(priceInputProblem(" 1,2,3 ", ".")).toBe(
      '"1,2,3" mixes up its separators: write the decimals after one ".", with no other separator (1234.56)',
    );
    expect(priceInputProblem("12abc", ",")).toBeNull();
    expect(priceInputProblem("1,2345", ",")).toBeNull();
    expect(priceInputProblem("2.345,10", ",")).toBeNull();
    expect(priceInputProblem("", ",")).toBeNull();
  });
});
