import { BarChart3 } from "lucide-react";
import type { Analytics } from "@shared/analytics";
import type { AssetClass, RiskLevel } from "@shared/positions";
import { Card, CardContent } from "@/components/ui/card";
import { QueryView } from "@/components/query-view";
import { useAnalytics } from "@/features/analytics/api/get-analytics";
import { FiguresBarChart } from "@/features/analytics/components/bar-charts";
import { ChartCard } from "@/features/analytics/components/chart-parts";
import { DrawdownChart, EquityChart } from "@/features/analytics/components/curve-charts";
import { ExpectancyCards, HoldingCard, StreakCard } from "@/features/analytics/components/figure-cards";
import { FiguresTable } from "@/features/analytics/components/figures-table";
import { useDisplayTimeZone } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

const RISK_LEVEL_NAMES: Record<RiskLevel, string> = {
  low: "portfolio:analytics.risk.low",
  moderate: "portfolio:analytics.risk.moderate",
  high: "portfolio:analytics.risk.high",
};

const ASSET_CLASS_NAMES: Record<AssetClass, string> = {
  forex: "positions:assetClass.forex",
  commodities: "positions:assetClass.commodities",
  crypto: "positions:assetClass.crypto",
  indices: "positions:assetClass.indices",
  stocks: "positions:assetClass.stocks",
};

function NothingClosed() {
  const { t } = useT();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        <BarChart3 aria-hidden className="size-8 text-muted-foreground" />
        <h2 className="font-semibold">{t("portfolio:analytics.nothingClosed")}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{t("portfolio:analytics.nothingClosedText")}</p>
      </CardContent>
    </Card>
  );
}

function Charts({ analytics }: { analytics: Analytics }) {
  const { t } = useT();
  const format = useFormat();
  const months = analytics.monthly.map((month) => ({
    ...month,
    key: month.month,
    label: format.month(month.month, true),
    title: format.month(month.month),
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
        title={t("portfolio:analytics.monthly")}
        description={t("portfolio:analytics.monthlyText", { zone: analytics.timeZone })}
      >
        <div className="flex flex-col gap-4">
          <FiguresBarChart rows={months.map((month) => ({ ...month, label: month.label }))} />
          <FiguresTable
            id="monthly-table"
            caption={t("portfolio:analytics.monthlyCaption")}
            firstHeading={t("portfolio:analytics.column.month")}
            rows={months.map((month) => ({ ...month, label: month.title }))}
          />
        </div>
      </ChartCard>
      <div className="grid gap-4 md:gap-6 lg:grid-cols-2">
        <ChartCard
          id="long-short"
          title={t("portfolio:analytics.longShort")}
          description={t("portfolio:analytics.longShortText")}
        >
          <FiguresBarChart
            height="h-48"
            rows={analytics.byDirection.map((row) => {
              const name =
                row.direction === "long"
                  ? t("portfolio:analytics.direction.long")
                  : t("portfolio:analytics.direction.short");
              const label = t("portfolio:analytics.direction.withTrades", { name, trades: format.count(row.trades) });
              return { ...row, label, title: name };
            })}
          />
        </ChartCard>
        <ChartCard
          id="asset-classes"
          title={t("portfolio:analytics.assetClasses")}
          description={t("portfolio:analytics.assetClassesText")}
        >
          <FiguresBarChart
            height="h-48"
            rows={analytics.byAssetClass.map((row) => ({
              ...row,
              label: t(ASSET_CLASS_NAMES[row.assetClass]),
              title: t(ASSET_CLASS_NAMES[row.assetClass]),
            }))}
          />
        </ChartCard>
      </div>
      <div className="grid gap-4 md:gap-6 lg:grid-cols-2">
        <StreakCard streaks={analytics.streaks} />
        <HoldingCard holding={analytics.holding} />
      </div>
      <ChartCard
        id="instruments"
        title={t("portfolio:analytics.instruments")}
        description={t("portfolio:analytics.instrumentsText")}
      >
        <FiguresTable
          id="instrument-table"
          caption={t("portfolio:analytics.instrumentsCaption")}
          firstHeading={t("portfolio:analytics.column.instrument")}
          rows={analytics.byInstrument.map((row) => ({ ...row, key: row.asset, label: row.asset }))}
        />
      </ChartCard>
      <ChartCard
        id="risk-levels"
        title={t("portfolio:analytics.riskLevels")}
        description={t("portfolio:analytics.riskLevelsText")}
      >
        <FiguresTable
          id="risk-level-table"
          caption={t("portfolio:analytics.riskLevelsCaption")}
          firstHeading={t("portfolio:analytics.column.riskLevel")}
          rows={analytics.byRiskLevel.map((row) => {
            const label =
              row.riskLevel === null ? t("portfolio:analytics.risk.notRated") : t(RISK_LEVEL_NAMES[row.riskLevel]);
            return { ...row, key: row.riskLevel ?? "none", label };
          })}
        />
      </ChartCard>
    </div>
  );
}

/** Pro's analytics, from GET /api/analytics with months on the clock dates are shown in. */
export function ProAnalytics() {
  const { t } = useT();
  const timeZone = useDisplayTimeZone();
  const analytics = useAnalytics(timeZone);
  return (
    <QueryView
      query={analytics}
      loadingLabel={t("portfolio:analytics.loading")}
      errorMessage={t("portfolio:analytics.loadFailed")}
    >
      {(data) => (data.summary.trades === 0 ? <NothingClosed /> : <Charts analytics={data} />)}
    </QueryView>
  );
}
