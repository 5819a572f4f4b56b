import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

interface PageLoaderProps {
  /** What is loading, announced to screen readers, in the page's language. */
  label: string;
  className?: string;
}

/** Full-height placeholder while the session check (or a page's first load) is pending. */
export function PageLoader({ label, className }: PageLoaderProps) {
  return (
    <div className={cn("flex min-h-[60dvh] flex-1 items-center justify-center", className)}>
      <Spinner label={label} className="size-8 text-gain" />
    </div>
  );
}
