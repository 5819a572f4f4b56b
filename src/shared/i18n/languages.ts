/*
 * The languages SignalDesk speaks (docs/product.md#languages, docs/decisions/0037-languages.md), shared by the server
 * and the browser. How a visitor's is chosen is in language-choice.ts, apart: the public pages' first download needs
 * only this list.
 */

export const LANGUAGES = ["en", "es", "pt-BR", "ru", "tr", "ar", "id"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of the prerendered pages' first build, and of anything not translated yet. */
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language in its own words, as the switcher lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  ru: "Русский",
  tr: "Türkçe",
  ar: "العربية",
  id: "Bahasa Indonesia",
};

/** The cookie that keeps a visitor's choice from the switcher, so the server sends the next page in it. */
export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Arabic is written right to left; the page's `dir` follows. */
export function textDirection(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}
