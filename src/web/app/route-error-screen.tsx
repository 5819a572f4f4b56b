import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageMeta } from "@/lib/use-page-meta";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's generic error screen. */
export function RouteErrorScreen() {
  usePageMeta({ title: "Error", description: "This page could not be shown." });
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="bg-market-grid flex min-h-dvh items-center justify-center px-4">
      <div className="flex w-full max-w-lg min-w-0 flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-loss/10 text-loss">
          <TriangleAlert className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Unexpected Application Error!</h1>
        <pre className="w-full overflow-x-auto rounded-lg border bg-card p-4 text-left font-mono text-sm wrap-anywhere whitespace-pre-wrap text-destructive-text">
          {describe(error)}
        </pre>
        <Button asChild size="lg">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </main>
  );
}
