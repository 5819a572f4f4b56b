import { describe, expect, it } from "vitest";
import { VOID_COUNTS, voidedPriceWords } from "./void-marks.js";

const EURUSD = { asset: "EUR/USD", assetClass: "forex" as const };

describe("the words for the price a void counts at", () => {
  it("names the open share, its price and where that price came from", () => {
    const open = (mark: "market" | "stop" | "favour" | "entry", price: number) => ({
      exitPrice: price,
      voidedOpen: { share: 60, price, mark },
    });
    expect(voidedPriceWords(EURUSD, open("market", 1.095))).toBe(
      "The open 60% counts at 1.09500, the price when it was voided.",
    );
    expect(voidedPriceWords(EURUSD, open("stop", 1.09))).toBe(
      "The open 60% counts at 1.09000, the stop when it was voided, as no price was recorded.",
    );
    expect(voidedPriceWords(EURUSD, open("favour", 1.1))).toBe(
      "The open 60% counts at 1.10000, the entry: a void earns nothing.",
    );
    expect(voidedPriceWords(EURUSD, open("entry", 1.1))).toBe(
      "The open 60% counts at 1.10000, the entry, as no price or stop was recorded.",
    );
  });

  it("says a trade closed before its void counts at its exit", () => {
    expect(voidedPriceWords(EURUSD, { exitPrice: 1.08, voidedOpen: null })).toBe(
      "It was closed before it was voided: it counts at its exit, 1.08000.",
    );
  });
});

describe("the words a voided signal shows", () => {
  it("says a void still counts, then at which price", () => {
    expect(`${VOID_COUNTS} ${voidedPriceWords(EURUSD, { exitPrice: 1.08, voidedOpen: null })}`).toBe(
      "Voided, it still counts in the track record, as it stood then. " +
        "It was closed before it was voided: it counts at its exit, 1.08000.",
    );
  });
});
