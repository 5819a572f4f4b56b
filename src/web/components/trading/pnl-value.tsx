import { formatPnl } from "@shared/format";
import { cn } from "@/lib/cn";

/** P&L with two decimals and a sign, green above 0 and red below. */
export function PnlValue({ value, className }: { value: number | null; className?: string }) {
  const tone = value === null || value === 0 ? undefined : value > 0 ? "text-gain" : "text-loss";
  return <span className={cn(tone, className)}>{formatPnl(value)}</span>;
}
