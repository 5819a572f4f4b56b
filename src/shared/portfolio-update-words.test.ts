import { describe, expect, it } from "vitest";
import arabic from "./i18n/catalogues/ar/portfolio.js";
import english from "./i18n/catalogues/en/portfolio.js";
import spanish from "./i18n/catalogues/es/portfolio.js";
import russian from "./i18n/catalogues/ru/portfolio.js";
import turkish from "./i18n/catalogues/tr/portfolio.js";
import type { Language } from "./i18n/languages.js";
import { translate, type Catalogue, type TranslateValues } from "./i18n/translate.js";
import { sayPortfolioUpdate, saySize, storedUpdateWords, type PortfolioUpdateWords } from "./portfolio-update-words.js";

const CATALOGUES: Partial<Record<Language, Catalogue>> = {
  en: english,
  es: spanish,
  ru: russian,
  tr: turkish,
  ar: arabic,
};

/** The update as a reader of `language` reads it, through the same catalogues the screens and the server read. */
function said(language: Language, words: PortfolioUpdateWords): string {
  const t = (key: string, values?: TranslateValues) =>
    translate(language, { portfolio: CATALOGUES[language] ?? {} }, key, values);
  return sayPortfolioUpdate(t, language, words);
}

const TP1: PortfolioUpdateWords = {
  key: "portfolio:update.followed",
  asset: "EUR/USD",
  headline: { key: "portfolio:update.headline.targetHit", values: { target: 1 } },
  money: 250,
  size: 0.25,
  sizeUnit: "lots",
};
const OPEN: PortfolioUpdateWords = {
  ...TP1,
  key: "portfolio:update.open",
  money: -42.5,
  size: 1,
};
const STOP_MOVED: PortfolioUpdateWords = {
  key: "portfolio:update.noMoney",
  asset: "XAU/USD",
  headline: { key: "portfolio:update.headline.stopBreakEven" },
  money: null,
  size: 2,
  sizeUnit: "lots",
};
const PART_CLOSED: PortfolioUpdateWords = {
  key: "portfolio:update.followed",
  asset: "AAPL",
  headline: { key: "portfolio:update.headline.partialClose", values: { share: 30 } },
  money: 1234.5,
  size: 33,
  sizeUnit: "shares",
};

describe("a portfolio update's words", () => {
  it("read in English as the update always has, money and size in en-US", () => {
    expect(said("en", TP1)).toBe("EUR/USD TP1 hit: +$250.00 on your 0.25 lots");
    expect(said("en", OPEN)).toBe("EUR/USD TP1 hit: -$42.50 open on your 1.00 lot");
    expect(said("en", STOP_MOVED)).toBe("XAU/USD stop moved to break-even on your 2.00 lots");
    expect(said("en", PART_CLOSED)).toBe("AAPL 30% closed: +$1,234.50 on your 33 shares");
    expect(said("en", { ...STOP_MOVED, headline: { key: "portfolio:update.headline.voided" } })).toBe(
      "XAU/USD voided on your 2.00 lots",
    );
  });

  it("read in the reader's language, money and size formatted as that language writes them", () => {
    expect(said("es", TP1)).toBe(
      "EUR/USD: TP1 alcanzado. +250,00\u00a0US$ en la parte cerrada de tu operación (0,25 lotes)",
    );
    expect(said("es", OPEN)).toBe(
      "EUR/USD: TP1 alcanzado. -42,50\u00a0US$ sin realizar en tu operación abierta (1,00 lote)",
    );
    expect(said("es", PART_CLOSED)).toBe(
      "AAPL: 30% cerrado. +1234,50\u00a0US$ en la parte cerrada de tu operación (33 acciones)",
    );
    expect(said("ru", STOP_MOVED)).toBe("XAU/USD: стоп перенесён в безубыток. Это касается вашей сделки (2,00 лота)");
    expect(said("tr", PART_CLOSED)).toBe("AAPL: %30 kapatıldı. İşleminizin kapanan kısmı (33 hisse): +$1.234,50");
  });

  it("keep the instrument, the target and the money left to right with Latin digits in Arabic", () => {
    expect(said("ar", TP1)).toBe(
      "\u2066EUR/USD\u2069: تحقق الهدف \u2066TP1\u2069. \u2066+\u200f250.00\u00a0US$\u2069 على الجزء المغلق من صفقتك (0.25 لوت)",
    );
  });

  it("word a size in its unit's plural form, and a unit the catalogue lacks as named", () => {
    const t = (key: string, values?: TranslateValues) => translate("en", { portfolio: english }, key, values);
    expect(saySize(t, "en", 1, "shares")).toBe("1 share");
    expect(saySize(t, "en", 0.06666, "units")).toBe("0.06666 units");
    expect(saySize(t, "en", 2.5, "USD per point")).toBe("2.50 USD per point");
    expect(saySize(t, "en", 3, "contracts")).toBe("3.00 contracts");
  });

  it("are read back as stored, and nothing else is taken for them", () => {
    for (const words of [TP1, OPEN, STOP_MOVED, PART_CLOSED]) {
      expect(storedUpdateWords(JSON.stringify(words))).toEqual(words);
    }
    expect(storedUpdateWords(null)).toBeNull();
    expect(storedUpdateWords("{not json")).toBeNull();
    expect(storedUpdateWords(JSON.stringify({ ...TP1, key: "positions:tradeEvent.targetHit" }))).toBeNull();
    expect(storedUpdateWords(JSON.stringify({ ...TP1, headline: { key: "portfolio:update.followed" } }))).toBeNull();
    expect(storedUpdateWords(JSON.stringify({ ...TP1, money: "+$250.00" }))).toBeNull();
    expect(storedUpdateWords(JSON.stringify({ ...TP1, sizeUnit: "barrels" }))).toBeNull();
  });
});
