import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { PageLoader } from "@/components/page-loader";
import { ChunkLoadError, reloadForStaleChunk } from "@/features/pwa/lib/stale-chunk";
import { usePageMeta } from "@/lib/use-page-meta";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Decided once per failure: React may render the screen more than once, and only the first may reload. */
const reloadDecisions = new WeakMap<ChunkLoadError, boolean>();

function reloadOnceFor(error: ChunkLoadError): boolean {
  let decision = reloadDecisions.get(error);
  if (decision === undefined) {
    decision = reloadForStaleChunk();
    reloadDecisions.set(error, decision);
  }
  return decision;
}

/**
 * The router's generic error screen. A screen whose code is gone after a deploy reloads the page once instead (the
 * router has already moved to the page's URL, so the reload opens that page in the new version).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const reloading = error instanceof ChunkLoadError && reloadOnceFor(error);
  if (reloading) return <PageLoader />;
  return <ErrorDetails error={error} />;
}

function ErrorDetails({ error }: { error: unknown }) {
  usePageMeta({ title: "Error", description: "This page could not be shown." });
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
