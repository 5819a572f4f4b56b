import { createBrowserRouter } from "react-router";
import { AppLayout } from "@/app/layouts/app-layout";
import { NotFoundPage } from "@/app/not-found-page";
import { PageLoader } from "@/components/page-loader";
import { RouteErrorScreen } from "@/app/route-error-screen";
import { RequireAdmin } from "@/features/auth/components/require-admin";
import { ForgotPasswordPage } from "@/features/auth/pages/forgot-password-page";
import { LoginPage } from "@/features/auth/pages/login-page";
import { RegisterPage } from "@/features/auth/pages/register-page";
import { ResetPasswordPage } from "@/features/auth/pages/reset-password-page";
import { DashboardPage } from "@/features/dashboard/pages/dashboard-page";
import { LandingPage } from "@/features/landing/pages/landing-page";
import { SubscribeRedirectPage } from "@/features/subscriptions/pages/subscribe-redirect-page";

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: "login", element: <LoginPage /> },
          { path: "register", element: <RegisterPage /> },
          { path: "forgot-password", element: <ForgotPasswordPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
          { path: "subscribe", element: <SubscribeRedirectPage /> },
          { path: "dashboard", element: <DashboardPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        // Spec §2: the normal header is hidden on /admin; the admin header replaces it.
        path: "admin",
        element: <RequireAdmin />,
        children: [
          {
            // Members never download the admin screens.
            lazy: async () => ({ Component: (await import("@/features/admin/components/admin-layout")).AdminLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import("@/features/admin/pages/admin-page")).AdminPage }),
              },
            ],
          },
        ],
      },
    ],
  },
]);
