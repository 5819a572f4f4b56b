import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageMeta } from "@/lib/use-page-meta";

export function NotFoundPage() {
  usePageMeta({ title: "Page not found", description: "There is no page at this address." });
  return (
    <div className="bg-market-grid flex flex-1 items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-gain">
          <Compass className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">404 Page Not Found</h1>
        <p className="text-muted-foreground">
          There is no page at this address. The link may be out of date, or the address mistyped.
        </p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </div>
  );
}
