import type { ReactNode } from "react";
import type { PublicUser } from "@shared/users";
import { PlanBadge } from "@/features/dashboard/components/plan-badge";
import { useDateFormat } from "@/lib/display-time-zone";

function accessLine(expiry: string | null, longDate: (at: string) => string): string {
  // docs/product.md#access: a status set with no expiry is open-ended access.
  return expiry === null ? "No expiry" : `Access until ${longDate(expiry)}`;
}

interface DashboardHeaderProps {
  user: PublicUser;
  /** The live connection's indicator, for members. */
  status?: ReactNode;
}

export function DashboardHeader({ user, status }: DashboardHeaderProps) {
  const dates = useDateFormat();
  return (
    <div className="flex flex-col gap-3 border-b pb-6 md:flex-row md:items-end md:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        {/* A name is whatever the member typed: a long unbroken one wraps instead of widening the page. */}
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere md:text-3xl">Welcome back, {user.firstName}</h1>
        <p className="text-sm text-muted-foreground">Your live trading signals, as they are published.</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        {status}
        <PlanBadge status={user.subscriptionStatus} />
        {user.role !== "admin" && (
          <span className="text-sm text-muted-foreground">{accessLine(user.subscriptionExpiry, dates.longDate)}</span>
        )}
      </div>
    </div>
  );
}
