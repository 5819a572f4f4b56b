import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** A labelled figure inside a card's list. */
export function MetricRow({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-muted-foreground">
        {label}
        {hint && <span className="block text-xs">{hint}</span>}
      </dt>
      <dd className="tabular text-base font-semibold">{value}</dd>
    </div>
  );
}

/** A headline figure with its icon; `hint` says what it counts, under the label and as its tooltip. */
export function StatTile({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  hint?: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4 md:p-5" title={hint}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-gain [&_svg]:size-5">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="tabular text-2xl font-bold">{value}</span>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </div>
    </Card>
  );
}
