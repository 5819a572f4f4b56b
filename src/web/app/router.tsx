import { useMemo, type ComponentType } from "react";
import { Outlet, createBrowserRouter, matchRoutes, useLocation, useNavigate, type RouteObject } from "react-router";
import { AppNavigationProvider } from "@/lib/app-navigation";
import { queryClient } from "@/lib/query-client";
import { AppLayout, type LayoutHandle } from "@/app/layouts/app-layout";
import { NotFoundPage } from "@/app/not-found-page";
import { RedirectSignedIn } from "@/app/redirect-signed-in";
import { PageLoader } from "@/components/page-loader";
import { RouteErrorScreen } from "@/app/route-error-screen";
import { RequireAdmin } from "@/features/auth/components/require-admin";
import { SubscribeRedirectPage } from "@/features/subscriptions/pages/subscribe-redirect-page";
import { loadChunk } from "@/features/pwa/lib/stale-chunk";
import { PAGE_PATHS } from "@shared/pages";

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

/** The shared links (lib/app-navigation.tsx) move through React Router in the member app. */
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
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            index: true,
            handle: SITE_FOOTER,
            ...lazyPage(() => import("@/features/landing/pages/landing-page"), "LandingPage"),
          },
          {
            path: PAGE_PATHS.login,
            ...lazyPage(() => import("@/features/auth/pages/login-page"), "LoginPage"),
          },
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
          {
            path: PAGE_PATHS.forgotPassword,
            ...lazyPage(() => import("@/features/auth/pages/forgot-password-page"), "ForgotPasswordPage"),
          },
          {
            path: PAGE_PATHS.resetPassword,
            ...lazyPage(() => import("@/features/auth/pages/reset-password-page"), "ResetPasswordPage"),
          },
          {
            path: PAGE_PATHS.verifyEmail,
            ...lazyPage(() => import("@/features/auth/pages/verify-email-page"), "VerifyEmailPage"),
          },
          {
            path: PAGE_PATHS.unsubscribe,
            ...lazyPage(() => import("@/features/email/pages/unsubscribe-page"), "UnsubscribePage"),
          },
          { path: PAGE_PATHS.subscribe, element: <SubscribeRedirectPage /> },
          {
            path: PAGE_PATHS.plans,
            handle: SITE_FOOTER,
            ...lazyPage(() => import("@/features/subscriptions/pages/plans-page"), "PlansPage"),
          },
          {
            path: PAGE_PATHS.localCheckout,
            ...lazyPage(() => import("@/features/subscriptions/pages/local-checkout-page"), "LocalCheckoutPage"),
          },
          {
            path: PAGE_PATHS.checkoutSuccess,
            ...lazyPage(() => import("@/features/subscriptions/pages/checkout-success-page"), "CheckoutSuccessPage"),
          },
          {
            path: PAGE_PATHS.account,
            ...lazyPage(() => import("@/features/account/pages/account-page"), "AccountPage"),
          },
          {
            path: PAGE_PATHS.support,
            ...lazyPage(() => import("@/features/support/pages/support-page"), "SupportPage"),
          },
          {
            path: PAGE_PATHS.weeklySummaries,
            ...lazyPage(() => import("@/features/summaries/pages/weekly-summaries-page"), "WeeklySummariesPage"),
          },
          {
            // Only this page loads the chart library (recharts): the dashboard and the public pages never do.
            path: PAGE_PATHS.analytics,
            ...lazyPage(() => import("@/features/analytics/pages/analytics-page"), "AnalyticsPage"),
          },
          {
            path: PAGE_PATHS.portfolio,
            ...lazyPage(() => import("@/features/portfolio/pages/portfolio-page"), "PortfolioPage"),
          },
          {
            path: PAGE_PATHS.insights,
            ...lazyPage(() => import("@/features/insights/pages/insights-page"), "InsightsPage"),
          },
          {
            path: PAGE_PATHS.insight,
            ...lazyPage(() => import("@/features/insights/pages/insight-page"), "InsightPage"),
          },
          {
            path: PAGE_PATHS.about,
            handle: SITE_FOOTER,
            ...lazyPage(() => import("@/features/site/pages/about-page"), "AboutPage"),
          },
          {
            path: PAGE_PATHS.trackRecord,
            handle: SITE_FOOTER,
            ...lazyPage(() => import("@/features/site/pages/track-record-page"), "TrackRecordPage"),
          },
          {
            path: PAGE_PATHS.terms,
            handle: SITE_FOOTER,
            ...lazyPage(() => import("@/features/site/pages/terms-page"), "TermsPage"),
          },
          {
            path: PAGE_PATHS.privacy,
            handle: SITE_FOOTER,
            ...lazyPage(() => import("@/features/site/pages/privacy-page"), "PrivacyPage"),
          },
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
          { path: "*", element: <NotFoundPage /> },
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
              {
                path: PAGE_PATHS.adminMail,
                ...lazyPage(() => import("@/features/admin-settings/pages/mail-viewer-page"), "MailViewerPage"),
              },
              {
                path: `${PAGE_PATHS.adminMembers}/:id`,
                ...lazyPage(() => import("@/features/admin-members/pages/member-page"), "MemberPage"),
              },
              {
                path: PAGE_PATHS.adminLog,
                ...lazyPage(() => import("@/features/admin-settings/pages/admin-log-page"), "AdminLogPage"),
              },
              {
                path: PAGE_PATHS.adminApiReference,
                ...lazyPage(() => import("@/features/admin-settings/pages/api-reference-page"), "ApiReferencePage"),
              },
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
