import { MemberPage } from "@/components/member-page";
import { QueryView } from "@/components/query-view";
import { useInsights } from "@/features/insights/api/get-insights";
import { InsightsGate } from "@/features/insights/components/insights-gate";
import { InsightUpgrade } from "@/features/insights/components/insight-upgrade";
import { InsightList } from "@/features/insights/components/market-insights-section";
import { usePageMeta } from "@/lib/use-page-meta";

/** Every market insight, newest first (docs/product.md#market-insights). */
export function InsightsPage() {
  usePageMeta({ title: "Market insights", description: "The analyst's market insights, newest first." });
  return (
    <MemberPage title="Market insights" intro="The analyst's notes on the markets, newest first.">
      <InsightsGate>
        <AllInsights />
      </InsightsGate>
    </MemberPage>
  );
}

function AllInsights() {
  const insights = useInsights();
  return (
    <QueryView query={insights} loadingLabel="Loading the insights" errorMessage="Could not load the market insights.">
      {({ canRead, insights: list }) => (
        <>
          {!canRead && <InsightUpgrade />}
          <InsightList insights={list} className="rounded-lg border bg-card p-4 md:p-6" />
        </>
      )}
    </QueryView>
  );
}
