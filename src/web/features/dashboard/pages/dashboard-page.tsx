import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { canSeePositions, hasAccess } from "@shared/access";
import { PageLoader } from "@/components/page-loader";
import { meQueryKey } from "@/features/auth/api/get-me";
import { useSession } from "@/features/auth/hooks/use-auth";
import { DashboardHeader } from "@/features/dashboard/components/dashboard-header";
import { PositionsDashboard } from "@/features/dashboard/components/positions-dashboard";
import { MarketInsightsSection } from "@/features/insights/components/market-insights-section";
import { DashboardNotifications } from "@/features/notifications/components/dashboard-notifications";
import { LiveStatus } from "@/features/notifications/components/live-status";
import { TrialBanner } from "@/features/subscriptions/components/trial-banner";
import { useOnlineStatus } from "@/lib/use-online-status";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

// Members with access, the many, download neither the sign-in form nor the subscription screen.
const SignInInPlace = lazy(async () => ({
  default: (await import("@/features/auth/components/sign-in-in-place")).SignInInPlace,
}));
const SubscriptionRequired = lazy(async () => ({
  default: (await import("@/features/dashboard/components/subscription-required")).SubscriptionRequired,
}));

/** A session check that failed for want of a network is asked again once the network is back. */
function useSessionCheckWhenBackOnline(online: boolean, signedOut: boolean) {
  const queryClient = useQueryClient();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current && signedOut) {
      wasOffline.current = false;
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    }
  }, [online, signedOut, queryClient]);
}

/** The dashboard when signed in; otherwise the login screen in place, staying on /dashboard. */
export function DashboardPage() {
  const { t } = useT();
  const { user, isLoading } = useSession();
  const online = useOnlineStatus();
  useSessionCheckWhenBackOnline(online, user === null);
  usePageMeta({
    title: user ? t("positions:page.title") : t("positions:page.signInTitle"),
    description: t("positions:page.description"),
  });

  if (isLoading) return <PageLoader label={t("positions:page.checkingSession")} />;
  const member = user !== null && user.role !== "admin" && hasAccess(user);
  // Offline the session cannot be checked: a sign-in form would suggest the member was signed out.
  if (!user && !online) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-2 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">{t("positions:page.offlineTitle")}</h1>
        <p className="text-sm text-muted-foreground">{t("positions:page.offlineText")}</p>
      </div>
    );
  }
  if (!user) {
    return (
      <Suspense fallback={<PageLoader label={t("app:controls.loading")} />}>
        <SignInInPlace description={t("positions:page.signInDescription")} />
      </Suspense>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-3 px-4 py-4 md:gap-8 md:px-6 md:py-10">
      <TrialBanner user={user} />
      {canSeePositions(user) ? (
        <>
          {/* docs/product.md#notifications: admins get no position notifications. */}
          {member && <DashboardNotifications />}
          <DashboardHeader user={user} status={member ? <LiveStatus /> : undefined} />
          <PositionsDashboard />
          <MarketInsightsSection />
        </>
      ) : (
        <Suspense fallback={<PageLoader label={t("app:controls.loading")} />}>
          <SubscriptionRequired firstName={user.firstName} />
        </Suspense>
      )}
    </div>
  );
}
