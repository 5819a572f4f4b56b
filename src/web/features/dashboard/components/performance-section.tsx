import { useEffect, type ReactNode } from "react";
import { POSITION_MESSAGES } from "@shared/positions";
import type { PerformanceStats } from "@shared/performance";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePerformance } from "@/features/positions/api/get-performance";
import { PnlValue } from "@/components/trading/pnl-value";
import { AssetClassTable } from "@/features/dashboard/components/asset-class-table";
import { EquityCurve } from "@/features/dashboard/components/equity-curve";
import { formatDrawdown, formatRate, formatRatio } from "@shared/format";

function Summary({ stats }: { stats: PerformanceStats }) {
  const cells: [string, ReactNode][] = [
    ["Closed", stats.closed],
    ["Win Rate", formatRate(stats.winRate)],
    ["Total P&L", <PnlValue value={stats.totalPnl} />],
    ["Average P&L", <PnlValue value={stats.averagePnl} />],
    ["Best", <PnlValue value={stats.bestPnl} />],
    ["Worst", <PnlValue value={stats.worstPnl} />],
    ["Profit Factor", formatRatio(stats.profitFactor)],
    ["Max Drawdown", formatDrawdown(stats.maxDrawdown)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cells.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="tabular font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The track record at a glance, from GET /api/positions/performance. */
export function PerformanceSection() {
  const performance = usePerformance();
  useEffect(() => {
    // A failed performance load is logged only.
    if (performance.isError) console.error(POSITION_MESSAGES.performanceFailed, performance.error);
  }, [performance.isError, performance.error]);
  if (performance.isError) return null;

  return (
    <SectionCard
      region
      title="Performance"
      contentClassName="flex flex-col gap-6"
      description={"Every closed position, as published. P&L in percent."}
    >
      {performance.isPending ? (
        <Skeleton className="h-56 w-full" />
      ) : (
        <>
          <Summary stats={performance.data.overall} />
          <EquityCurve curve={performance.data.overall.curve} />
          {performance.data.byAssetClass.length > 0 && <AssetClassTable rows={performance.data.byAssetClass} />}
        </>
      )}
    </SectionCard>
  );
}
