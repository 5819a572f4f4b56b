import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "./languages.js";

/*
 * How a visitor's language is chosen (docs/product.md#languages): the server, for the prerendered page it sends; the
 * member app, for a page it draws before the member's stored choice is known.
 */

/** The language a browser's tag ("es-MX", "pt", "in") stands for, if SignalDesk speaks it. */
export function languageOfTag(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split("-")[0];
  // Any Portuguese reads the Brazilian text; "in" is Indonesian's older code, still sent by some Android browsers.
  if (primary === "pt") return "pt-BR";
  if (primary === "in") return "id";
  return LANGUAGES.find((language) => language === primary);
}

/**
 * The visitor's language from the browser's Accept-Language header: the most preferred tag SignalDesk speaks (a tag
 * with q=0, or a weight that is not a number, is refused), else English.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((param) => /^\s*q\s*=(.*)$/i.exec(param)?.[1]).find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q.trim() || Number.NaN);
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** A visitor's language: their choice in the switcher (the cookie) when there is one, else their browser's. */
export function visitorLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return isLanguage(cookie) ? cookie : languageFromAcceptLanguage(acceptLanguage);
}
