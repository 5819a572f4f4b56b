import { CloudOff, RotateCw, TriangleAlert } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { PageLoader } from "@/components/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { isChunkLoadFailure, reloadForStaleChunk } from "@/features/pwa/lib/stale-chunk";
import { useOnlineStatus } from "@/lib/use-online-status";
import { usePageMeta } from "@/lib/use-page-meta";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Decided once per failure: React may render the screen more than once, and only the first may reload. */
const reloadDecisions = new WeakMap<Error, boolean>();

function reloadOnceFor(error: Error): boolean {
  let decision = reloadDecisions.get(error);
  if (decision === undefined) {
    decision = reloadForStaleChunk();
    reloadDecisions.set(error, decision);
  }
  return decision;
}

/**
 * The router's error screen. A screen whose code is gone after a deploy reloads the page once instead (the router has
 * already moved to the page's URL, so the reload opens that page in the new version); when its code still does not
 * download, the screen says so and Retry loads it again.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadFailure(error);
  if (chunkFailed && reloadOnceFor(error)) return <PageLoader />;
  return chunkFailed ? <ChunkFailed error={error} /> : <ErrorDetails error={error} />;
}

/** Retry reloads the page: the browser asks again for every part of it, the one that failed included. */
function RetryButton() {
  const [retrying, setRetrying] = useState(false);
  return (
    <Button
      size="lg"
      disabled={retrying}
      onClick={() => {
        setRetrying(true);
        window.location.reload();
      }}
    >
      {retrying ? <Spinner /> : <RotateCw aria-hidden />}
      Retry
    </Button>
  );
}

function ErrorLayout({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="bg-market-grid flex min-h-dvh items-center justify-center px-4">
      <div className="flex w-full max-w-lg min-w-0 flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-loss/10 text-loss [&_svg]:size-7">
          {icon}
        </span>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {children}
        <div className="flex flex-wrap justify-center gap-3">
          <RetryButton />
          <Button asChild size="lg" variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

function ChunkFailed({ error }: { error: Error }) {
  usePageMeta({ title: "Page did not load", description: "A part of this page could not be downloaded." });
  const online = useOnlineStatus();
  useEffect(() => console.warn("A part of the app failed to load", error), [error]);
  return (
    <ErrorLayout icon={<CloudOff aria-hidden />} title="This page did not load">
      <p className="text-muted-foreground">
        {online
          ? "A part of it could not be downloaded. Retry loads it again."
          : "You're offline, and this part of the app is not saved on this device yet. Retry once you're back online."}
      </p>
    </ErrorLayout>
  );
}

function ErrorDetails({ error }: { error: unknown }) {
  usePageMeta({ title: "Error", description: "This page could not be shown." });
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorLayout icon={<TriangleAlert aria-hidden />} title="Unexpected Application Error!">
      <pre className="w-full overflow-x-auto rounded-lg border bg-card p-4 text-left font-mono text-sm wrap-anywhere whitespace-pre-wrap text-destructive-text">
        {describe(error)}
      </pre>
    </ErrorLayout>
  );
}
