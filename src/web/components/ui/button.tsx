import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-accent",
        outline: "border border-input bg-transparent text-foreground hover:bg-accent hover:text-accent-foreground",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive-hover",
        link: "text-primary-hover underline-offset-4 hover:underline",
      },
      size: {
        default: "h-11 px-4",
        // 44 px to tap on a phone; compact from 768 px, where a pointer is precise.
        sm: "h-11 px-3 text-[13px] md:h-9",
        lg: "h-12 px-6 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

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
