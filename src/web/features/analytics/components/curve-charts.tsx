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
import { formatAxisPercent, formatDrawdown, formatPnl, formatR } from "@shared/format";
import { Button } from "@/components/ui/button";
import { AXIS_TICK, CHART_COLORS, ChartCard, ChartTooltipBox } from "@/features/analytics/components/chart-parts";
import { useDateFormat } from "@/lib/display-time-zone";

type Curve = Analytics["curve"];
type Unit = "percent" | "r";

/** The curve with its start at 0 as trade 0, so the first trade's step shows. */
const withStart = (curve: Curve) => [
  { trade: 0, asset: null, closedAt: null, percent: 0, r: 0, cumulativePercent: 0, cumulativeR: 0, drawdownPercent: 0 },
  ...curve.map((point, index) => ({ ...point, trade: index + 1 })),
];
type Step = ReturnType<typeof withStart>[number];

const TRADE_AXIS = {
  dataKey: "trade",
  type: "number",
  domain: [0, "dataMax"],
  allowDecimals: false,
  tick: AXIS_TICK,
  tickLine: false,
  label: { value: "Trades closed", position: "insideBottom", offset: -2, fill: CHART_COLORS.axis, fontSize: 11 },
  height: 36,
} as const;

function StepTooltip({ step, lines }: { step: Step | undefined; lines: (step: Step) => [string, string][] }) {
  const dates = useDateFormat();
  if (!step) return null;
  const title = step.asset === null ? "Start" : `#${step.trade} ${step.asset}`;
  const when: [string, string][] = step.closedAt === null ? [] : [["Closed", dates.dateTime(step.closedAt)]];
  return <ChartTooltipBox title={title} lines={[...when, ...lines(step)]} />;
}

/** A curve's hover box: when the trade under the pointer closed, and the lines it gives. */
function stepTooltip(lines: (step: Step) => [string, string][]) {
  return ({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) =>
    active ? <StepTooltip step={payload?.[0]?.payload as Step | undefined} lines={lines} /> : null;
}

/** The cumulative result after each closed trade, in percent or in R (docs/product.md#advanced-analytics). */
export function EquityChart({ curve }: { curve: Curve }) {
  const [unit, setUnit] = useState<Unit>("percent");
  const data = withStart(curve);
  const key = unit === "percent" ? "cumulativePercent" : "cumulativeR";
  const format = unit === "percent" ? formatAxisPercent : (value: number) => formatR(value);
  return (
    <ChartCard
      id="equity-chart"
      title="Equity curve"
      description={
        unit === "percent" ? "Cumulative P&L in percent." : "Cumulative R; trades without a stop add nothing."
      }
      actions={
        <div className="flex gap-1" role="group" aria-label="Curve unit">
          {(["percent", "r"] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={unit === option ? "secondary" : "ghost"}
              aria-pressed={unit === option}
              onClick={() => setUnit(option)}
            >
              {option === "percent" ? "%" : "R"}
            </Button>
          ))}
        </div>
      }
    >
      <div className="h-60 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis {...TRADE_AXIS} />
            <YAxis
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              width={52}
              tickFormatter={(value: number) => format(value)}
            />
            <ReferenceLine y={0} stroke={CHART_COLORS.axis} strokeDasharray="4 4" />
            <Tooltip
              content={stepTooltip((step) => [
                ["Trade", unit === "percent" ? formatPnl(step.percent) : formatR(step.r)],
                ["Cumulative", unit === "percent" ? formatPnl(step.cumulativePercent) : formatR(step.cumulativeR)],
              ])}
            />
            <Line
              isAnimationActive={false}
              type="linear"
              dataKey={key}
              stroke={CHART_COLORS.gain}
              strokeWidth={2}
              dot={false}
              name="Cumulative"
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}

/** How far the cumulative percent stood below its running peak after each trade. */
export function DrawdownChart({ curve, maxDrawdown }: { curve: Curve; maxDrawdown: number }) {
  const data = withStart(curve);
  return (
    <ChartCard
      id="drawdown-chart"
      title="Drawdown"
      description={`Fall from the running peak, in points. Deepest: ${formatDrawdown(maxDrawdown)}.`}
    >
      <div className="h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis {...TRADE_AXIS} />
            <YAxis
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              width={52}
              tickFormatter={(value: number) => formatAxisPercent(value)}
              domain={["dataMin", 0]}
            />
            <Tooltip
              content={stepTooltip((step) => [
                ["Drawdown", formatDrawdown(-step.drawdownPercent)],
                ["Cumulative", formatPnl(step.cumulativePercent)],
              ])}
            />
            <Area
              isAnimationActive={false}
              type="linear"
              dataKey="drawdownPercent"
              stroke={CHART_COLORS.loss}
              fill={CHART_COLORS.loss}
              fillOpacity={0.25}
              name="Drawdown"
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
