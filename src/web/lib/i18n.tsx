import { createContext, use, useContext, useEffect, useState, type ReactNode } from "react";
import type { Namespace } from "@shared/i18n/catalogues";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, textDirection, type Language } from "@shared/i18n/languages";
import type { TranslateValues } from "@shared/i18n/translate";

/*
 * The one way a screen gets its text (docs/decisions/0037-languages.md): `useT()` gives the language on screen and
 * `t("namespace:key", values)`. The member app fills it from i18next (app/member-translation.tsx); the public pages,
 * whose first download cannot carry i18next, from the same catalogues read by `translate`
 * (lib/public-translation.tsx). A screen never imports either directly; text shown where no screen is (a toast from
 * a mutation's failure, a prompt) is worded by the same translation, the one on screen (lib/page-text.ts).
 */

export type TranslateFunction = (key: string, values?: TranslateValues) => string;

export interface Translation {
  language: Language;
  t: TranslateFunction;
  /** Shows the site in `language` from now on, and remembers the choice (on the account too, once signed in). */
  setLanguage: (language: Language) => void;
  /**
   * Loads namespaces the page did not download first (the public pages'; the member app has them all): the promise
   * of their arrival, or null when they are here.
   */
  loadMore?: (namespaces: readonly Namespace[]) => Promise<void> | null;
}

const TranslationContext = createContext<Translation | null>(null);

/** The translation on screen, and who waits for the first: text shown where no screen is (lib/page-text.ts). */
let onScreen: Translation | null = null;
const awaiting: ((translation: Translation) => void)[] = [];

/** Makes `translation` the one on screen: the one text shown where no screen is gets worded in. */
export function putOnScreen(translation: Translation): void {
  onScreen = translation;
  awaiting.splice(0).forEach((resolve) => resolve(translation));
}

/** The translation on screen, once a provider has put one there (a sign-out resumed at start waits for it). */
export const translationOnScreen = (): Promise<Translation> =>
  onScreen ? Promise.resolve(onScreen) : new Promise((resolve) => awaiting.push(resolve));

/** Gives the screens under it their translation, and puts it on screen. */
export function TranslationProvider({ value, children }: { value: Translation; children: ReactNode }) {
  useEffect(() => putOnScreen(value), [value]);
  return <TranslationContext value={value}>{children}</TranslationContext>;
}

export function useT(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useT needs a TranslationProvider above it");
  return translation;
}

/** A promise React reads as kept without waiting: it marks a promise's outcome on it as `status` and `value`. */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

/**
 * Waits (suspends, under the nearest Suspense boundary) until `namespaces` are loaded: a part of a public page that
 * needs no script to work (a table, questions that open by themselves) loads its text after the page is interactive,
 * so that the text is not in the page's first download. The prerendered page has it, and keeps it meanwhile.
 */
export function useNamespaces(namespaces: readonly Namespace[]): void {
  // `use` on every render, the same as React requires of a hook: on the render after the namespaces arrived too (with
  // a promise already kept), or React reports a change in the order of hooks and draws the page again.
  use(useT().loadMore?.(namespaces) ?? LOADED);
}

/**
 * Whether `namespaces` are loaded, loading them if not, without suspending: for a part that may simply wait to show
 * until its words arrive (the install banner), where suspending would disturb the page around it.
 */
export function useNamespacesLoaded(namespaces: readonly Namespace[]): boolean {
  const arriving = useT().loadMore?.(namespaces) ?? null;
  const [, setArrived] = useState(0);
  useEffect(() => {
    void arriving?.then(() => setArrived((count) => count + 1));
  }, [arriving]);
  return arriving === null;
}

/**
 * The language on screen where a screen only formats (numbers, dates): English where no translation is provided
 * (a component's own test), so formatting never needs the provider the text does.
 */
export function useLanguage(): Language {
  return useContext(TranslationContext)?.language ?? DEFAULT_LANGUAGE;
}

/**
 * English text on a page shown in another language (the admin's screens, a line the server stored in English): marked
 * as English and left to right, so that it reads (and a screen reader speaks it) as English, not as Arabic with its
 * full stops moved. Lays out nothing itself.
 */
export function InEnglish({ children }: { children: ReactNode }) {
  const { language } = useT();
  if (language === DEFAULT_LANGUAGE) return children;
  return (
    <div lang={DEFAULT_LANGUAGE} dir="ltr" className="contents">
      {children}
    </div>
  );
}

/** A translated part of a page still in English (marked {@link InEnglish}): back in the page's language and direction. */
export function InPageLanguage({ children }: { children: ReactNode }) {
  const { language } = useT();
  if (language === DEFAULT_LANGUAGE) return children;
  return (
    <div lang={language} dir={textDirection(language)} className="contents">
      {children}
    </div>
  );
}

/** The page's language and writing direction, on <html>: Arabic lays the whole page out right to left. */
export function showLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

/** Keeps a choice from the switcher for a year, so the server sends the next page in it. */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** The language the page arrived in: the server wrote it on <html> (a prerendered page in the visitor's language). */
export function pageLanguage(): Language {
  const { lang } = document.documentElement;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
