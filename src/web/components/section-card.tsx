import type { LucideIcon } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface SectionCardProps extends Omit<ComponentProps<"div">, "title"> {
  title: ReactNode;
  /** Drawn before the title, in the gain colour unless iconClassName gives another. */
  icon?: LucideIcon;
  iconClassName?: string;
  description?: ReactNode;
  /** The smaller heading of a card among many (the admin tabs, the public record). */
  compact?: boolean;
  /** A landmark named by its title, for a card that is a section of its page in its own right. */
  region?: boolean;
  contentClassName?: string;
}

/** A card with its heading (an icon, a title, a line of description) above its content: one section of a page. */
export function SectionCard({
  title,
  icon: Icon,
  iconClassName = "text-gain",
  description,
  compact = false,
  region = false,
  contentClassName,
  children,
  ...props
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Card {...(region && { role: "region", "aria-labelledby": titleId })} {...props}>
      <CardHeader>
        <CardTitle
          id={region ? titleId : undefined}
          className={cn(Icon && "flex items-center gap-2", compact && "text-base")}
        >
          {Icon && <Icon className={cn(compact ? "size-4" : "size-5", iconClassName)} aria-hidden />}
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
