import { useEffect, type ReactNode } from "react";
import { POSITION_MESSAGES } from "@shared/positions";
import type { PerformanceStats } from "@shared/performance";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePerformance } from "@/features/positions/api/get-performance";
import { PnlValue } from "@/components/trading/pnl-value";
import { AssetClassTable } from "@/features/dashboard/components/asset-class-table";
import { EquityCurve } from "@/features/dashboard/components/equity-curve";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

function Summary({ stats }: { stats: PerformanceStats }) {
  const { t } = useT();
  const format = useFormat();
  const cells: [string, ReactNode][] = [
    [t("positions:stats.closed"), format.count(stats.closed)],
    [t("positions:stats.winRate"), format.rate(stats.winRate)],
    [t("positions:stats.totalPnl"), <PnlValue value={stats.totalPnl} />],
    [t("positions:stats.averagePnl"), <PnlValue value={stats.averagePnl} />],
    [t("positions:stats.best"), <PnlValue value={stats.bestPnl} />],
    [t("positions:stats.worst"), <PnlValue value={stats.worstPnl} />],
    [t("positions:stats.profitFactor"), format.ratio(stats.profitFactor)],
    [t("positions:stats.maxDrawdown"), format.drawdown(stats.maxDrawdown)],
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
  const { t } = useT();
  const performance = usePerformance();
  useEffect(() => {
    // A failed performance load is logged only.
    if (performance.isError) console.error(POSITION_MESSAGES.performanceFailed, performance.error);
  }, [performance.isError, performance.error]);
  if (performance.isError) return null;

  return (
    <SectionCard
      region
      title={t("positions:performance.title")}
      contentClassName="flex flex-col gap-6"
      description={t("positions:performance.description")}
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
