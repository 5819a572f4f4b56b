import { describe, expect, it } from "vitest";
import spanish from "./i18n/catalogues/es/positions.js";
import arabic from "./i18n/catalogues/ar/positions.js";
import type { Language } from "./i18n/languages.js";
import { translate, type Catalogue } from "./i18n/translate.js";
import { sayTradeEvent, sayTradeNumber, type TradeEventWords } from "./trade-event-words.js";

const HIT: TradeEventWords = {
  key: "positions:tradeEvent.targetHit",
  values: {
    asset: "EUR/USD",
    target: 1,
    price: { kind: "price", value: 1.085, decimals: 5 },
    move: { kind: "pnl", value: 0.59 },
    share: 50,
  },
};
/** Words stored before their numbers were typed: the numbers as English text. */
const STORED_BEFORE: TradeEventWords = {
  key: "positions:tradeEvent.targetHit",
  values: { asset: "EUR/USD", target: 1, price: "1.08500", move: "+0.59%", share: 50 },
};
const OPENED: TradeEventWords = {
  key: "positions:tradeEvent.opened",
  values: { asset: "EUR/USD", price: "1.07860" },
  texts: { direction: "positions:badge.long" },
};

/** A reader's `t` that shows what it was asked for. */
const shown = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : `<${key}>`;

const inLanguage =
  (language: Language, catalogue: Catalogue) => (key: string, values?: Record<string, string | number>) =>
    translate(language, { positions: catalogue }, key, values);

const NBSP = "\u00a0";
const LRM = "\u200e";
/** Digits other than Latin ones (Arabic-Indic, Eastern Arabic-Indic): never in a price. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

describe("a trade event's words", () => {
  it("are worded with the reader's translator, a text of the catalogue filling its own placeholder", () => {
    expect(sayTradeEvent(shown, "en", STORED_BEFORE)).toBe(
      `positions:tradeEvent.targetHit ${JSON.stringify(STORED_BEFORE.values)}`,
    );
    expect(sayTradeEvent(shown, "en", OPENED)).toBe(
      `positions:tradeEvent.opened ${JSON.stringify({ ...OPENED.values, direction: "<positions:badge.long>" })}`,
    );
  });

  it("write their numbers in the reader's language, and leave the rest as they are", () => {
    expect(sayTradeEvent(shown, "en", HIT)).toBe(
      `positions:tradeEvent.targetHit ${JSON.stringify({ asset: "EUR/USD", target: 1, price: "1.08500", move: "+0.59%", share: 50 })}`,
    );
    expect(sayTradeEvent(shown, "es", HIT)).toBe(
      `positions:tradeEvent.targetHit ${JSON.stringify({ asset: "EUR/USD", target: 1, price: "1,08500", move: `+0,59${NBSP}%`, share: 50 })}`,
    );
  });

  it("say words stored before their numbers were typed as they were written, in every language", () => {
    expect(sayTradeEvent(inLanguage("es", spanish), "es", STORED_BEFORE)).toBe(
      "EUR/USD: TP1 alcanzado en 1.08500 (+0.59%, 50% cerrado)",
    );
    expect(sayTradeEvent(shown, "ar", STORED_BEFORE)).toBe(sayTradeEvent(shown, "en", STORED_BEFORE));
  });

  it("read in Spanish with a decimal comma, and in Arabic with Latin digits isolated left to right", () => {
    expect(sayTradeEvent(inLanguage("es", spanish), "es", HIT)).toBe(
      `EUR/USD: TP1 alcanzado en 1,08500 (+0,59${NBSP}%, 50% cerrado)`,
    );
    const inArabic = sayTradeEvent(inLanguage("ar", arabic), "ar", HIT);
    expect(inArabic).toBe(
      `\u2066EUR/USD\u2069: تحقق الهدف \u2066TP1\u2069 عند \u20661.08500\u2069 (\u2066${LRM}+0.59${LRM}%${LRM}\u2069، أُغلق \u206650%\u2069)`,
    );
    expect(inArabic).not.toMatch(NON_LATIN_DIGITS);
  });
});

describe("a number of the words", () => {
  it("is a price at its instrument's precision, its trailing zeros kept, with the language's separators", () => {
    const eurusd = { kind: "price", value: 1.085, decimals: 5 } as const;
    expect(sayTradeNumber(eurusd, "en")).toBe("1.08500");
    expect(sayTradeNumber(eurusd, "es")).toBe("1,08500");
    expect(sayTradeNumber(eurusd, "ar")).toBe("1.08500");
    expect(sayTradeNumber({ kind: "price", value: 1.0855555, decimals: 5 }, "pt-BR")).toBe("1,08556");
    expect(sayTradeNumber({ kind: "price", value: 2350.5, decimals: 2 }, "en")).toBe("2,350.50");
    expect(sayTradeNumber({ kind: "price", value: 2350.5, decimals: 2 }, "pt-BR")).toBe("2.350,50");
    expect(sayTradeNumber({ kind: "price", value: 2350.5, decimals: 2 }, "ru")).toBe(`2${NBSP}350,50`);
    expect(sayTradeNumber({ kind: "price", value: 2350.5, decimals: 2 }, "ar")).toBe("2,350.50");
    expect(sayTradeNumber({ kind: "price", value: 0.00001234, decimals: 8 }, "id")).toBe("0,00001234");
  });

  it("is a move in percent with its sign, placed as the language places it", () => {
    expect(sayTradeNumber({ kind: "pnl", value: 0.59 }, "en")).toBe("+0.59%");
    expect(sayTradeNumber({ kind: "pnl", value: -0.68 }, "en")).toBe("-0.68%");
    expect(sayTradeNumber({ kind: "pnl", value: 0.59 }, "es")).toBe(`+0,59${NBSP}%`);
    expect(sayTradeNumber({ kind: "pnl", value: -0.68 }, "tr")).toBe("-%0,68");
    expect(sayTradeNumber({ kind: "pnl", value: 0.59 }, "ar")).toBe(`${LRM}+0.59${LRM}%${LRM}`);
  });

  it("is a trade's result in percent and, when it had an initial stop, in R", () => {
    expect(sayTradeNumber({ kind: "result", percent: 1.2, r: 1.8 }, "en")).toBe("+1.20%, +1.8R");
    expect(sayTradeNumber({ kind: "result", percent: -0.68, r: null }, "en")).toBe("-0.68%");
    expect(sayTradeNumber({ kind: "result", percent: 1.2, r: 1.8 }, "es")).toBe(`+1,20${NBSP}%, +1,8R`);
    expect(sayTradeNumber({ kind: "result", percent: -0.68, r: -1 }, "id")).toBe("-0,68%, -1,0R");
  });
});
