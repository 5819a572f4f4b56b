import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { Activity, History } from "lucide-react";
import { useMemo } from "react";
import { POSITION_MESSAGES } from "@shared/positions";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { positionsKeys } from "@/features/positions/api/query-keys";
import { LinkedPositionDetails } from "@/features/positions/components/linked-position-details";
import { usePositionList } from "@/features/positions/hooks/use-position-list";
import { hasPlanFeature } from "@shared/plan-features";
import { useSession } from "@/features/auth/hooks/use-auth";
import { AnalyticsLink } from "@/features/dashboard/components/analytics-link";
import { AnalyticsTab } from "@/features/dashboard/components/analytics-tab";
import { EarlyAccessNotice } from "@/features/dashboard/components/early-access-notice";
import { LatestSummaryCard } from "@/features/summaries/components/latest-summary-card";
import { PerformanceSection } from "@/features/dashboard/components/performance-section";
import { PositionList } from "@/features/dashboard/components/position-list";
import { StatCards } from "@/features/dashboard/components/stat-cards";

const EMPTY_ACTIVE = {
  title: "No Active Positions",
  text: "New signals appear here live.",
  icon: Activity,
};
const EMPTY_HISTORY = {
  title: "No Trading History",
  text: "Closed positions and their results will be listed here.",
  icon: History,
};

function Loading() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading positions">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-full md:w-96" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The list could not be read: Retry reads it again (the positions and the member's follows). */
function LoadFailed() {
  const queryClient = useQueryClient();
  const retrying = useIsFetching({ queryKey: positionsKeys.all }) > 0;
  return (
    <Alert variant="destructive">
      <AlertTitle>{POSITION_MESSAGES.fetchFailed}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        Check your connection, then try again.
        <Button
          size="sm"
          variant="outline"
          pending={retrying}
          onClick={() => void queryClient.refetchQueries({ queryKey: positionsKeys.all, type: "active" })}
        >
          Retry
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Dashboard body: stat cards, the three tabs, the performance section, and a position a notification opened. */
export function PositionsDashboard() {
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
        <TabsList aria-label="Positions">
          <TabsTrigger value="ongoing">Ongoing Trades</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="ongoing">
          <h2 className="sr-only">Ongoing Trades</h2>
          <PositionList positions={active} empty={EMPTY_ACTIVE} />
        </TabsContent>
        <TabsContent value="history">
          <h2 className="sr-only">History</h2>
          <PositionList positions={closed} empty={EMPTY_HISTORY} />
        </TabsContent>
        <TabsContent value="analytics">
          <h2 className="sr-only">Analytics</h2>
          <AnalyticsTab positions={active} />
        </TabsContent>
      </Tabs>
      <AnalyticsLink pro={user !== null && hasPlanFeature(user, "advancedAnalytics")} />
      <PerformanceSection />
      <LinkedPositionDetails positions={positions.data ?? []} />
    </div>
  );
}
