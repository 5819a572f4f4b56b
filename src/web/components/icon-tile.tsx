import { cva, type VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

const iconTileVariants = cva("flex shrink-0 items-center justify-center rounded-lg text-gain", {
  variants: {
    tone: { muted: "bg-secondary", gain: "bg-gain/10" },
    size: { default: "size-10", lg: "size-11" },
  },
  defaultVariants: { tone: "muted", size: "default" },
});

interface IconTileProps extends VariantProps<typeof iconTileVariants> {
  icon: LucideIcon;
  className?: string;
}

/** The square that carries a feature's icon beside or above its title, in the brand's gain colour. */
export function IconTile({ icon: Icon, tone, size, className }: IconTileProps) {
  return (
    <span className={cn(iconTileVariants({ tone, size }), className)}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
