import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/use-format";

/** P&L with two decimals and a sign, green above 0 and red below, in the page's language. */
export function PnlValue({ value, className }: { value: number | null; className?: string }) {
  const format = useFormat();
  const tone = value === null || value === 0 ? undefined : value > 0 ? "text-gain" : "text-loss";
  return <span className={cn(tone, className)}>{format.pnl(value)}</span>;
}
