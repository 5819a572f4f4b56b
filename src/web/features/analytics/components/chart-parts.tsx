import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The theme's colours, as recharts draws with SVG attributes rather than classes. */
export const CHART_COLORS = {
  gain: "var(--color-gain)",
  loss: "var(--color-loss)",
  grid: "var(--color-border)",
  axis: "var(--color-muted-foreground)",
  line: "var(--color-info)",
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 11 } as const;

/** One chart's card: its title, what it shows, and the chart at a fixed height that fits a phone. */
export function ChartCard({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {actions}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A chart's hover box: a heading and label/value lines, in the popover's colours. */
export function ChartTooltipBox({ title, lines }: { title: string; lines: [string, string][] }) {
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-card">
      <p className="font-semibold">{title}</p>
      <dl className="mt-1 grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular text-end">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
