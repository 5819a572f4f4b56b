import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

export { buttonVariants };

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the single child (a Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** While its request runs the button waits: disabled, with a spinner before its words. */
  pending?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, pending = false, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  const { disabled, children, ...rest } = props;
  return (
    <button type={type ?? "button"} className={classes} disabled={disabled || pending} {...rest}>
      {pending && <Spinner />}
      {children}
    </button>
  );
}
