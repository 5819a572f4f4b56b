import { ScrollText } from "lucide-react";
import { Link } from "react-router";
import { PAGE_PATHS } from "@shared/pages";
import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { cn } from "@/lib/cn";

/** The way to the admin log (docs/admin-panel.md#admin-log), on the desktop's and the phone's Settings alike. */
export function AdminLogCard() {
  return (
    <SectionCard title="Admin log" compact description="Every admin action: who, when, from where and what changed.">
      <Link to={PAGE_PATHS.adminLog} className={cn(buttonVariants({ variant: "outline" }))}>
        <ScrollText aria-hidden />
        Open the admin log
      </Link>
    </SectionCard>
  );
}
