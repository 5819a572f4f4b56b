import i18next, { type Resource } from "i18next";
import { describe, expect, it } from "vitest";
import { NAMESPACES, loadCatalogues } from "./catalogues.js";
import { LANGUAGES, type Language } from "./languages.js";
import { translate, type Catalogue, type Catalogues } from "./translate.js";

const loaded = new Map<Language, Catalogues>();
for (const language of LANGUAGES) loaded.set(language, await loadCatalogues(language, NAMESPACES));
const cataloguesOf = (language: Language): Catalogues => loaded.get(language) ?? {};

const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, cataloguesOf(language)])) as Resource,
  lng: "en",
  fallbackLng: false,
  ns: NAMESPACES,
  interpolation: { escapeValue: false },
});

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** Every key the code may ask for, a plural one once (without its form), and whether it is plural. */
function keysOf(catalogue: Catalogue, prefix: string): [string, boolean][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, boolean][] =>
    typeof value === "string"
      ? [[`${prefix}${key.replace(PLURAL_FORM, "")}`, PLURAL_FORM.test(key)]]
      : keysOf(value, `${prefix}${key}.`),
  );
}
const KEYS = new Map(
  LANGUAGES.flatMap((language) =>
    NAMESPACES.flatMap((namespace) => keysOf(cataloguesOf(language)[namespace] ?? {}, `${namespace}:`)),
  ).filter(([, plural]) => plural),
);
for (const [key] of NAMESPACES.flatMap((namespace) => keysOf(cataloguesOf("en")[namespace] ?? {}, `${namespace}:`))) {
  if (!KEYS.has(key)) KEYS.set(key, false);
}
const COUNTS = [0, 1, 2, 3, 5, 7, 11, 21, 22, 30, 100, 101, 1.5, 1_000_000];

describe("translate, the public pages' reader of the catalogues", () => {
  it.each(LANGUAGES)("gives every %s text exactly as i18next does, whatever the count", (language) => {
    const t = i18n.getFixedT(language);
    const differences: string[] = [];
    for (const [key, plural] of KEYS) {
      // A text with no plural forms in any language reads the same whatever the count: one count checks it.
      for (const count of plural ? COUNTS : COUNTS.slice(0, 2)) {
        const values = { count, appName: "Acme & Co", price: "$49" };
        const ours = translate(language, cataloguesOf(language), key, values);
        const theirs = t(key, values);
        if (ours !== theirs) differences.push(`${key} (${count}): ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
      }
    }
    expect(differences).toEqual([]);
    expect(KEYS.size).toBeGreaterThan(1000);
  });

  it("picks each language's own plural form", () => {
    const plural: Catalogue = {
      days_zero: "{{count}} z",
      days_one: "{{count}} one",
      days_two: "{{count}} two",
      days_few: "{{count}} few",
      days_many: "{{count}} many",
      days_other: "{{count}} other",
    };
    const t = (language: Language, count: number) => translate(language, { x: plural }, "x:days", { count });
    expect([1, 2, 5, 21, 1.5].map((count) => t("ru", count))).toEqual([
      "1 one",
      "2 few",
      "5 many",
      "21 one",
      "1.5 other",
    ]);
    expect([0, 2, 3, 11, 100].map((count) => t("ar", count))).toEqual([
      "0 z",
      "2 two",
      "3 few",
      "11 many",
      "100 other",
    ]);
    expect([1, 2].map((count) => t("id", count))).toEqual(["1 other", "2 other"]);
    // A language whose rules name a form the text lacks falls back to its "other" form.
    expect(translate("es", { x: { days_one: "a", days_other: "{{count}} días" } }, "x:days", { count: 1e6 })).toBe(
      "1000000 días",
    );
  });

  it("fills every placeholder, keeps one it was not given, and answers the key for a text no catalogue has", () => {
    const catalogues = { site: { a: { b: "{{name}} and {{ name }}, not {{other}}" } } };
    expect(translate("en", catalogues, "site:a.b", { name: "Ana" })).toBe("Ana and Ana, not {{other}}");
    expect(translate("en", catalogues, "site:a.missing")).toBe("site:a.missing");
    expect(translate("en", catalogues, "site:a")).toBe("site:a");
    expect(translate("en", catalogues, "app:a.b")).toBe("app:a.b");
  });
});
