import { assetClassName } from "@shared/positions";
import type { AdminStats } from "@shared/admin";
import { PLAN_STATUSES } from "@shared/plan-features";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { MetricRow } from "@/features/admin-panel/components/metric";
import { formatAverage, formatCount, formatDuration, formatMoney, formatRate } from "@shared/format";
import { DirectionBadge, StatusBadge } from "@/components/trading/position-badges";

/** Analytics tab with measured figures (docs/product.md#metrics); "—" until there is data. */
export function AnalyticsTab({ stats }: { stats: AdminStats | undefined }) {
  if (!stats) return <Skeleton className="h-80" aria-busy />;
  const { subscriptionCounts: counts, engagement, revenue, testRevenue: test } = stats;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <h2 className="sr-only">Analytics</h2>
      <SectionCard title="Subscription Overview" compact>
        <dl className="divide-y">
          <MetricRow label="Members" value={formatCount(stats.totalUsers)} />
          <MetricRow label="With access now" value={formatCount(stats.activeSubscriptions)} />
          <MetricRow label="Premium" value={formatCount(counts[PLAN_STATUSES.pro])} />
          <MetricRow label="Standard" value={formatCount(counts.standard)} />
          <MetricRow label="Trial" value={formatCount(counts[PLAN_STATUSES.trial])} />
          <MetricRow label="Inactive" value={formatCount(counts.inactive)} />
        </dl>
      </SectionCard>
      <SectionCard title="Engagement" compact>
        <dl className="divide-y">
          <MetricRow label="Daily active users" hint="Last 24 hours" value={formatCount(engagement.dailyActiveUsers)} />
          <MetricRow
            label="Average session"
            hint="Live sessions, last 30 days"
            value={formatDuration(engagement.averageSessionSeconds)}
          />
          <MetricRow label="Views per day" hint="Last 30 days" value={formatAverage(engagement.averageDailyViews)} />
          <MetricRow label="Position views" hint="Last 30 days" value={formatCount(engagement.totalViews30d)} />
        </dl>
      </SectionCard>
      <SectionCard title="Revenue" compact description="Real payments only">
        <dl className="divide-y">
          <MetricRow label="This month" hint="Net of refunds" value={formatMoney(stats.revenueThisMonth)} />
          <MetricRow label="All time" value={formatMoney(revenue.allTimeNetCents / 100)} />
          <MetricRow label="Paying users" value={formatCount(revenue.payingUsers)} />
          <MetricRow label="Revenue per paying user" value={formatMoney(revenue.revenuePerPayingUser)} />
          <MetricRow
            label="Trial conversion"
            hint="Trial buyers who went Pro"
            value={formatRate(revenue.trialConversionRate)}
          />
        </dl>
      </SectionCard>
      <SectionCard
        className="lg:col-span-3"
        aria-label="Test payments"
        title="Test payments"
        compact
        description={
          "Not real money (the local test checkout, Stripe's test mode): never counted in the revenue above."
        }
      >
        <dl className="grid gap-x-6 divide-y sm:grid-cols-2 lg:grid-cols-3">
          <MetricRow label="Test revenue this month" value={formatMoney(test.thisMonthCents / 100)} />
          <MetricRow label="Test revenue all time" value={formatMoney(test.allTimeNetCents / 100)} />
          <MetricRow label="Test paying users" value={formatCount(test.payingUsers)} />
        </dl>
      </SectionCard>
      <SectionCard className="lg:col-span-3" title="Top Trades" compact>
        {stats.topPositions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No position views recorded in the last 30 days.</p>
        ) : (
          <ol className="divide-y">
            {stats.topPositions.map((position, index) => (
              <li key={position.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="flex items-center gap-3">
                  <span className="tabular w-5 text-sm text-muted-foreground">{index + 1}.</span>
                  <div className="flex flex-col">
                    <span className="font-semibold">{position.asset}</span>
                    <span className="text-xs text-muted-foreground">{assetClassName(position.assetClass)}</span>
                  </div>
                  <DirectionBadge direction={position.direction} />
                  <StatusBadge status={position.status} />
                </div>
                <span className="tabular text-sm font-semibold">
                  {formatCount(position.views)} {position.views === 1 ? "view" : "views"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
    </div>
  );
}
