import { useMemo, type ComponentType } from "react";
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  type RouteObject,
} from "react-router";
import { AppNavigationProvider } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";
import { queryClient } from "@/lib/query-client";
import { AppLayout, type LayoutHandle } from "@/app/layouts/app-layout";
import { NotFoundPage } from "@/app/not-found-page";
import { RedirectSignedIn } from "@/app/redirect-signed-in";
import { PageLoader } from "@/components/page-loader";
import { RouteErrorScreen } from "@/app/route-error-screen";
import { RequireAdmin } from "@/features/auth/components/require-admin";
import { SubscribeRedirectPage } from "@/features/subscriptions/pages/subscribe-redirect-page";
import { loadChunk } from "@/features/pwa/lib/stale-chunk";
import { PAGE_PATHS, languageOfPagePath, localizedPagePath } from "@shared/pages";

/**
 * A public page's address in another language (`/es/plans`, docs/decisions/0037-languages.md) reached in the member
 * app (the service worker's shell, offline): the page's own address, which shows the app's language. Anything else
 * is the 404 screen.
 */
function NotFoundOrLanguageAddress() {
  const { pathname, search, hash } = useLocation();
  const own = localizedPagePath(`${pathname}${search}${hash}`, "en");
  if (languageOfPagePath(pathname) && own !== `${pathname}${search}${hash}`) return <Navigate to={own} replace />;
  return <NotFoundPage />;
}

/** Route handle of the public pages that end with the site footer. */
const SITE_FOOTER: LayoutHandle = { siteFooter: true };

/**
 * A page whose code loads on demand, so a first visit downloads only what it shows. The import stays written out at
 * each page for the bundler, which splits the code at it.
 */
function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await loadChunk(load()))[name] }) };
}

/** A page at its address, its code loaded on demand (lazyPage); `handle` tells the layout how to frame it. */
function lazyRoute<Name extends string, Module extends Record<Name, ComponentType>>(
  path: string,
  load: () => Promise<Module>,
  name: Name,
  handle?: LayoutHandle,
): RouteObject {
  return { path, handle, ...lazyPage(load, name) };
}

/** The shared links (lib/app-navigation.tsx) move through React Router in the member app. */
/** While a prerendered page's route modules load, before it is taken over. */
function PageLoading() {
  const { t } = useT();
  return <PageLoader label={t("app:controls.loading")} />;
}

function RouterNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo(
    () => ({
      pathname,
      navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void navigate(to, options),
    }),
    [pathname, navigate],
  );
  return (
    <AppNavigationProvider value={navigation}>
      <Outlet />
    </AppNavigationProvider>
  );
}

/** Every page of the member app, for the browser's data router below. */
export const routes: RouteObject[] = [
  {
    element: <RouterNavigation />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            index: true,
            handle: SITE_FOOTER,
            ...lazyPage(() => import("@/features/landing/pages/landing-page"), "LandingPage"),
          },
          lazyRoute(PAGE_PATHS.login, () => import("@/features/auth/pages/login-page"), "LoginPage"),
          {
            path: PAGE_PATHS.register,
            element: <RedirectSignedIn />,
            children: [
              {
                index: true,
                ...lazyPage(() => import("@/features/auth/pages/register-page"), "RegisterPage"),
              },
            ],
          },
          lazyRoute(
            PAGE_PATHS.forgotPassword,
            () => import("@/features/auth/pages/forgot-password-page"),
            "ForgotPasswordPage",
          ),
          lazyRoute(
            PAGE_PATHS.resetPassword,
            () => import("@/features/auth/pages/reset-password-page"),
            "ResetPasswordPage",
          ),
          lazyRoute(PAGE_PATHS.verifyEmail, () => import("@/features/auth/pages/verify-email-page"), "VerifyEmailPage"),
          lazyRoute(PAGE_PATHS.unsubscribe, () => import("@/features/email/pages/unsubscribe-page"), "UnsubscribePage"),
          { path: PAGE_PATHS.subscribe, element: <SubscribeRedirectPage /> },
          lazyRoute(
            PAGE_PATHS.plans,
            () => import("@/features/subscriptions/pages/plans-page"),
            "PlansPage",
            SITE_FOOTER,
          ),
          lazyRoute(
            PAGE_PATHS.localCheckout,
            () => import("@/features/subscriptions/pages/local-checkout-page"),
            "LocalCheckoutPage",
          ),
          lazyRoute(
            PAGE_PATHS.checkoutSuccess,
            () => import("@/features/subscriptions/pages/checkout-success-page"),
            "CheckoutSuccessPage",
          ),
          lazyRoute(PAGE_PATHS.account, () => import("@/features/account/pages/account-page"), "AccountPage"),
          lazyRoute(PAGE_PATHS.invite, () => import("@/features/referrals/pages/invite-page"), "InvitePage"),
          lazyRoute(PAGE_PATHS.support, () => import("@/features/support/pages/support-page"), "SupportPage"),
          lazyRoute(
            PAGE_PATHS.weeklySummaries,
            () => import("@/features/summaries/pages/weekly-summaries-page"),
            "WeeklySummariesPage",
          ),
          // Only this page loads the chart library (recharts): the dashboard and the public pages never do.
          lazyRoute(PAGE_PATHS.analytics, () => import("@/features/analytics/pages/analytics-page"), "AnalyticsPage"),
          lazyRoute(PAGE_PATHS.portfolio, () => import("@/features/portfolio/pages/portfolio-page"), "PortfolioPage"),
          lazyRoute(PAGE_PATHS.insights, () => import("@/features/insights/pages/insights-page"), "InsightsPage"),
          lazyRoute(PAGE_PATHS.insight, () => import("@/features/insights/pages/insight-page"), "InsightPage"),
          lazyRoute(PAGE_PATHS.about, () => import("@/features/site/pages/about-page"), "AboutPage", SITE_FOOTER),
          lazyRoute(
            PAGE_PATHS.trackRecord,
            () => import("@/features/site/pages/track-record-page"),
            "TrackRecordPage",
            SITE_FOOTER,
          ),
          lazyRoute(
            PAGE_PATHS.freeSignals,
            () => import("@/features/site/pages/free-signals-page"),
            "FreeSignalsPage",
            SITE_FOOTER,
          ),
          lazyRoute(PAGE_PATHS.terms, () => import("@/features/site/pages/terms-page"), "TermsPage", SITE_FOOTER),
          lazyRoute(PAGE_PATHS.privacy, () => import("@/features/site/pages/privacy-page"), "PrivacyPage", SITE_FOOTER),
          {
            path: PAGE_PATHS.dashboard,
            // The positions start loading alongside the page's code rather than after its first render.
            loader: async () => {
              const { prefetchDashboard } = await loadChunk(import("@/features/dashboard/api/prefetch-dashboard"));
              void prefetchDashboard(queryClient);
              return null;
            },
            ...lazyPage(() => import("@/features/dashboard/pages/dashboard-page"), "DashboardPage"),
          },
          // The server answers the same screen with a 404 for any path not in PAGE_PATHS.
          { path: "*", element: <NotFoundOrLanguageAddress /> },
        ],
      },
      {
        // The normal header is hidden on /admin; the admin header replaces it.
        path: PAGE_PATHS.admin,
        element: <RequireAdmin />,
        children: [
          {
            // Members never download the admin screens.
            ...lazyPage(() => import("@/features/admin/components/admin-layout"), "AdminLayout"),
            children: [
              {
                index: true,
                ...lazyPage(() => import("@/features/admin-panel/pages/admin-page"), "AdminPage"),
              },
              lazyRoute(
                PAGE_PATHS.adminMail,
                () => import("@/features/admin-settings/pages/mail-viewer-page"),
                "MailViewerPage",
              ),
              lazyRoute(
                `${PAGE_PATHS.adminMembers}/:id`,
                () => import("@/features/admin-members/pages/member-page"),
                "MemberPage",
              ),
              lazyRoute(
                PAGE_PATHS.adminLog,
                () => import("@/features/admin-settings/pages/admin-log-page"),
                "AdminLogPage",
              ),
              lazyRoute(
                PAGE_PATHS.adminApiReference,
                () => import("@/features/admin-settings/pages/api-reference-page"),
                "ApiReferencePage",
              ),
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes at the address in the address bar before the router starts: a prerendered page
 * (docs/decisions/0011-prerendered-public-pages.md) is taken over as it is, and the public app hands over a page
 * the member app then draws at once (docs/decisions/0018-lean-public-entry.md). False when it could not load; the
 * page is then drawn afresh and the router's error screen deals with the missing code.
 */
export async function loadRouteModules(): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== "function") return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
    return true;
  } catch (error) {
    console.warn("The page's code could not load", error);
    return false;
  }
}

export const createAppRouter = () => createBrowserRouter(routes);
