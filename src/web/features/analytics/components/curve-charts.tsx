import { useState } from "react";
import {
  Area,
  AreaChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Analytics } from "@shared/analytics";
import { Button } from "@/components/ui/button";
import { AXIS_TICK, CHART_COLORS, ChartCard, ChartTooltipBox } from "@/features/analytics/components/chart-parts";
import { useT, type TranslateFunction } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

type Curve = Analytics["curve"];
type Unit = "percent" | "r";

/** The curve with its start at 0 as trade 0, so the first trade's step shows. */
const withStart = (curve: Curve) => [
  { trade: 0, asset: null, closedAt: null, percent: 0, r: 0, cumulativePercent: 0, cumulativeR: 0, drawdownPercent: 0 },
  ...curve.map((point, index) => ({ ...point, trade: index + 1 })),
];
type Step = ReturnType<typeof withStart>[number];

/** The trades' axis, under both curves: trades closed, counted from 0. */
const tradeAxis = (t: TranslateFunction, count: (value: number) => string) =>
  ({
    dataKey: "trade",
    type: "number",
    domain: [0, "dataMax"],
    allowDecimals: false,
    tick: AXIS_TICK,
    tickLine: false,
    tickFormatter: count,
    label: {
      value: t("portfolio:analytics.curve.tradesClosed"),
      position: "insideBottom",
      offset: -2,
      fill: CHART_COLORS.axis,
      fontSize: 11,
    },
    height: 36,
  }) as const;

function StepTooltip({ step, lines }: { step: Step | undefined; lines: (step: Step) => [string, string][] }) {
  const { t } = useT();
  const format = useFormat();
  if (!step) return null;
  const title =
    step.asset === null
      ? t("portfolio:analytics.curve.start")
      : t("portfolio:analytics.curve.step", { number: format.count(step.trade), asset: step.asset });
  const when: [string, string][] =
    step.closedAt === null ? [] : [[t("portfolio:analytics.curve.closed"), format.dateTime(step.closedAt)]];
  return <ChartTooltipBox title={title} lines={[...when, ...lines(step)]} />;
}

/** A curve's hover box: when the trade under the pointer closed, and the lines it gives. */
function stepTooltip(lines: (step: Step) => [string, string][]) {
  return ({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) =>
    active ? <StepTooltip step={payload?.[0]?.payload as Step | undefined} lines={lines} /> : null;
}

/** The cumulative result after each closed trade, in percent or in R (docs/product.md#advanced-analytics). */
export function EquityChart({ curve }: { curve: Curve }) {
  const { t } = useT();
  const format = useFormat();
  const [unit, setUnit] = useState<Unit>("percent");
  const data = withStart(curve);
  const key = unit === "percent" ? "cumulativePercent" : "cumulativeR";
  const tick = unit === "percent" ? format.axisPercent : (value: number) => format.r(value);
  return (
    <ChartCard
      id="equity-chart"
      title={t("portfolio:analytics.curve.title")}
      description={
        unit === "percent" ? t("portfolio:analytics.curve.percentText") : t("portfolio:analytics.curve.rText")
      }
      actions={
        <div className="flex gap-1" role="group" aria-label={t("portfolio:analytics.curve.unit")}>
          {(["percent", "r"] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={unit === option ? "secondary" : "ghost"}
              aria-pressed={unit === option}
              onClick={() => setUnit(option)}
            >
              {option === "percent" ? t("portfolio:analytics.curve.unitPercent") : t("portfolio:analytics.curve.unitR")}
            </Button>
          ))}
        </div>
      }
    >
      <div className="h-60 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis {...tradeAxis(t, format.count)} />
            <YAxis
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              width={52}
              tickFormatter={(value: number) => tick(value)}
            />
            <ReferenceLine y={0} stroke={CHART_COLORS.axis} strokeDasharray="4 4" />
            <Tooltip
              content={stepTooltip((step) => [
                [
                  t("portfolio:analytics.curve.trade"),
                  unit === "percent" ? format.pnl(step.percent) : format.r(step.r),
                ],
                [
                  t("portfolio:analytics.curve.cumulative"),
                  unit === "percent" ? format.pnl(step.cumulativePercent) : format.r(step.cumulativeR),
                ],
              ])}
            />
            <Line
              isAnimationActive={false}
              type="linear"
              dataKey={key}
              stroke={CHART_COLORS.gain}
              strokeWidth={2}
              dot={false}
              name={t("portfolio:analytics.curve.cumulative")}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}

/** How far the cumulative percent stood below its running peak after each trade. */
export function DrawdownChart({ curve, maxDrawdown }: { curve: Curve; maxDrawdown: number }) {
  const { t } = useT();
  const format = useFormat();
  const data = withStart(curve);
  return (
    <ChartCard
      id="drawdown-chart"
      title={t("portfolio:analytics.curve.drawdown")}
      description={t("portfolio:analytics.curve.drawdownText", { deepest: format.drawdown(maxDrawdown) })}
    >
      <div className="h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis {...tradeAxis(t, format.count)} />
            <YAxis
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              width={52}
              tickFormatter={(value: number) => format.axisPercent(value)}
              domain={["dataMin", 0]}
            />
            <Tooltip
              content={stepTooltip((step) => [
                [t("portfolio:analytics.curve.drawdown"), format.drawdown(-step.drawdownPercent)],
                [t("portfolio:analytics.curve.cumulative"), format.pnl(step.cumulativePercent)],
              ])}
            />
            <Area
              isAnimationActive={false}
              type="linear"
              dataKey="drawdownPercent"
              stroke={CHART_COLORS.loss}
              fill={CHART_COLORS.loss}
              fillOpacity={0.25}
              name={t("portfolio:analytics.curve.drawdown")}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
