import { Activity, DollarSign, LineChart, Users } from "lucide-react";
import type { AdminStats } from "@shared/admin";
import { type Position, assetClassName } from "@shared/positions";
import { SectionCard } from "@/components/section-card";
import { MetricRow, StatTile } from "@/features/admin-panel/components/metric";
import { countByStatus, recentTrades } from "@/features/admin-positions/lib/position-lists";
import { usePerformance } from "@/features/positions/api/get-performance";
import { formatAverage, formatCount, formatMoney, formatRate } from "@shared/format";
import { DirectionBadge, StatusBadge } from "@/components/trading/position-badges";
import { useDateFormat } from "@/lib/display-time-zone";

interface DashboardTabProps {
  positions: Position[] | undefined;
  stats: AdminStats | undefined;
}

/** Dashboard tab, every figure measured (docs/product.md#metrics). */
export function DashboardTab({ positions, stats }: DashboardTabProps) {
  const dates = useDateFormat();
  const counts = positions ? countByStatus(positions) : undefined;
  const recent = positions ? recentTrades(positions) : [];
  const engagement = stats?.engagement;
  // The record's count, as members and visitors see it (docs/product.md#statistics): drafts and cancelled trades never.
  const record = usePerformance().data?.overall;
  const winRate = record?.winRate ?? null;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">Dashboard</h2>
      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile label="Active Trades" value={formatCount(counts?.active ?? null)} icon={<Activity aria-hidden />} />
        <StatTile
          label="Closed Trades"
          hint={winRate === null ? "As the track record counts them" : `Win rate ${formatRate(winRate)}`}
          value={formatCount(record?.closed ?? null)}
          icon={<LineChart aria-hidden />}
        />
        <StatTile
          label="Subscribers"
          hint="Members with access now"
          value={formatCount(stats?.activeSubscriptions ?? null)}
          icon={<Users aria-hidden />}
        />
        <StatTile
          label="Monthly Revenue"
          value={formatMoney(stats?.revenueThisMonth ?? null)}
          icon={<DollarSign aria-hidden />}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <SectionCard className="lg:col-span-2" title="Recent Trades" compact>
          {recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">No trades yet. Add one in the Add Trade tab.</p>
          ) : (
            <ul className="divide-y">
              {recent.map((position) => (
                <li key={position.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="flex min-w-0 flex-col">
                    <span className="font-semibold">{position.asset}</span>
                    <span className="text-xs text-muted-foreground">
                      {assetClassName(position.assetClass)} · {dates.date(position.createdAt)}
                    </span>
                  </div>
                  <div className="flex items-center gap-2">
                    <DirectionBadge direction={position.direction} />
                    <StatusBadge status={position.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard title="Subscriber Engagement" compact>
          <dl className="divide-y">
            <MetricRow label="All members" value={formatCount(stats?.totalUsers ?? null)} />
            <MetricRow label="Trial users" value={formatCount(stats?.trialUsers ?? null)} />
            <MetricRow
              label="Average daily views"
              hint="Last 30 days"
              value={formatAverage(engagement?.averageDailyViews ?? null)}
            />
          </dl>
        </SectionCard>
      </div>
    </div>
  );
}
