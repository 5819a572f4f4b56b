import type { ReactNode } from "react";
import { formatPrice, formatDetailPrice } from "@shared/format";
import type { Position } from "@shared/positions";
import { PnlValue } from "@/features/positions/components/pnl-value";
import { cn } from "@/lib/cn";

interface PriceGridProps {
  position: Position;
  /** Detail cards show exactly 4 decimals (spec §9). */
  detail?: boolean;
  className?: string;
}

/** Entry, current, target and stop; exit and P&L once closed (spec §4: P&L only when closed). */
export function PriceGrid({ position, detail = false, className }: PriceGridProps) {
  const price = detail ? formatDetailPrice : formatPrice;
  const closed = position.status === "closed";
  const cells: [string, ReactNode][] = [
    ["Entry", price(position.entryPrice)],
    closed ? ["Exit", price(position.exitPrice)] : ["Current", price(position.currentPrice ?? position.entryPrice)],
    ["Target", price(position.targetPrice)],
    ["Stop Loss", price(position.stopLoss)],
  ];
  if (closed) cells.push(["P&L", <PnlValue value={position.pnl} />]);
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-2 text-sm", className)}>
      {cells.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="tabular truncate font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
