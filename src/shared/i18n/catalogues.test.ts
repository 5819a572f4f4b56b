import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES, loadCatalogue, type Namespace } from "./catalogues.js";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages.js";
import type { Catalogue } from "./translate.js";

/*
 * The catalogues are whole and in step (docs/decisions/0037-languages.md): every language has every text English
 * has, in each plural form its own rules need; no text is left that the code never asks for, nor asked for that no
 * catalogue has; and a text's placeholders are the same in every language.
 */

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by its dotted path. */
function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`;
    if (typeof value === "string") texts.set(path, value);
    else for (const [inner, text] of flatten(value, `${path}.`)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map(([, name]) => name ?? "").sort();

const catalogues = new Map<string, Map<string, string>>();
for (const language of LANGUAGES) {
  for (const namespace of NAMESPACES) {
    catalogues.set(`${language}/${namespace}`, flatten(await loadCatalogue(language, namespace)));
  }
}
const textsOf = (language: Language, namespace: Namespace) => catalogues.get(`${language}/${namespace}`) ?? new Map();

/** English's keys as the code names them: a plural text once, without its form. */
function baseKeys(namespace: Namespace): Map<string, { plural: boolean; placeholders: string[] }> {
  const keys = new Map<string, { plural: boolean; placeholders: string[] }>();
  for (const [path, text] of textsOf(DEFAULT_LANGUAGE, namespace)) {
    const plural = PLURAL_SUFFIX.test(path);
    keys.set(path.replace(PLURAL_SUFFIX, ""), { plural, placeholders: placeholders(text) });
  }
  return keys;
}

/** The texts each language must have for English's key: the key, or one per plural form of its language. */
function expectedPaths(language: Language, key: string, plural: boolean): string[] {
  if (!plural) return [key];
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories.map((form) => `${key}_${form}`);
}

describe.each(LANGUAGES)("the %s catalogues", (language) => {
  it.each(NAMESPACES)("have every %s text English has, in each plural form, and nothing else", (namespace) => {
    const texts = textsOf(language, namespace);
    const wanted = [...baseKeys(namespace)].flatMap(([key, { plural }]) => expectedPaths(language, key, plural));
    expect([...texts.keys()].sort()).toEqual(wanted.sort());
    for (const [path, text] of texts) expect(text.trim(), `${language} ${namespace}:${path}`).not.toBe("");
  });

  it.each(NAMESPACES)("fill the same placeholders as English in every %s text", (namespace) => {
    for (const [key, { plural, placeholders: english }] of baseKeys(namespace)) {
      for (const path of expectedPaths(language, key, plural)) {
        const text = textsOf(language, namespace).get(path);
        if (text !== undefined) expect(placeholders(text), `${language} ${namespace}:${path}`).toEqual(english);
      }
    }
  });
});

describe("English's plural texts", () => {
  it("name the same placeholders in each form", () => {
    for (const namespace of NAMESPACES) {
      const forms = new Map<string, string[][]>();
      for (const [path, text] of textsOf(DEFAULT_LANGUAGE, namespace)) {
        if (!PLURAL_SUFFIX.test(path)) continue;
        const key = path.replace(PLURAL_SUFFIX, "");
        forms.set(key, [...(forms.get(key) ?? []), placeholders(text)]);
      }
      for (const [key, each] of forms) {
        expect(new Set(each.map((names) => names.join())).size, `${namespace}:${key}`).toBe(1);
        expect(each[0], `${namespace}:${key} chooses its form by {{count}}`).toContain("count");
      }
    }
  });
});

// The code names a text by its whole key ("site:header.login") in a string, so that a search finds every use.
const ROOT = join(import.meta.dirname, "../..");
const CATALOGUES_DIR = join(import.meta.dirname, "catalogues");
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === CATALOGUES_DIR ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const sources = ["web", "shared", "server"].flatMap((dir) => sourceFiles(join(ROOT, dir)));
const KEY_IN_CODE = new RegExp(`["'\`]((?:${NAMESPACES.join("|")}):[\\w.]+)["'\`]`, "g");
const keysInCode = new Map<string, string>();
for (const file of sources) {
  for (const [, key] of readFileSync(file, "utf8").matchAll(KEY_IN_CODE)) {
    if (key) keysInCode.set(key, relative(ROOT, file));
  }
}

describe("the catalogues and the code", () => {
  it("ask only for texts English has", () => {
    const known = new Set(
      NAMESPACES.flatMap((namespace) => [...baseKeys(namespace).keys()].map((key) => `${namespace}:${key}`)),
    );
    const unknown = [...keysInCode].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(unknown).toEqual([]);
  });

  it("keep no text the code never asks for", () => {
    const unused = NAMESPACES.flatMap((namespace) =>
      [...baseKeys(namespace).keys()].map((key) => `${namespace}:${key}`).filter((key) => !keysInCode.has(key)),
    );
    expect(unused).toEqual([]);
  });

  it("are found in the code the way the check reads it", () => {
    // The check itself: it sees keys where the frame uses them, so an empty scan cannot pass for a clean one.
    expect(keysInCode.has("site:header.login")).toBe(true);
    expect(keysInCode.has("app:language.saveFailed")).toBe(true);
    expect(keysInCode.size).toBeGreaterThan(40);
  });
});
