import { BarChart3 } from "lucide-react";
import type { Analytics } from "@shared/analytics";
import { formatMonth } from "@shared/format";
import { assetClassName, type RiskLevel } from "@shared/positions";
import { Card, CardContent } from "@/components/ui/card";
import { QueryView } from "@/components/query-view";
import { useAnalytics } from "@/features/analytics/api/get-analytics";
import { FiguresBarChart } from "@/features/analytics/components/bar-charts";
import { ChartCard } from "@/features/analytics/components/chart-parts";
import { DrawdownChart, EquityChart } from "@/features/analytics/components/curve-charts";
import { ExpectancyCards, HoldingCard, StreakCard } from "@/features/analytics/components/figure-cards";
import { FiguresTable } from "@/features/analytics/components/figures-table";
import { useDisplayTimeZone } from "@/lib/display-time-zone";

const RISK_LEVEL_NAMES: Record<RiskLevel, string> = { low: "Low", moderate: "Moderate", high: "High" };

function NothingClosed() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        <BarChart3 aria-hidden className="size-8 text-muted-foreground" />
        <h2 className="font-semibold">No closed positions yet</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          The analytics start with the first closed position: its result in percent and in R, its month and how long it
          was held.
        </p>
      </CardContent>
    </Card>
  );
}

function Charts({ analytics }: { analytics: Analytics }) {
  const months = analytics.monthly.map((month) => ({
    ...month,
    key: month.month,
    label: formatMonth(month.month, true),
    title: formatMonth(month.month),
  }));
  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <ExpectancyCards summary={analytics.summary} />
      <div className="grid gap-4 md:gap-6 lg:grid-cols-2">
        <EquityChart curve={analytics.curve} />
        <DrawdownChart curve={analytics.curve} maxDrawdown={analytics.summary.maxDrawdownPercent} />
      </div>
      <ChartCard
        id="monthly-returns"
        title="Monthly returns"
        description={`Total P&L of the trades closed each month (${analytics.timeZone} calendar).`}
      >
        <div className="flex flex-col gap-4">
          <FiguresBarChart rows={months.map((month) => ({ ...month, label: month.label }))} />
          <FiguresTable
            id="monthly-table"
            caption="Returns by month"
            firstHeading="Month"
            rows={months.map((month) => ({ ...month, label: month.title }))}
          />
        </div>
      </ChartCard>
      <div className="grid gap-4 md:gap-6 lg:grid-cols-2">
        <ChartCard
          id="long-short"
          title="Long vs short"
          description="Total P&L of each direction; hover a bar for its figures."
        >
          <FiguresBarChart
            height="h-48"
            rows={analytics.byDirection.map((row) => {
              const name = row.direction === "long" ? "Long" : "Short";
              return { ...row, label: `${name} (${row.trades})`, title: name };
            })}
          />
        </ChartCard>
        <ChartCard id="asset-classes" title="By asset class" description="Total P&L of each class with a closed trade.">
          <FiguresBarChart
            height="h-48"
            rows={analytics.byAssetClass.map((row) => ({
              ...row,
              label: assetClassName(row.assetClass),
              title: assetClassName(row.assetClass),
            }))}
          />
        </ChartCard>
      </div>
      <div className="grid gap-4 md:gap-6 lg:grid-cols-2">
        <StreakCard streaks={analytics.streaks} />
        <HoldingCard holding={analytics.holding} />
      </div>
      <ChartCard id="instruments" title="By instrument" description="Most traded first.">
        <FiguresTable
          id="instrument-table"
          caption="Results by instrument"
          firstHeading="Instrument"
          rows={analytics.byInstrument.map((row) => ({ ...row, key: row.asset, label: row.asset }))}
        />
      </ChartCard>
      <ChartCard
        id="risk-levels"
        title="By risk level"
        description="As the provider rated each trade when publishing it."
      >
        <FiguresTable
          id="risk-level-table"
          caption="Results by risk level"
          firstHeading="Risk level"
          rows={analytics.byRiskLevel.map((row) => {
            const label = row.riskLevel === null ? "Not rated" : RISK_LEVEL_NAMES[row.riskLevel];
            return { ...row, key: label, label };
          })}
        />
      </ChartCard>
    </div>
  );
}

/** Pro's analytics, from GET /api/analytics with months on the clock dates are shown in. */
export function ProAnalytics() {
  const timeZone = useDisplayTimeZone();
  const analytics = useAnalytics(timeZone);
  return (
    <QueryView query={analytics} loadingLabel="Loading your analytics" errorMessage="Could not load the analytics.">
      {(data) => (data.summary.trades === 0 ? <NothingClosed /> : <Charts analytics={data} />)}
    </QueryView>
  );
}
