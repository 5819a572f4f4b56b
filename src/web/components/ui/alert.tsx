import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { styled } from "@/components/ui/styled";
import { cn } from "@/lib/cn";

const alertVariants = cva(
  "relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>:not(svg)]:col-start-2",
  {
    variants: {
      variant: {
        default: "border-border bg-muted text-foreground [&>svg]:text-info",
        destructive: "border-loss/40 bg-loss/10 text-destructive-text [&>svg]:text-loss",
        success: "border-gain/40 bg-gain/10 text-foreground [&>svg]:text-gain",
        warning: "border-amber-500/60 bg-amber-500/10 text-foreground [&>svg]:text-amber-600",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export interface AlertProps extends ComponentProps<"div">, VariantProps<typeof alertVariants> {}

/** Destructive alerts are announced at once (role alert); the others politely (role status). */
export function Alert({ className, variant, ...props }: AlertProps) {
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export const AlertTitle = styled("p", "leading-5 font-semibold");

export const AlertDescription = styled("div", "leading-5 [&_p]:leading-5");
