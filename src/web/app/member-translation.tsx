import i18next, { type BackendModule } from "i18next";
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { initReactI18next, useTranslation } from "react-i18next";
import { Direction } from "radix-ui";
import { SCREEN_NAMESPACES, loadCatalogue, type Namespace } from "@shared/i18n/catalogues";
import { languageOfTag } from "@shared/i18n/language-choice";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  isLanguage,
  textDirection,
  type Language,
} from "@shared/i18n/languages";
import { useUpdateLanguage } from "@/features/account/api/update-language";
import { useSession } from "@/features/auth/hooks/use-session";
import { TranslationProvider, rememberLanguage, showLanguage, type TranslateFunction } from "@/lib/i18n";

/*
 * The member app's text (docs/decisions/0037-languages.md): i18next with react-i18next, reading each language's
 * catalogues when it is first shown. Screens get it through `useT()` (lib/i18n.tsx), as on the public pages.
 */

const isNamespace = (value: string): value is Namespace => (SCREEN_NAMESPACES as readonly string[]).includes(value);

/** i18next asks for a language's namespace; the catalogue's own chunk answers. */
const catalogues: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const i18n = i18next.createInstance();

/** The language chosen on this browser before, else the first of the browser's languages SignalDesk speaks. */
export function browserLanguage(): Language {
  const cookie = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  const remembered = cookie === undefined ? undefined : decodeURIComponent(cookie);
  if (isLanguage(remembered)) return remembered;
  for (const tag of navigator.languages) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Starts the member app's translation in `language` (or switches to it), its catalogues loaded. */
export async function startTranslation(language: Language): Promise<void> {
  showLanguage(language);
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return;
  }
  await i18n
    .use(catalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      load: "currentOnly",
      ns: SCREEN_NAMESPACES,
      defaultNS: "app",
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}

const currentLanguage = (language: string | undefined): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

/**
 * The member app's translation for every screen under it. A member's language is the one stored on their account:
 * it follows them to every device they sign in on, and a choice in the switcher is saved there.
 */
export function MemberTranslation({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useTranslation(SCREEN_NAMESPACES, { i18n });
  const language = currentLanguage(instance.resolvedLanguage);
  const { user } = useSession();
  const stored = user?.language ?? null;
  const save = useUpdateLanguage();

  useEffect(() => {
    if (stored === null) return;
    rememberLanguage(stored);
    void startTranslation(stored);
  }, [stored]);

  const signedIn = user !== null;
  const { mutate } = save;
  const setLanguage = useCallback(
    (next: Language) => {
      rememberLanguage(next);
      void startTranslation(next);
      if (signedIn) mutate(next);
    },
    [signedIn, mutate],
  );

  const value = useMemo(() => {
    const translate: TranslateFunction = (key, values = {}) => t(key, values);
    return { language, t: translate, setLanguage };
  }, [language, t, setLanguage]);
  // Radix's parts (tabs, menus, popovers) read the direction from their own provider, not from <html dir>.
  return (
    <TranslationProvider value={value}>
      <Direction.Provider dir={textDirection(language)}>{children}</Direction.Provider>
    </TranslationProvider>
  );
}
