import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** One fact of a description list: its label above its value (a plan's status, an account's email). */
export function Fact({
  label,
  className,
  valueClassName,
  children,
}: {
  label: ReactNode;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** A figure in its own tile, its label small above the number; compact where many stand in a narrow summary. */
export function FigureTile({
  label,
  compact = false,
  valueClassName,
  children,
}: {
  label: string;
  compact?: boolean;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col rounded-lg border", compact ? "gap-0.5 bg-muted/30 px-3 py-2" : "gap-1 p-3")}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("tabular font-semibold", compact ? "text-base" : "text-lg", valueClassName)}>{children}</dd>
    </div>
  );
}
