import { Suspense, lazy } from "react";
import { RiskWarning } from "@/components/risk-warning";
import { Skeleton } from "@/components/ui/skeleton";
import { SitePage } from "@/features/site/components/site-page";
import { useHydrated } from "@/lib/use-hydrated";
import { usePageMeta } from "@/lib/use-page-meta";

// The feed is read and drawn once the prerendered page is taken over: its code and the query library load then,
// not before the page is interactive (docs/performance.md, "first-load JavaScript").
const FreeFeedContent = lazy(async () => ({
  default: (await import("@/features/site/components/free-feed-content")).FreeFeedContent,
}));

/** docs/product.md#free-delayed-feed: past signals as members saw them, after the provider's delay, for anyone. */
export function FreeSignalsPage() {
  usePageMeta({
    title: "Free signals",
    description: "Past signals exactly as members received them, with every event and its time, after a delay.",
  });
  const hydrated = useHydrated();
  return (
    <SitePage
      eyebrow="Free signals"
      title="Our signals, free, a little late"
      lead="Every signal, winners and losers, exactly as members received it: the levels, the targets, the commentary and each event with its time, each on the verifiable track record."
    >
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
