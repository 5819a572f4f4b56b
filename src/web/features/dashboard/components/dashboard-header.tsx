import type { ReactNode } from "react";
import { PAGE_PATHS } from "@shared/pages";
import type { PublicUser } from "@shared/users";
import { PlanBadge } from "@/features/dashboard/components/plan-badge";
import { Link } from "@/lib/app-navigation";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT, type TranslateFunction } from "@/lib/i18n";

function accessLine(expiry: string | null, longDate: (at: string) => string, t: TranslateFunction): string {
  // docs/product.md#access: a status set with no expiry is open-ended access.
  return expiry === null
    ? t("positions:header.noExpiry")
    : t("positions:header.accessUntil", { date: longDate(expiry) });
}

interface DashboardHeaderProps {
  user: PublicUser;
  /** The live connection's indicator, for members. */
  status?: ReactNode;
}

/**
 * The welcome and the member's plan. On a phone it is two short lines (the welcome with the live indicator, then the
 * plan and its date), so the positions start above the fold.
 */
export function DashboardHeader({ user, status }: DashboardHeaderProps) {
  const { t } = useT();
  const dates = useDateFormat();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 border-b pb-3 md:flex md:items-end md:justify-between md:pb-6">
      <div className="flex min-w-0 flex-col gap-2">
        {/* A name is whatever the member typed: a long unbroken one wraps instead of widening the page. */}
        <h1 className="text-xl font-bold tracking-tight wrap-anywhere md:text-3xl">
          {t("positions:header.welcome", { name: user.firstName })}
        </h1>
        <p className="text-sm text-muted-foreground max-md:hidden">{t("positions:header.tagline")}</p>
      </div>
      {/* Below 768 px this box steps aside, so the indicator sits beside the welcome and the plan goes below. */}
      <div className="contents md:flex md:items-center md:gap-2">
        {status}
        <div className="col-span-2 flex flex-wrap items-center gap-x-2 gap-y-1">
          <PlanBadge status={user.subscriptionStatus} />
          {user.role !== "admin" && (
            <span className="text-xs whitespace-nowrap text-muted-foreground md:text-sm">
              {accessLine(user.subscriptionExpiry, dates.longDate, t)}
            </span>
          )}
          {user.role !== "admin" && (
            // docs/product.md#portfolio: the member's own trades; what Pro adds for the others.
            <Link
              to={PAGE_PATHS.portfolio}
              className="relative text-xs font-medium whitespace-nowrap text-primary-hover underline-offset-4 before:absolute before:-inset-y-3.5 before:inset-x-0 before:content-[''] hover:underline md:text-sm"
            >
              {t("positions:header.portfolio")}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
