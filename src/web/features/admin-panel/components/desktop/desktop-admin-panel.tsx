import { BarChart3, LayoutDashboard, ListChecks, PlusCircle } from "lucide-react";
import { ADMIN_MESSAGES } from "@shared/admin";
import { POSITION_MESSAGES } from "@shared/positions";
import { Badge } from "@/components/ui/badge";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminStats } from "@/features/admin/api/get-admin-stats";
import { AdminTabs, areaTabs } from "@/features/admin-panel/components/admin-tabs";
import { AnalyticsTab } from "@/features/admin-panel/components/desktop/analytics-tab";
import { DashboardTab } from "@/features/admin-panel/components/desktop/dashboard-tab";
import { ManageTab } from "@/features/admin-positions/components/manage-tab";
import { LoadFailures } from "@/features/admin/components/load-failures";
import { DesktopPositionForm } from "@/features/admin-positions/components/desktop-position-form";
import { useAdminTab } from "@/features/admin-panel/hooks/use-admin-tab";
import { countByStatus } from "@/features/admin-positions/lib/position-lists";
import { usePositions } from "@/features/positions/api/get-positions";

const TABS = ["dashboard", "add", "manage", "users", "support", "insights", "analytics", "settings"] as const;

/** The 'Trading Admin Panel' (768 px and up). */
export function DesktopAdminPanel() {
  const [tab, setTab] = useAdminTab(TABS, "dashboard");
  const positions = usePositions();
  const stats = useAdminStats();
  const active = positions.data ? countByStatus(positions.data).active : undefined;
  const [users, support, insights, settings] = areaTabs({ showRole: true });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Trading Admin Panel</h1>
        <Badge variant="gain">
          <span className="size-1.5 rounded-full bg-gain" aria-hidden />
          Live
        </Badge>
        {active !== undefined && (
          <span className="text-sm text-muted-foreground">
            {active} active {active === 1 ? "signal" : "signals"}
          </span>
        )}
      </div>
      <LoadFailures
        failures={[
          stats.isError && ADMIN_MESSAGES.fetchStatsFailed,
          positions.isError && POSITION_MESSAGES.fetchFailed,
        ]}
      />
      <AdminTabs
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: "dashboard",
            label: "Dashboard",
            icon: LayoutDashboard,
            // A "—" while loading would read as "no data yet" (docs/product.md#metrics).
            content:
              positions.isPending || stats.isPending ? (
                <Skeleton className="h-64" />
              ) : (
                <DashboardTab positions={positions.data} stats={stats.data} />
              ),
          },
          {
            value: "add",
            label: "Add Trade",
            icon: PlusCircle,
            content: (
              <SectionCard
                title="Add New Trade"
                description="Publish it to members now, or save it as a draft to publish later."
              >
                <DesktopPositionForm />
              </SectionCard>
            ),
          },
          {
            value: "manage",
            label: "Manage",
            icon: ListChecks,
            content: positions.data ? (
              <ManageTab positions={positions.data} stats={stats.data} />
            ) : (
              <Skeleton className="h-64" />
            ),
          },
          users,
          support,
          insights,
          { value: "analytics", label: "Analytics", icon: BarChart3, content: <AnalyticsTab stats={stats.data} /> },
          settings,
        ]}
      />
    </div>
  );
}
