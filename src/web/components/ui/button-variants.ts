import { cva } from "class-variance-authority";

/**
 * A button's look, apart from the Button component: the public pages' first download draws its few button-like links
 * and the menu toggle with it directly (`cn(buttonVariants(…), extra)`), so it carries neither the Button's slot code
 * nor its spinner (docs/decisions/0037-languages.md).
 */
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
