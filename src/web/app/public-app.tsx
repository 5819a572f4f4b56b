import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { Language } from "@shared/i18n/languages";
import { localizedPagePath } from "@shared/pages";
import { SiteFrame } from "@/app/layouts/site-frame";
import { SIGNED_OUT, SessionProvider } from "@/features/auth/hooks/use-session";
import { AppNavigationProvider, type AppNavigation } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";
import { PublicTranslation, type LoadedLanguage } from "@/lib/public-translation";
import { useHydrated } from "@/lib/use-hydrated";

/** What the public app shows: a public page at its path. */
export interface PublicView {
  pathname: string;
  Page: ComponentType;
}

// Toasts on a public page are rare (the service worker's "Update available"): their code loads once the browser is
// idle after the take-over, and a chunk that fails to load leaves them out, never the page.
const Toaster = lazy<ComponentType>(() =>
  import("@/components/ui/toaster").then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

/** A leaf of its own: the hydration hook renders its component again after the take-over, and nothing else with it. */
function IdleToaster() {
  const hydrated = useHydrated();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 2000);
    return () => clearTimeout(id);
  }, [hydrated]);
  return idle ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The lean app of the prerendered public pages (docs/decisions/0018-lean-public-entry.md): the member app's frame and
 * pages, signed out, with no router library and no query client: the shared links move through `navigate`
 * (lib/app-navigation.tsx). The build renders it to HTML (src/web/prerender.tsx) and public-main.tsx takes that HTML
 * over with it; a move to any other page hands the tab to the member app. Its text is in the language the page was
 * prerendered in until the visitor picks another (lib/public-translation.tsx).
 */
export function PublicApp({
  view,
  navigate,
  language,
}: {
  view: PublicView;
  navigate: AppNavigation["navigate"];
  /** The language the page was prerendered in, its catalogues loaded. */
  language: LoadedLanguage;
}) {
  const { Page, pathname } = view;
  return (
    <PublicTranslation initial={language} onShown={showAddress}>
      <SessionProvider value={SIGNED_OUT}>
        <PublicNavigation pathname={pathname} navigate={navigate}>
          <SiteFrame pathname={pathname} showFooter>
            <Page />
          </SiteFrame>
        </PublicNavigation>
        <IdleToaster />
      </SessionProvider>
    </PublicTranslation>
  );
}

/**
 * A language chosen in the switcher is shown at its own address (`/es/plans`), so that a copied link or a reload
 * keeps it; the history entry is the same one.
 */
function showAddress(language: Language): void {
  const { pathname, search, hash } = window.location;
  const address = localizedPagePath(`${pathname}${search}${hash}`, language);
  if (address !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, "", address);
}

/**
 * Links to a public page lead to its address in the language on screen (docs/decisions/0037-languages.md); the head's
 * canonical address and language alternates follow the page and the language on screen.
 */
function PublicNavigation({
  pathname,
  navigate,
  children,
}: {
  pathname: string;
  navigate: AppNavigation["navigate"];
  children: ReactNode;
}) {
  const { language } = useT();
  // The server wrote them for the page it sent: they change with a move or a switch, their code loaded only then.
  const sent = useRef<string | null>(`${language} ${pathname}`);
  useEffect(() => {
    if (sent.current === `${language} ${pathname}`) return;
    sent.current = null;
    import("@/lib/language-links").then(
      ({ showLanguageLinks }) => showLanguageLinks(pathname, language),
      (error: unknown) => console.warn("The page's language links could not be updated", error),
    );
  }, [pathname, language]);
  const navigation = useMemo(
    () => ({ pathname, navigate, localize: (to: string) => localizedPagePath(to, language) }),
    [pathname, navigate, language],
  );
  return <AppNavigationProvider value={navigation}>{children}</AppNavigationProvider>;
}
