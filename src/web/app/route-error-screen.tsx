import { CloudOff, RotateCw, TriangleAlert } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { PageLoader } from "@/components/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { isChunkLoadFailure, reloadForStaleChunk } from "@/features/pwa/lib/stale-chunk";
import { useT } from "@/lib/i18n";
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
  const { t } = useT();
  const error = useRouteError();
  const chunkFailed = isChunkLoadFailure(error);
  if (chunkFailed && reloadOnceFor(error)) return <PageLoader label={t("app:controls.loading")} />;
  return chunkFailed ? <ChunkFailed error={error} /> : <ErrorDetails error={error} />;
}

/** Retry reloads the page: the browser asks again for every part of it, the one that failed included. */
function RetryButton() {
  const { t } = useT();
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
      {t("app:controls.retry")}
    </Button>
  );
}

function ErrorLayout({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const { t } = useT();
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
            <Link to="/">{t("app:errorPages.home")}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

function ChunkFailed({ error }: { error: Error }) {
  const { t } = useT();
  usePageMeta({ title: t("app:errorPages.notLoaded.title"), description: t("app:errorPages.notLoaded.description") });
  const online = useOnlineStatus();
  useEffect(() => console.warn("A part of the app failed to load", error), [error]);
  return (
    <ErrorLayout icon={<CloudOff aria-hidden />} title={t("app:errorPages.notLoaded.heading")}>
      <p className="text-muted-foreground">
        {online ? t("app:errorPages.notLoaded.online") : t("app:errorPages.notLoaded.offline")}
      </p>
    </ErrorLayout>
  );
}

/** What went wrong, as the error says it: for whoever reports it, so it is not translated. */
function ErrorDetails({ error }: { error: unknown }) {
  const { t } = useT();
  usePageMeta({ title: t("app:errorPages.failed.title"), description: t("app:errorPages.failed.description") });
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorLayout icon={<TriangleAlert aria-hidden />} title={t("app:errorPages.failed.heading")}>
      <pre className="w-full overflow-x-auto rounded-lg border bg-card p-4 text-left font-mono text-sm wrap-anywhere whitespace-pre-wrap text-destructive-text">
        {describe(error)}
      </pre>
    </ErrorLayout>
  );
}
