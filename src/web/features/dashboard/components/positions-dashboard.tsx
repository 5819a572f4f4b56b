import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { Activity, History } from "lucide-react";
import { useMemo } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { positionsKeys } from "@/features/positions/api/query-keys";
import { LinkedPositionDetails } from "@/features/positions/components/linked-position-details";
import { usePositionList } from "@/features/positions/hooks/use-position-list";
import { useT } from "@/lib/i18n";
import { hasPlanFeature } from "@shared/plan-features";
import { useSession } from "@/features/auth/hooks/use-auth";
import { AnalyticsLink } from "@/features/dashboard/components/analytics-link";
import { AnalyticsTab } from "@/features/dashboard/components/analytics-tab";
import { EarlyAccessNotice } from "@/features/dashboard/components/early-access-notice";
import { LatestSummaryCard } from "@/features/summaries/components/latest-summary-card";
import { PerformanceSection } from "@/features/dashboard/components/performance-section";
import { PositionList } from "@/features/dashboard/components/position-list";
import { StatCards } from "@/features/dashboard/components/stat-cards";

function Loading() {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={t("positions:list.loading")}>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-full md:w-96" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The list could not be read: Retry reads it again (the positions and the member's follows). */
function LoadFailed() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const retrying = useIsFetching({ queryKey: positionsKeys.all }) > 0;
  return (
    <Alert variant="destructive">
      <AlertTitle>{t("positions:list.loadFailed")}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        {t("positions:list.loadFailedText")}
        <Button
          size="sm"
          variant="outline"
          pending={retrying}
          onClick={() => void queryClient.refetchQueries({ queryKey: positionsKeys.all, type: "active" })}
        >
          {t("positions:list.retry")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Dashboard body: stat cards, the three tabs, the performance section, and a position a notification opened. */
export function PositionsDashboard() {
  const { t } = useT();
  const { user } = useSession();
  const positions = usePositionList();
  const { active, closed } = useMemo(() => {
    const all = positions.data ?? [];
    return {
      active: all.filter((position) => position.status === "active"),
      closed: all.filter((position) => position.status === "closed"),
    };
  }, [positions.data]);

  if (positions.isPending) return <Loading />;
  if (positions.isError) return <LoadFailed />;

  return (
    <div className="flex flex-col gap-4 md:gap-8">
      <StatCards active={active.length} />
      <EarlyAccessNotice />
      <LatestSummaryCard />
      {/* Each panel is headed for screen readers (cards are h3 under it), as the tab names it. */}
      <Tabs defaultValue="ongoing">
        <TabsList aria-label={t("positions:tabs.label")}>
          <TabsTrigger value="ongoing">{t("positions:tabs.ongoing")}</TabsTrigger>
          <TabsTrigger value="history">{t("positions:tabs.history")}</TabsTrigger>
          <TabsTrigger value="analytics">{t("positions:tabs.analytics")}</TabsTrigger>
        </TabsList>
        <TabsContent value="ongoing">
          <h2 className="sr-only">{t("positions:tabs.ongoing")}</h2>
          <PositionList
            positions={active}
            empty={{
              title: t("positions:list.emptyActiveTitle"),
              text: t("positions:list.emptyActiveText"),
              icon: Activity,
            }}
          />
        </TabsContent>
        <TabsContent value="history">
          <h2 className="sr-only">{t("positions:tabs.history")}</h2>
          <PositionList
            positions={closed}
            empty={{
              title: t("positions:list.emptyHistoryTitle"),
              text: t("positions:list.emptyHistoryText"),
              icon: History,
            }}
          />
        </TabsContent>
        <TabsContent value="analytics">
          <h2 className="sr-only">{t("positions:tabs.analytics")}</h2>
          <AnalyticsTab positions={active} />
        </TabsContent>
      </Tabs>
      <AnalyticsLink pro={user !== null && hasPlanFeature(user, "advancedAnalytics")} />
      <PerformanceSection />
      <LinkedPositionDetails positions={positions.data ?? []} />
    </div>
  );
}
