import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

interface SpinnerProps extends ComponentProps<"svg"> {
  /** Announced to screen readers; omit when a visible text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <LoaderCircle
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn("size-4 animate-spin", className)}
      {...props}
    />
  );
}
