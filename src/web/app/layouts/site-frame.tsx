import { Suspense, lazy, type ComponentType, type ReactNode } from "react";
import { AppHeader } from "@/app/layouts/app-header";
import { BottomBar } from "@/app/layouts/bottom-bar";
import { isBottomBarHidden } from "@/app/layouts/navigation";
import { OfflineBanner } from "@/components/offline-banner";
import { RiskWarning } from "@/components/risk-warning";
import { useInstallOffer } from "@/lib/use-install-offer";
import type { InstallBannerProps } from "@/features/pwa/components/install-banner";
import type { VerifyEmailBannerProps } from "@/features/auth/components/verify-email-banner";
import { useSession } from "@/features/auth/hooks/use-session";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";

// Only a visitor the banner is for (Android with an install offer, iOS in the browser) downloads it.
const InstallBanner = lazy(async (): Promise<{ default: ComponentType<InstallBannerProps> }> => {
  try {
    return { default: (await import("@/features/pwa/components/install-banner")).InstallBanner };
  } catch (error) {
    // Install prompt failures are only logged.
    console.warn("The install banner could not load", error);
    return { default: () => null };
  }
});

// Below every public page's fold, and all links: the prerendered page shows it and its links work before its code
// arrives, which is not part of what the page needs to be interactive (docs/performance.md#first-load-javascript).
const SiteFooter = lazy(async () => ({ default: (await import("@/components/site-footer")).SiteFooter }));

// Only a member whose address is not verified yet downloads it.
const VerifyEmailBanner = lazy(async (): Promise<{ default: ComponentType<VerifyEmailBannerProps> }> => ({
  default: (await import("@/features/auth/components/verify-email-banner")).VerifyEmailBanner,
}));

/**
 * The banner for a visitor the browser offers installation to. A leaf of its own: on iOS the offer differs from the
 * prerendered page's (none), and the hook then re-renders its component at once after the take-over.
 */
function InstallOfferBanner({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  const installOffer = useInstallOffer();
  if (!installOffer) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner offer={installOffer} aboveBottomBar={aboveBottomBar} />
    </Suspense>
  );
}

/** What a route's `handle` may ask of the layout. */
export interface LayoutHandle {
  /** End the page with the site footer (the public pages). */
  siteFooter?: boolean;
}

/** Whether a route's handle ends its page with the site footer (app/router.tsx). */
export function wantsSiteFooter(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "siteFooter" in handle && handle.siteFooter === true;
}

interface SiteFrameProps {
  pathname: string;
  /** End the page with the site footer. */
  showFooter: boolean;
  /** The page. */
  children: ReactNode;
}

/**
 * Header, banners, the page and the footer or bottom bar: the frame of every page but /admin, for the member app's
 * router (app/router.tsx) and the lean public app alike (app/public-app.tsx).
 */
export function SiteFrame({ pathname, showFooter, children }: SiteFrameProps) {
  const { user, isLoading } = useSession();
  const { t } = useT();
  const showBottomBar = !isBottomBarHidden(pathname);

  return (
    <div
      className={cn(
        "flex min-h-dvh flex-col pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]",
        // Room for the fixed bottom bar, so the end of every page stays reachable above it.
        showBottomBar && "pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0",
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:px-4 focus:py-2"
      >
        {t("site:skipToContent")}
      </a>
      {/* The public pages promote the signals: their risk warning stays in view, at the top (docs/product.md#risk-warnings). */}
      <AppHeader notice={showFooter ? <RiskWarning place="siteBanner" variant="band" /> : undefined} />
      <OfflineBanner />
      {user && !user.emailVerified && (
        <Suspense fallback={null}>
          <VerifyEmailBanner email={user.email} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      {showFooter && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      {showBottomBar && <BottomBar viewer={user} isLoading={isLoading} pathname={pathname} />}
      <InstallOfferBanner aboveBottomBar={showBottomBar} />
    </div>
  );
}
