import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { GroupFigures } from "@shared/analytics";
import { AXIS_TICK, CHART_COLORS, ChartTooltipBox } from "@/features/analytics/components/chart-parts";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

export interface BarRow extends GroupFigures {
  /** What the axis shows under the bar: short. */
  label: string;
  /** What the hover box is headed with. */
  title: string;
}

const toneOf = (value: number) => (value < 0 ? CHART_COLORS.loss : CHART_COLORS.gain);

/** Total percent per group, green above 0 and red below, each bar's figures on hover. */
export function FiguresBarChart({ rows, height = "h-56" }: { rows: BarRow[]; height?: string }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <div className={`${height} w-full`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} interval="preserveStartEnd" minTickGap={4} />
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={52}
            tickFormatter={(value: number) => format.axisPercent(value)}
          />
          <ReferenceLine y={0} stroke={CHART_COLORS.axis} />
          <Tooltip
            cursor={{ fill: "var(--color-muted)", opacity: 0.5 }}
            content={({ active, payload }) => {
              const row = payload?.[0]?.payload as BarRow | undefined;
              if (!active || !row) return null;
              return (
                <ChartTooltipBox
                  title={row.title}
                  lines={[
                    [t("portfolio:analytics.column.total"), format.pnl(row.totalPercent)],
                    [t("portfolio:analytics.column.trades"), format.count(row.trades)],
                    [t("portfolio:analytics.column.winRate"), format.rate(row.winRate)],
                    [t("portfolio:analytics.column.expectancy"), format.r(row.expectancyR)],
                  ]}
                />
              );
            }}
          />
          <Bar
            isAnimationActive={false}
            dataKey="totalPercent"
            name={t("portfolio:analytics.column.total")}
            maxBarSize={48}
          >
            {rows.map((row) => (
              <Cell key={row.label} fill={toneOf(row.totalPercent)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
