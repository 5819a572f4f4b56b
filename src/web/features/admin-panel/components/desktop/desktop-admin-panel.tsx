import { BarChart3, LayoutDashboard, LifeBuoy, Lightbulb, ListChecks, PlusCircle, Settings, Users } from "lucide-react";
import { ADMIN_MESSAGES } from "@shared/admin";
import { POSITION_MESSAGES } from "@shared/positions";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAdminStats } from "@/features/admin/api/get-admin-stats";
import { AnalyticsTab } from "@/features/admin-panel/components/desktop/analytics-tab";
import { DashboardTab } from "@/features/admin-panel/components/desktop/dashboard-tab";
import { ManageTab } from "@/features/admin-positions/components/manage-tab";
import { LoadFailures } from "@/features/admin/components/load-failures";
import { DesktopPositionForm } from "@/features/admin-positions/components/desktop-position-form";
import { AdminSettingsPanel } from "@/features/admin-panel/components/admin-settings-panel";
import { SupportTab } from "@/features/admin-support/components/support-tab";
import { InsightsTab } from "@/features/admin-insights/components/insights-tab";
import { UserManagement } from "@/features/admin-members/components/user-management";
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
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="dashboard">
            <LayoutDashboard aria-hidden />
            Dashboard
          </TabsTrigger>
          <TabsTrigger value="add">
            <PlusCircle aria-hidden />
            Add Trade
          </TabsTrigger>
          <TabsTrigger value="manage">
            <ListChecks aria-hidden />
            Manage
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users aria-hidden />
            Users
          </TabsTrigger>
          <TabsTrigger value="support">
            <LifeBuoy aria-hidden />
            Support
          </TabsTrigger>
          <TabsTrigger value="insights">
            <Lightbulb aria-hidden />
            Insights
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden />
            Analytics
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings aria-hidden />
            Settings
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          {/* A "—" while loading would read as "no data yet" (docs/product.md#metrics). */}
          {positions.isPending || stats.isPending ? (
            <Skeleton className="h-64" />
          ) : (
            <DashboardTab positions={positions.data} stats={stats.data} />
          )}
        </TabsContent>
        <TabsContent value="add">
          <Card>
            <CardHeader>
              <CardTitle>Add New Trade</CardTitle>
              <CardDescription>Publish it to members now, or save it as a draft to publish later.</CardDescription>
            </CardHeader>
            <CardContent>
              <DesktopPositionForm />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="manage">
          {positions.data ? <ManageTab positions={positions.data} stats={stats.data} /> : <Skeleton className="h-64" />}
        </TabsContent>
        <TabsContent value="users">
          <UserManagement showRole />
        </TabsContent>
        <TabsContent value="support">
          <SupportTab />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab stats={stats.data} />
        </TabsContent>
        <TabsContent value="settings">
          <h2 className="sr-only">Settings</h2>
          <AdminSettingsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
