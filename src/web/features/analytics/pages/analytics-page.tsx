import { lazy, Suspense } from "react";
import { canSeePositions } from "@shared/access";
import { hasPlanFeature } from "@shared/plan-features";
import { Badge } from "@/components/ui/badge";
import { PageLoader } from "@/components/page-loader";
import { useSession } from "@/features/auth/hooks/use-auth";
import { PerformanceSection } from "@/features/dashboard/components/performance-section";
import { StatCards } from "@/features/dashboard/components/stat-cards";
import { LockedPreview } from "@/features/analytics/components/locked-preview";
import { ProAnalytics } from "@/features/analytics/components/pro-analytics";
import { usePositionList } from "@/features/positions/hooks/use-position-list";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

const SignInInPlace = lazy(async () => ({
  default: (await import("@/features/auth/components/sign-in-in-place")).SignInInPlace,
}));
const SubscriptionRequired = lazy(async () => ({
  default: (await import("@/features/dashboard/components/subscription-required")).SubscriptionRequired,
}));

/** The basic figures every member with access has: the summary cards and the performance section. */
function BasicFigures() {
  const positions = usePositionList();
  const active = (positions.data ?? []).filter((position) => position.status === "active");
  return (
    <>
      {positions.data && <StatCards active={active.length} />}
      <PerformanceSection />
    </>
  );
}

/**
 * docs/product.md#advanced-analytics: Pro members and admins see the advanced analytics; Trial and standard members
 * their basic figures and the locked frames of the rest, with the way to Pro.
 */
export function AnalyticsPage() {
  const { t } = useT();
  const { user, isLoading } = useSession();
  usePageMeta({ title: t("portfolio:analytics.titleShort"), description: t("portfolio:analytics.description") });
  if (isLoading) return <PageLoader label={t("positions:page.checkingSession")} />;
  if (!user) {
    return (
      <Suspense fallback={<PageLoader label={t("app:controls.loading")} />}>
        <SignInInPlace description={t("portfolio:analytics.signIn")} />
      </Suspense>
    );
  }
  const pro = hasPlanFeature(user, "advancedAnalytics");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-4 md:gap-6 md:px-6 md:py-10">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("portfolio:analytics.title")}</h1>
          {pro && <Badge variant="gain">{t("portfolio:analytics.pro")}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">{t("portfolio:analytics.intro")}</p>
      </div>
      {!canSeePositions(user) ? (
        <Suspense fallback={<PageLoader label={t("app:controls.loading")} />}>
          <SubscriptionRequired firstName={user.firstName} />
        </Suspense>
      ) : pro ? (
        <ProAnalytics />
      ) : (
        <>
          <BasicFigures />
          <LockedPreview />
        </>
      )}
    </div>
  );
}
