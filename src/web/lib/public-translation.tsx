import { useCallback, useMemo, useState, type ReactNode } from "react";
import { loadCatalogues, type Namespace } from "@shared/i18n/catalogues";
import type { Language } from "@shared/i18n/languages";
import { translate, type Catalogues } from "@shared/i18n/translate";
import { TranslationProvider, rememberLanguage, showLanguage } from "@/lib/i18n";

/**
 * What every public page needs of a language: the frame and the landing page's hero. A page that shows more names it
 * (app/public-pages.ts: `PAGE_NAMESPACES`); a switch of language loads all of {@link SWITCH_NAMESPACES}.
 */
export const PUBLIC_NAMESPACES = ["site"] as const;
const SWITCH_NAMESPACES: readonly Namespace[] = ["site", "pages", "plans"];

export interface LoadedLanguage {
  language: Language;
  catalogues: Catalogues;
}

/**
 * Namespaces a part of a page loads once the page is interactive (`useNamespaces`), by language: kept for the whole
 * visit, and in the build for the next pass of the same page (the prerender waits for them, then draws).
 */
const later: Partial<Record<Language, Catalogues>> = {};
const arriving = new Map<string, Promise<void>>();

function loadLater(language: Language, loaded: Catalogues, namespaces: readonly Namespace[]): Promise<void> | null {
  const missing = namespaces.filter((namespace) => !loaded[namespace] && !later[language]?.[namespace]);
  if (missing.length === 0) return null;
  const key = `${language}/${missing.join()}`;
  let promise = arriving.get(key);
  if (!promise) {
    promise = loadCatalogues(language, missing).then((catalogues) => {
      later[language] = { ...later[language], ...catalogues };
    });
    arriving.set(key, promise);
  }
  return promise;
}

/** A language's public catalogues, and `more` of its namespaces, loaded. */
export async function loadPublicLanguage(language: Language, more: readonly Namespace[] = []): Promise<LoadedLanguage> {
  return { language, catalogues: await loadCatalogues(language, [...new Set([...PUBLIC_NAMESPACES, ...more])]) };
}

/** Whether `loaded` has every namespace of `namespaces`. */
export const hasNamespaces = (loaded: LoadedLanguage, namespaces: readonly Namespace[]): boolean =>
  namespaces.every((namespace) => loaded.catalogues[namespace] !== undefined);

/**
 * The public pages' text (docs/decisions/0037-languages.md): the catalogues read with `translate`, not i18next, whose
 * code would not fit the landing page's first download. A switch loads the other language's catalogue, then shows it.
 */
export function PublicTranslation({
  initial,
  onShown,
  children,
}: {
  initial: LoadedLanguage;
  /** Called once a language the visitor chose is on screen (the public app moves to its address). */
  onShown?: (language: Language) => void;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(initial);
  // The app hands over more of the language as a page that shows more is visited: shown from then on.
  const [given, setGiven] = useState(initial);
  if (initial !== given) {
    setGiven(initial);
    if (initial.language === current.language) setCurrent(initial);
  }
  const setLanguage = useCallback(
    (language: Language) => {
      rememberLanguage(language);
      // The page on screen may show more than the switch's own (the terms' `legal`): those come along. What its parts
      // load later (`useNamespaces`) they ask for again in the new language.
      const shown = Object.keys(current.catalogues) as Namespace[];
      loadPublicLanguage(language, [...SWITCH_NAMESPACES, ...shown]).then(
        (loaded) => {
          showLanguage(language);
          setCurrent(loaded);
          onShown?.(language);
        },
        (error: unknown) => console.warn("The language could not load", error),
      );
    },
    [current, onShown],
  );
  const value = useMemo(
    () => ({
      language: current.language,
      t: (key: string, values?: Readonly<Record<string, string | number>>) =>
        translate(current.language, { ...current.catalogues, ...later[current.language] }, key, values),
      setLanguage,
      loadMore: (namespaces: readonly Namespace[]) => loadLater(current.language, current.catalogues, namespaces),
    }),
    [current, setLanguage],
  );
  return <TranslationProvider value={value}>{children}</TranslationProvider>;
}
