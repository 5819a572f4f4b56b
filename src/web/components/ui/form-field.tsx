import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the control in red; takes the place of the hint. */
  error?: string | null;
  hint?: ReactNode;
  /** Something to show on the label row's right side, such as a "Forgot your password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control and message. Give the control `aria-describedby={describedBy(id)}` to tie them together. */
export function FormField({ id, label, error, hint, labelAside, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-message`} className="text-sm text-loss">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-message`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string): string {
  return `${id}-message`;
}
