import type { LucideIcon } from "lucide-react";
import { LifeBuoy, Lightbulb, Settings, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminSettingsPanel } from "@/features/admin-panel/components/admin-settings-panel";
import { InsightsTab } from "@/features/admin-insights/components/insights-tab";
import { UserManagement } from "@/features/admin-members/components/user-management";
import { SupportTab } from "@/features/admin-support/components/support-tab";

export interface AdminTab {
  value: string;
  label: string;
  /** Shown before the label on the desktop; the phone's tabs are words only. */
  icon?: LucideIcon;
  content: ReactNode;
}

/** The areas both panels show the same way: users (with their role on the desktop), support, insights, settings. */
export function areaTabs({
  showRole,
}: {
  showRole: boolean;
}): [users: AdminTab, support: AdminTab, insights: AdminTab, settings: AdminTab] {
  return [
    { value: "users", label: "Users", icon: Users, content: <UserManagement showRole={showRole} /> },
    { value: "support", label: "Support", icon: LifeBuoy, content: <SupportTab /> },
    { value: "insights", label: "Insights", icon: Lightbulb, content: <InsightsTab /> },
    {
      value: "settings",
      label: "Settings",
      icon: Settings,
      content: (
        <>
          <h2 className="sr-only">Settings</h2>
          <AdminSettingsPanel />
        </>
      ),
    },
  ];
}

interface AdminTabsProps {
  tabs: AdminTab[];
  value: string;
  onValueChange: (tab: string) => void;
  /** The phone lays its tabs out in rows and leaves out the icons. */
  compact?: boolean;
}

/** The admin sections as tabs, each tab's content under it. */
export function AdminTabs({ tabs, value, onValueChange, compact = false }: AdminTabsProps) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      {/* On a phone, six sections in two rows of three: each tab a full-size tap with its whole name. */}
      <TabsList aria-label="Admin sections" className={compact ? "grid grid-cols-3" : undefined}>
        {tabs.map(({ value: tab, label, icon: Icon }) => (
          <TabsTrigger key={tab} value={tab} className={compact ? "px-1" : undefined}>
            {Icon && !compact && <Icon aria-hidden />}
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value: tab, content }) => (
        <TabsContent key={tab} value={tab}>
          {content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
