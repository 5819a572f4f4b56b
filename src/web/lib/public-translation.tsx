import { useCallback, useMemo, useState, type ReactNode } from "react";
import { loadCatalogues } from "@shared/i18n/catalogues";
import type { Language } from "@shared/i18n/languages";
import { translate, type Catalogues } from "@shared/i18n/translate";
import { TranslationProvider, rememberLanguage, showLanguage } from "@/lib/i18n";

/**
 * What the public pages need of a language: the frame and the landing page's hero (`site`), and the pages' own text
 * below it (`pages`), which the landing page, the one page the first-load budget is tight for, shows anyway.
 */
export const PUBLIC_NAMESPACES = ["site", "pages"] as const;

export interface LoadedLanguage {
  language: Language;
  catalogues: Catalogues;
}

/** A language's public catalogues, loaded. */
export async function loadPublicLanguage(language: Language): Promise<LoadedLanguage> {
  return { language, catalogues: await loadCatalogues(language, PUBLIC_NAMESPACES) };
}

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
  const setLanguage = useCallback(
    (language: Language) => {
      rememberLanguage(language);
      loadPublicLanguage(language).then(
        (loaded) => {
          showLanguage(language);
          setCurrent(loaded);
          onShown?.(language);
        },
        (error: unknown) => console.warn("The language could not load", error),
      );
    },
    [onShown],
  );
  const value = useMemo(
    () => ({
      language: current.language,
      t: (key: string, values?: Readonly<Record<string, string | number>>) =>
        translate(current.language, current.catalogues, key, values),
      setLanguage,
    }),
    [current, setLanguage],
  );
  return <TranslationProvider value={value}>{children}</TranslationProvider>;
}
