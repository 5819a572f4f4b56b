import type { ReactNode } from "react";
import { formatPrice } from "@shared/format";
import type { Position } from "@shared/positions";
import { PnlValue } from "@/components/trading/pnl-value";
import { cn } from "@/lib/cn";

interface PriceGridProps {
  position: Position;
  /** From which width every value sits on one row (two columns below it). */
  oneRowFrom: "sm" | "md";
  className?: string;
}

// Written out whole so Tailwind sees every class.
const ONE_ROW = {
  sm: { 4: "sm:grid-cols-4", 5: "sm:grid-cols-5" },
  md: { 4: "md:grid-cols-4", 5: "md:grid-cols-5" },
} as const;

/** Entry, current ("—" until one is published), target and stop; exit and P&L once closed (P&L only when closed). */
export function PriceGrid({ position, oneRowFrom, className }: PriceGridProps) {
  const price = (value: number | null) => formatPrice(value, position);
  const closed = position.status === "closed";
  const cells: [string, ReactNode][] = [
    ["Entry", price(position.entryPrice)],
    closed ? ["Exit", price(position.exitPrice)] : ["Current", price(position.currentPrice)],
    ["Target", price(position.targetPrice)],
    ["Stop Loss", price(position.stopLoss)],
  ];
  if (closed) cells.push(["P&L", <PnlValue value={position.pnl} />]);
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-2 text-sm", ONE_ROW[oneRowFrom][closed ? 5 : 4], className)}>
      {cells.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="tabular truncate font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
