import { NO_VALUE } from "@shared/format";
import { formatSignedMoney } from "@shared/portfolio";
import { cn } from "@/lib/cn";

/** Money made or lost, green or red, "—" when it cannot be worked out. */
export function MoneyValue({ value, className }: { value: number | null; className?: string }) {
  const tone = value === null || value === 0 ? undefined : value > 0 ? "text-gain" : "text-loss";
  return <span className={cn("tabular", tone, className)}>{value === null ? NO_VALUE : formatSignedMoney(value)}</span>;
}
