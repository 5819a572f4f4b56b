import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { loadCatalogues, type Namespace } from "@shared/i18n/catalogues";
import type { Language } from "@shared/i18n/languages";
import { translate } from "@shared/i18n/translate";
import { TranslationProvider, type Translation } from "@/lib/i18n";

/**
 * `language` with its `namespaces` loaded, read with `translate` (which translate.test.ts holds to the member app's
 * i18next text), as a provider gives it to the screens.
 */
export async function translationIn(language: Language, namespaces: readonly Namespace[]): Promise<Translation> {
  const catalogues = await loadCatalogues(language, namespaces);
  return {
    language,
    t: (key: string, values?: Record<string, string | number>) => translate(language, catalogues, key, values),
    setLanguage: () => undefined,
  };
}

/** A screen's part drawn to HTML as it reads in `language`: for a component's test, in Node, without a browser. */
export async function renderInLanguage(
  language: Language,
  namespaces: readonly Namespace[],
  element: ReactNode,
): Promise<string> {
  const value = await translationIn(language, namespaces);
  return renderToStaticMarkup(<TranslationProvider value={value}>{element}</TranslationProvider>);
}
