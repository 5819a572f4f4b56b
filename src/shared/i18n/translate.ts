import type { Language } from "./languages.js";

/*
 * The catalogues' format is i18next's (JSON v4): nested keys, `{{name}}` placeholders, and plural forms as `_one`,
 * `_few`, `_many`, `_other`… suffixes chosen by the language's plural rules. The member app and the server read them
 * with i18next; the public pages' first download cannot carry it (docs/decisions/0037-languages.md), so they read the
 * same catalogues with `translate` below, which does only what the catalogues use. translate.test.ts holds both to
 * the same text for every key in every language.
 */

/** One namespace of one language: texts by key, nested by area. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** The namespaces loaded, by name. */
export type Catalogues = Readonly<Partial<Record<string, Catalogue>>>;

/** What fills a text's placeholders; `count` also chooses its plural form. */
export type TranslateValues = Readonly<Record<string, string | number>>;

const lookup = (catalogue: Catalogue | undefined, path: string): string | undefined => {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
};

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/**
 * The text at `key` ("namespace:area.name") in `language`'s catalogues, its placeholders filled; the key itself when
 * the catalogue has no such text (as i18next answers).
 */
export function translate(
  language: Language,
  catalogues: Catalogues,
  key: string,
  values: TranslateValues = {},
): string {
  const colon = key.indexOf(":");
  const catalogue = catalogues[key.slice(0, colon)];
  const path = key.slice(colon + 1);
  const { count } = values;
  const text =
    (typeof count === "number"
      ? (lookup(catalogue, `${path}_${pluralForm(language, count)}`) ?? lookup(catalogue, `${path}_other`))
      : undefined) ?? lookup(catalogue, path);
  if (text === undefined) return key;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}
