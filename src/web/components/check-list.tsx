import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

/** What is included, one ticked line each: a plan's features wherever a plan is shown. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-2.5 text-sm", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <Check className="mt-0.5 size-4 shrink-0 text-gain" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
