import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PAGE_PATHS } from "@shared/pages";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** The heading of an admin tool's own page: its title, what it shows, its actions and the way back to the admin. */
export function AdminToolHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: ReactNode;
  /** Buttons before "Back to admin". */
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions}
        <Link to={PAGE_PATHS.admin} className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
          <ArrowLeft aria-hidden />
          Back to admin
        </Link>
      </div>
    </div>
  );
}
