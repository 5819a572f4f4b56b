import { PageLoader } from "@/components/page-loader";
import { RetryAlert } from "@/components/retry-alert";
import { useInsights } from "@/features/insights/api/get-insights";
import { InsightsGate } from "@/features/insights/components/insights-gate";
import { InsightUpgrade } from "@/features/insights/components/insight-upgrade";
import { InsightListItem } from "@/features/insights/components/market-insights-section";
import { usePageMeta } from "@/lib/use-page-meta";

/** Every market insight, newest first (docs/product.md#market-insights). */
export function InsightsPage() {
  usePageMeta({ title: "Market insights", description: "The analyst's market insights, newest first." });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Market insights</h1>
        <p className="text-sm text-muted-foreground">The analyst&apos;s notes on the markets, newest first.</p>
      </div>
      <InsightsGate>
        <AllInsights />
      </InsightsGate>
    </div>
  );
}

function AllInsights() {
  const insights = useInsights();
  if (insights.isPending) return <PageLoader label="Loading the insights" />;
  if (insights.isError) {
    return (
      <RetryAlert
        message="Could not load the market insights."
        retrying={insights.isFetching}
        onRetry={() => void insights.refetch()}
      />
    );
  }
  const { canRead, insights: list } = insights.data;
  return (
    <>
      {!canRead && <InsightUpgrade />}
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No insights yet. The analyst&apos;s market notes appear here.</p>
      ) : (
        <ul className="flex flex-col gap-4 rounded-lg border bg-card p-4 md:p-6">
          {list.map((insight) => (
            <InsightListItem key={insight.id} insight={insight} />
          ))}
        </ul>
      )}
    </>
  );
}
