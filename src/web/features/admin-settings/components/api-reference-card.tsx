import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { cn } from "@/lib/cn";

/** Where an integrator starts: every operation, its parameters and the shapes it answers. */
export function ApiReferenceCard() {
  return (
    <SectionCard
      title="API Reference"
      compact
      description="Every API operation with its parameters and answers, for integrations."
    >
      <Link to="/admin/api" className={cn(buttonVariants({ variant: "outline" }))}>
        <BookOpen aria-hidden />
        Open the API reference
      </Link>
    </SectionCard>
  );
}
