import { Suspense, lazy } from "react";
import { RiskWarning } from "@/components/risk-warning";
import { Skeleton } from "@/components/ui/skeleton";
import { SitePage } from "@/features/site/components/site-page";
import { useHydrated } from "@/lib/use-hydrated";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

// The feed is read and drawn once the prerendered page is taken over: its code and the query library load then,
// not before the page is interactive (docs/performance.md, "first-load JavaScript").
const FreeFeedContent = lazy(async () => ({
  default: (await import("@/features/site/components/free-feed-content")).FreeFeedContent,
}));

/** docs/product.md#free-delayed-feed: past signals as members saw them, after the provider's delay, for anyone. */
export function FreeSignalsPage() {
  const { t } = useT();
  usePageMeta({ title: t("record:free.title"), description: t("record:free.description") });
  const hydrated = useHydrated();
  return (
    <SitePage eyebrow={t("record:free.title")} title={t("record:free.heading")} lead={t("record:free.lead")}>
      <div className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6">
        <RiskWarning place="trackRecord" variant="box" />
        {hydrated ? (
          <Suspense fallback={<Skeleton className="h-64" />}>
            <FreeFeedContent />
          </Suspense>
        ) : (
          <Skeleton className="h-64" />
        )}
      </div>
    </SitePage>
  );
}
