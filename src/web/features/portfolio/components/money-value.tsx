import { NO_VALUE } from "@shared/format";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/use-format";

/** Money made or lost, green or red, "—" when it cannot be worked out, in the page's language. */
export function MoneyValue({ value, className }: { value: number | null; className?: string }) {
  const format = useFormat();
  const tone = value === null || value === 0 ? undefined : value > 0 ? "text-gain" : "text-loss";
  // Left to right inside Arabic too, so that "US$" stays beside its figure.
  return (
    <bdi dir="ltr" className={cn("tabular", tone, className)}>
      {value === null ? NO_VALUE : format.signedMoney(value)}
    </bdi>
  );
}
